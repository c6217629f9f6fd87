# Cross-building for 64-bit Windows with Debian's MinGW-w64 (posix threads: std::thread and
# std::mutex work), the binaries linked statically so that Wine runs them with nothing beside
# them. The tests run under wine64 (CMAKE_CROSSCOMPILING_EMULATOR), in a Wine prefix of the build's
# own. docs/platforms.md says what is built and tested this way.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(CMAKE_C_COMPILER x86_64-w64-mingw32-gcc-posix)
set(CMAKE_CXX_COMPILER x86_64-w64-mingw32-g++-posix)
set(CMAKE_RC_COMPILER x86_64-w64-mingw32-windres)
set(CMAKE_FIND_ROOT_PATH /usr/x86_64-w64-mingw32)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static")
set(CMAKE_SHARED_LINKER_FLAGS_INIT "-static")
find_program(RUSTEAL_WINE64 NAMES wine64 PATHS /usr/lib/wine NO_CMAKE_FIND_ROOT_PATH)
if(RUSTEAL_WINE64)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${RUSTEAL_WINE64})
endif()
