#!/usr/bin/env bash
# The second command of the README, and what CI runs: the whole test suite, built twice (a
# release build with warnings as errors, and an ASan+UBSan build), every test through CTest.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
jobs=$(nproc)
"$root/scripts/setup.sh"
# ajv for the schema test, pinned by test/schema/package-lock.json.
(cd "$root/test/schema" && npm ci --no-audit --no-fund --loglevel=error)
for kind in release asan; do
  "$root/scripts/build.sh" "$kind"
  dir="$root/build"; [[ $kind == asan ]] && dir="$root/build-asan"
  echo "== tests ($kind) =="
  ctest --test-dir "$dir" -j "$jobs" --output-on-failure
done
