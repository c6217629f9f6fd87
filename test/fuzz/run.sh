#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (ASan+UBSan) and fuzzes framing + JSON-RPC parsing.
# usage: test/fuzz/run.sh [SECONDS=300]   (not part of CI)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
seconds=${1:-300}
RUSTEAL_FUZZ=1 "$root/scripts/setup.sh"
CXX=clang++ cmake -S "$root" -B "$root/build-fuzz" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DRUSTEAL_FUZZ=ON -DRUSTEAL_BUILD_TESTS=OFF >/dev/null
ninja -C "$root/build-fuzz" protocol_fuzz
work="$root/build-fuzz/corpus"
mkdir -p "$work" "$root/build-fuzz/artifacts"
cp -n "$root/test/fuzz/corpus/"* "$work/" 2>/dev/null || true
"$root/build-fuzz/test/fuzz/protocol_fuzz" "$work" -max_total_time="$seconds" -max_len=4096 \
  -artifact_prefix="$root/build-fuzz/artifacts/" -print_final_stats=1
