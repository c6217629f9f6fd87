#!/usr/bin/env bash
# Configures and builds one configuration: scripts/build.sh [product|release|asan|windows] (default release).
#   product: the daemon, the client, rusteal-host and the stand-in engine, without the tests
#            (what scripts/run.sh and its demo need), RelWithDebInfo in build/;
#   release: the same build folder with the tests and benchmarks, warnings as errors;
#   asan:    ASan+UBSan with the tests, in build-asan/. Its cargo target folders are the release
#            build's: the Rust is built alike in both (the sanitizers instrument only the C++), so
#            the crates the release tests built are not built again from nothing;
#   windows: the daemon, the client and the library host with their tests, cross-compiled by
#            MinGW-w64 (docs/platforms.md), in build-windows/, with the narrow-path check on.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
kind=${1:-release}
case "$kind" in
  product) dir="$root/build";      flags=(-DCMAKE_BUILD_TYPE=RelWithDebInfo -DRUSTEAL_WERROR=ON -DRUSTEAL_BUILD_TESTS=OFF) ;;
  release) dir="$root/build";      flags=(-DCMAKE_BUILD_TYPE=RelWithDebInfo -DRUSTEAL_WERROR=ON -DRUSTEAL_BUILD_TESTS=ON) ;;
  asan)    dir="$root/build-asan"; flags=(-DCMAKE_BUILD_TYPE=Debug -DRUSTEAL_SANITIZE=ON -DRUSTEAL_WERROR=ON -DRUSTEAL_BUILD_TESTS=ON
                                           -DRUSTEAL_CARGO_TARGET_DIR="$root/build/cargo-target"
                                           -DRUSTEAL_HOST_GAME_TARGET_DIR="$root/build/cargo-target-host-games") ;;
  windows) dir="$root/build-windows"; flags=(-DCMAKE_TOOLCHAIN_FILE="$root/cmake/toolchains/mingw-w64.cmake" -DRUSTEAL_WERROR=ON
                                           -DRUSTEAL_NARROW_PATH_CHECK=ON)
    # A folder configured by an older layout (test/windows as its own project) is configured afresh.
    if [[ -f $dir/CMakeCache.txt ]] && ! grep -qx "CMAKE_HOME_DIRECTORY:INTERNAL=$root" "$dir/CMakeCache.txt"; then
      rm -rf "$dir/CMakeCache.txt" "$dir/CMakeFiles"
    fi ;;
  *) echo "usage: scripts/build.sh [product|release|asan|windows]" >&2; exit 2 ;;
esac
cmake -S "$root" -B "$dir" -G Ninja "${flags[@]}" >/dev/null
ninja -C "$dir"
