#!/usr/bin/env bash
# The second command of the README, and what CI runs: the whole test suite, built twice (a
# release build with warnings as errors, and an ASan+UBSan build), every test through CTest.
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
