#!/usr/bin/env bash
# The second command of the README, and what CI runs: the whole test suite, built twice (a
# release build with warnings as errors, and an ASan+UBSan build), every test through CTest, then
# the Windows build (MinGW) with its tests under Wine.
#
# The sanitizer and Windows builds compile while the release tests run, at the lowest CPU and I/O
# priority (nice 19, ionice idle): the tests leave about half of two cores idle (they wait on their
# children, sockets and timers), which the builds take and give back as soon as a test wants them. Their output goes to build/test-logs/ and is shown when one
# fails. RUSTEAL_TEST_SERIAL=1 builds them one after the other instead, each when its tests need it.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
jobs=$(nproc)
"$root/scripts/setup.sh" --tests
"$root/scripts/build.sh" release

logs="$root/build/test-logs"
mkdir -p "$logs"
declare -A started=() pids=()
# Whatever is still building when this script ends early (a failed test) is stopped with it.
trap 'for p in "${pids[@]}"; do kill -- "-$p" 2>/dev/null || true; done' EXIT
build_beside() { # configuration (scripts/build.sh's)
  started[$1]=$SECONDS
  [[ ${RUSTEAL_TEST_SERIAL:-0} == 1 ]] && return
  # In a session of its own (so that it can be stopped whole). A session is a scheduling group of
  # its own (autogroup), which would get an equal share of the cores whatever its processes' nice:
  # the build puts its own group at nice 19 once it is in it.
  setsid bash -c 'echo 19 >/proc/self/autogroup 2>/dev/null; exec nice -n 19 ionice -c 3 "$@"' build \
    "$root/scripts/build.sh" "$1" >"$logs/build-$1.log" 2>&1 &
  pids[$1]=$!
}
finish_build() { # configuration: waits for its build (or, serial, runs it), its log shown when it fails
  local kind=$1 failed=0
  if [[ -n ${pids[$kind]:-} ]]; then
    wait "${pids[$kind]}" || failed=1
    unset "pids[$kind]"
  else
    started[$kind]=$SECONDS
    "$root/scripts/build.sh" "$kind" >"$logs/build-$kind.log" 2>&1 || failed=1
  fi
  if ((failed)); then
    cat "$logs/build-$kind.log"
    echo "== the $kind build failed (its log: $logs/build-$kind.log)" >&2
    exit 1
  fi
  echo "== the $kind build is done, $((SECONDS - ${started[$kind]})) s after it started (its log: $logs/build-$kind.log)"
}

build_beside asan
build_beside windows

echo "== tests (release) =="
ctest --test-dir "$root/build" -j "$jobs" --output-on-failure

finish_build asan
# The sanitizer build's stand-in engine compiles the generated wrappers through the release
# build's engine compile cache: the same g++, flags and text (test/standin_engine/README.md), so a
# wrapper the release tests checked is not checked again; a changed text still compiles.
echo "== tests (asan) =="
env "RUSTEAL_STANDIN_UBT_CACHE=$root/build/standin_engine/Engine/Intermediate/StandinUBT/CompileCache" \
  ctest --test-dir "$root/build-asan" -j "$jobs" --output-on-failure

# The Windows build (MinGW): the daemon, the client and the library host, with their tests under
# Wine (docs/platforms.md).
finish_build windows
echo "== Windows tests (under Wine) =="
ctest --test-dir "$root/build-windows" --output-on-failure
