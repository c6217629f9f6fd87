#!/usr/bin/env bash
# The second command of the README, and what CI runs: the whole test suite, built twice (a
# release build with warnings as errors, and an ASan+UBSan build), every test through CTest, then
# the Windows build (MinGW) with its tests under Wine.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
jobs=$(nproc)
"$root/scripts/setup.sh" --tests
for kind in release asan; do
  "$root/scripts/build.sh" "$kind"
  dir="$root/build"; cache=()
  # The sanitizer build's stand-in engine compiles the generated wrappers through the release
  # build's engine compile cache: the same g++, flags and text (test/standin_engine/README.md), so
  # a wrapper the release tests checked is not checked again; a changed text still compiles.
  [[ $kind == asan ]] && dir="$root/build-asan" && cache=("RUSTEAL_STANDIN_UBT_CACHE=$root/build/standin_engine/Engine/Intermediate/StandinUBT/CompileCache")
  echo "== tests ($kind) =="
  env "${cache[@]}" ctest --test-dir "$dir" -j "$jobs" --output-on-failure
done
# The Windows build (MinGW): the daemon, the client and the library host, with their tests under
# Wine (docs/platforms.md). A build folder configured by an older layout (test/windows as its own
# project) is configured afresh. The narrow-path check (cmake/NarrowPathCheck.cmake) is on.
echo "== Windows build (MinGW) and its tests under Wine =="
windows="$root/build-windows"
if [[ -f $windows/CMakeCache.txt ]] && ! grep -qx "CMAKE_HOME_DIRECTORY:INTERNAL=$root" "$windows/CMakeCache.txt"; then
  rm -rf "$windows/CMakeCache.txt" "$windows/CMakeFiles"
fi
cmake -S "$root" -B "$windows" -G Ninja -DCMAKE_TOOLCHAIN_FILE="$root/cmake/toolchains/mingw-w64.cmake" \
  -DRUSTEAL_WERROR=ON -DRUSTEAL_NARROW_PATH_CHECK=ON >/dev/null
cmake --build "$windows"
ctest --test-dir "$windows" --output-on-failure
