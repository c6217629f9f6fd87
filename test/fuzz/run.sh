#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (ASan+UBSan) and runs one of them:
#   protocol   framing + JSON-RPC parsing (the default)
#   reflection the generator's inputs: rusteal.toml and the reflection JSON, then bind and emit
# usage: test/fuzz/run.sh [SECONDS=300] [protocol|reflection]   (not part of CI)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
seconds=${1:-300}
target=${2:-protocol}
case "$target" in protocol|reflection) ;; *) echo "unknown target $target" >&2; exit 2 ;; esac
RUSTEAL_FUZZ=1 "$root/scripts/setup.sh"
CXX=clang++ cmake -S "$root" -B "$root/build-fuzz" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DRUSTEAL_FUZZ=ON -DRUSTEAL_BUILD_TESTS=OFF >/dev/null
ninja -C "$root/build-fuzz" "${target}_fuzz"
work="$root/build-fuzz/corpus-$target"
mkdir -p "$work" "$root/build-fuzz/artifacts"
cp -n "$root/test/fuzz/corpus/$target/"* "$work/" 2>/dev/null || true
"$root/build-fuzz/test/fuzz/${target}_fuzz" "$work" -max_total_time="$seconds" -max_len=8192 \
  -artifact_prefix="$root/build-fuzz/artifacts/" -print_final_stats=1
