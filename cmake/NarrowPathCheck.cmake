# A check for the Windows build: text in a std::string or std::string_view must become a
# std::filesystem::path through rusteal::utf8_path (utf8_paths/utf8_path.hpp), because the
# library's own conversion does not read UTF-8 there.
#
# It copies the toolchain's <bits/fs_path.h> into the build folder, adds deleted overloads of
# path's constructor, assignment, /=, +=, append and concat for those two types, and puts the copy
# first on the include path, so every such conversion is a compile error at its call site. Deleted
# members add no code and change no layout. String literals are not affected (ASCII by rule).
set(probe ${CMAKE_BINARY_DIR}/narrow-path-check/probe.cpp)
file(WRITE ${probe} "#include <filesystem>\n")
execute_process(
  COMMAND ${CMAKE_CXX_COMPILER} -std=c++20 -M ${probe}
  OUTPUT_VARIABLE deps RESULT_VARIABLE failed ERROR_VARIABLE err)
if(failed)
  message(FATAL_ERROR "NarrowPathCheck: ${CMAKE_CXX_COMPILER} could not read <filesystem>: ${err}")
endif()
string(REGEX MATCH "[^ \t\r\n\\\\]*bits/fs_path\\.h" header "${deps}")
if(NOT header OR NOT EXISTS "${header}")
  message(FATAL_ERROR "NarrowPathCheck: <bits/fs_path.h> not found among the headers of <filesystem>; "
                      "turn the check off with -DRUSTEAL_NARROW_PATH_CHECK=OFF")
endif()
file(READ "${header}" text)
set(anchor "    template<typename _Source,\n\t     typename _Require = __detail::_Path<_Source>>\n      path(_Source const& __source, format = auto_format)")
string(FIND "${text}" "${anchor}" at)
if(at EQUAL -1)
  message(FATAL_ERROR "NarrowPathCheck: ${header} does not have the constructor this check expects; "
                      "turn the check off with -DRUSTEAL_NARROW_PATH_CHECK=OFF")
endif()
set(deleted "    // Added by rusteal's cmake/NarrowPathCheck.cmake: use rusteal::utf8_path(text).
    path(const std::string&, format = auto_format) = delete;
    path(std::string_view, format = auto_format) = delete;
    path& operator=(const std::string&) = delete;
    path& operator=(std::string_view) = delete;
    path& operator/=(const std::string&) = delete;
    path& operator/=(std::string_view) = delete;
    path& operator+=(const std::string&) = delete;
    path& operator+=(std::string_view) = delete;
    path& append(const std::string&) = delete;
    path& append(std::string_view) = delete;
    path& concat(const std::string&) = delete;
    path& concat(std::string_view) = delete;
    path& assign(const std::string&) = delete;
    path& assign(std::string_view) = delete;
")
string(REPLACE "${anchor}" "${deleted}${anchor}" text "${text}")
# Written only when it changes, so a new configure does not rebuild everything that includes it.
set(out ${CMAKE_BINARY_DIR}/narrow-path-check/include/bits/fs_path.h)
file(WRITE ${out}.new "${text}")
file(COPY_FILE ${out}.new ${out} ONLY_IF_DIFFERENT)
add_compile_options(-I${CMAKE_BINARY_DIR}/narrow-path-check/include)
message(STATUS "NarrowPathCheck: std::string -> std::filesystem::path is deleted (${header})")
