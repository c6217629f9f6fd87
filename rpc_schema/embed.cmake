# Writes OUTPUT, a C++ file defining rusteal::rpc_schema::openrpc_document() with INPUT's text.
file(READ "${INPUT}" text)
string(FIND "${text}" ")openrpc\"" clash)
if(NOT clash EQUAL -1)
  message(FATAL_ERROR "${INPUT} contains the raw-string delimiter )openrpc\"")
endif()
file(WRITE "${OUTPUT}.tmp"
"// Generated from rpc_schema/rusteal.openrpc.json by rpc_schema/embed.cmake; do not edit.\n"
"#include \"rpc_schema/openrpc_document.hpp\"\n"
"namespace rusteal::rpc_schema {\n"
"std::string_view openrpc_document() {\n"
"    static constexpr char text[] = R\"openrpc(${text})openrpc\";\n"
"    return {text, sizeof(text) - 1};\n"
"}\n"
"} // namespace rusteal::rpc_schema\n")
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
