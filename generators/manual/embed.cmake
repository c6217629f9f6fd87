# Writes OUTPUT, a C++ file defining rusteal::generators::manual_files() with the text of every
# .rs file of MANUAL_DIR (the hand-written extensions the bindings crate carries).
file(GLOB files RELATIVE "${MANUAL_DIR}" "${MANUAL_DIR}/*.rs")
list(SORT files)
set(body "")
foreach(f IN LISTS files)
  file(READ "${MANUAL_DIR}/${f}" text)
  string(FIND "${text}" ")rustmanual\"" clash)
  if(NOT clash EQUAL -1)
    message(FATAL_ERROR "${f} contains the raw-string delimiter )rustmanual\"")
  endif()
  string(APPEND body "        {\"src/manual/${f}\", R\"rustmanual(${text})rustmanual\"},\n")
endforeach()
file(WRITE "${OUTPUT}.tmp"
"// Generated from generators/manual/ by generators/manual/embed.cmake; do not edit.\n"
"#include \"generators/rust_emitter.hpp\"\n"
"namespace rusteal::generators {\n"
"const std::vector<GeneratedFile>& manual_files() {\n"
"    static const std::vector<GeneratedFile> files = {\n"
"${body}"
"    };\n"
"    return files;\n"
"}\n"
"} // namespace rusteal::generators\n")
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
