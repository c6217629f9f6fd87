# The libraries the daemon and the client need, for a Windows build cross-compiled with MinGW-w64
# (cmake/toolchains/mingw-w64.cmake), under the names the Linux build gets from Debian's packages:
#   Boost::system, Boost::headers   Debian's Boost 1.81 headers (Asio and System are header-only)
#   Boost::json                     compiled here from those headers (boost/json/src.hpp)
#   Boost::program_options          compiled here from Debian's Boost 1.81 source package, which
#                                   `scripts/setup.sh --tests` fetches into RUSTEAL_BOOST_PROGRAM_OPTIONS_SOURCE
#   PkgConfig::TOMLPLUSPLUS         Debian's toml++ headers, header-only
# Only Boost's and toml++'s own folders are put on the include path: the rest of /usr/include is
# Linux's.
foreach(header boost/asio.hpp toml++/toml.h)
  if(NOT EXISTS /usr/include/${header})
    message(FATAL_ERROR "the Windows build needs /usr/include/${header}: run scripts/setup.sh (Debian's Boost and toml++ headers)")
  endif()
endforeach()
set(RUSTEAL_MINGW_INCLUDE ${CMAKE_BINARY_DIR}/mingw-include)
file(MAKE_DIRECTORY ${RUSTEAL_MINGW_INCLUDE})
file(CREATE_LINK /usr/include/boost ${RUSTEAL_MINGW_INCLUDE}/boost SYMBOLIC)
file(CREATE_LINK /usr/include/toml++ ${RUSTEAL_MINGW_INCLUDE}/toml++ SYMBOLIC)

add_library(rusteal_mingw_boost_headers INTERFACE)
target_include_directories(rusteal_mingw_boost_headers SYSTEM INTERFACE ${RUSTEAL_MINGW_INCLUDE})
# Windows 10's API; Boost's auto-linking is MSVC's and has nothing to find here.
target_compile_definitions(rusteal_mingw_boost_headers INTERFACE _WIN32_WINNT=0x0A00 BOOST_ALL_NO_LIB)
target_link_libraries(rusteal_mingw_boost_headers INTERFACE ws2_32 mswsock)
add_library(Boost::headers ALIAS rusteal_mingw_boost_headers)
add_library(Boost::system ALIAS rusteal_mingw_boost_headers)

add_library(rusteal_mingw_boost_json STATIC ${CMAKE_CURRENT_LIST_DIR}/mingw/boost_json.cpp)
target_link_libraries(rusteal_mingw_boost_json PUBLIC rusteal_mingw_boost_headers)
add_library(Boost::json ALIAS rusteal_mingw_boost_json)

execute_process(COMMAND dpkg-query -W -f=\${Version} libboost1.81-dev OUTPUT_VARIABLE boost_debian_version
                RESULT_VARIABLE boost_query ERROR_QUIET)
if(NOT boost_query EQUAL 0)
  message(FATAL_ERROR "the Windows build needs Debian's libboost1.81-dev: run scripts/setup.sh")
endif()
if(DEFINED ENV{XDG_CACHE_HOME})
  set(cache $ENV{XDG_CACHE_HOME})
else()
  set(cache $ENV{HOME}/.cache)
endif()
set(RUSTEAL_BOOST_PROGRAM_OPTIONS_SOURCE ${cache}/rusteal/boost1.81-${boost_debian_version}/program_options
    CACHE PATH "Boost.Program_options' sources (libs/program_options) of the installed Boost's version")
set(program_options_sources cmdline config_file convert options_description parsers positional_options split
    utf8_codecvt_facet value_semantic variables_map winmain)
list(TRANSFORM program_options_sources PREPEND ${RUSTEAL_BOOST_PROGRAM_OPTIONS_SOURCE}/src/)
list(TRANSFORM program_options_sources APPEND .cpp)
foreach(source ${program_options_sources})
  if(NOT EXISTS ${source})
    message(FATAL_ERROR "${source} is missing: the Windows build compiles Boost.Program_options from Debian's source "
                        "package of Boost ${boost_debian_version}. Run scripts/setup.sh --tests, which fetches it, or set "
                        "RUSTEAL_BOOST_PROGRAM_OPTIONS_SOURCE to a folder holding src/*.cpp of that version.")
  endif()
endforeach()
add_library(rusteal_mingw_boost_program_options STATIC ${program_options_sources})
target_link_libraries(rusteal_mingw_boost_program_options PUBLIC rusteal_mingw_boost_headers)
target_compile_options(rusteal_mingw_boost_program_options PRIVATE -w) # Boost's code, compiled as Boost ships it
add_library(Boost::program_options ALIAS rusteal_mingw_boost_program_options)

add_library(rusteal_mingw_tomlplusplus INTERFACE)
target_include_directories(rusteal_mingw_tomlplusplus SYSTEM INTERFACE ${RUSTEAL_MINGW_INCLUDE})
target_compile_definitions(rusteal_mingw_tomlplusplus INTERFACE TOML_HEADER_ONLY=1)
add_library(PkgConfig::TOMLPLUSPLUS ALIAS rusteal_mingw_tomlplusplus)
