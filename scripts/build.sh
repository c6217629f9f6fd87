#!/usr/bin/env bash
# Configures and builds one configuration: scripts/build.sh [release|asan] (default release).
# release: RelWithDebInfo with warnings as errors, in build/; asan: ASan+UBSan, in build-asan/.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
kind=${1:-release}
case "$kind" in
  release) dir="$root/build";      flags=(-DCMAKE_BUILD_TYPE=RelWithDebInfo -DRUSTEAL_WERROR=ON) ;;
  asan)    dir="$root/build-asan"; flags=(-DCMAKE_BUILD_TYPE=Debug -DRUSTEAL_SANITIZE=ON -DRUSTEAL_WERROR=ON) ;;
  *) echo "usage: scripts/build.sh [release|asan]" >&2; exit 2 ;;
esac
cmake -S "$root" -B "$dir" -G Ninja "${flags[@]}" >/dev/null
ninja -C "$dir"
