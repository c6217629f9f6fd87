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
  dir="$root/build"; [[ $kind == asan ]] && dir="$root/build-asan"
  echo "== tests ($kind) =="
  ctest --test-dir "$dir" -j "$jobs" --output-on-failure
done
# The Windows build of the library host, cross-built with MinGW and tested under Wine
# (docs/platforms.md).
echo "== Windows build (MinGW) and its tests under Wine =="
cmake -S "$root/test/windows" -B "$root/build-windows" -G Ninja -DCMAKE_TOOLCHAIN_FILE="$root/cmake/toolchains/mingw-w64.cmake" >/dev/null
cmake --build "$root/build-windows"
ctest --test-dir "$root/build-windows" --output-on-failure
