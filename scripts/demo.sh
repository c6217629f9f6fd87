#!/usr/bin/env bash
# The first-run demo (README): a project made by `rusteal new` on the stand-in engine, built
# through all five steps, rusteal-host playing the editor (attached to the daemon, a HelloActor
# in its level) and `rusteal watch` rebuilding on every save. It runs its own daemon and machine
# config under build/demo/, so a real engine configured on this machine is left alone.
#
# With a terminal it waits for you to edit the greeting (Ctrl-C ends it); without one (CI, a
# script) it makes one edit itself, shows the host greeting with the new text, and exits.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build="$root/build"
demo="$build/demo"
rusteal="$build/daemon/rusteal"
host_bin="$build/plugin_runtime/headless_host/rusteal-host"
project="$demo/Probe"
hello="$project/Rust/probe/src/hello.rs"
mkdir -p "$demo/run" "$demo/config"
chmod 700 "$demo/run"
export XDG_RUNTIME_DIR="$demo/run" XDG_CONFIG_HOME="$demo/config"
# Debian's crate packages stand in for crates.io (this machine has no access to it).
offline=(--cargo-config 'source.crates-io.replace-with="debian"'
         --cargo-config 'source.debian.directory="/usr/share/cargo/registry"'
         --cargo-config 'net.offline=true'
         --cargo-config "patch.crates-io.glam.path=\"$root/test/rust/glam\"")

host_pid="" watch_pid=""
cleanup() {
  [[ -n "$host_pid" ]] && kill "$host_pid" 2>/dev/null || true
  [[ -n "$watch_pid" ]] && kill "$watch_pid" 2>/dev/null || true
  "$rusteal" daemon stop >/dev/null 2>&1 || true
}
trap cleanup EXIT

say() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

say "the stand-in engine is this machine's engine (for the demo's daemon only)"
"$rusteal" config engine "$build/standin_engine"

if [[ -f "$project/Probe.uproject" ]]; then
  say "Probe exists: rusteal build --all"
  "$rusteal" build --all --project "$project" "${offline[@]}"
else
  say "rusteal new Probe: the engine's template, ours, then all five build steps (the first build compiles the runtime crates: a minute)"
  "$rusteal" new Probe --dir "$demo" --runtime-path "$root/plugin_runtime/crates" "${offline[@]}"
fi

say "rusteal watch: the daemon rebuilds and reloads on every save (its builds show below)"
"$rusteal" watch --project "$project" "${offline[@]}" </dev/null &
watch_pid=$!

say "rusteal-host: a headless editor attached to the daemon, a HelloActor in its level"
script="$demo/play.rhs"
{
  echo "spawn HelloActor hello"
  for _ in $(seq 1 500); do echo "wait-reload 1 86400"; echo "call hello Greet"; done
} >"$script"
host_log="$demo/host.log"
if [[ -t 0 ]]; then
  "$host_bin" --project "$project" --attach --script "$script" 2>&1 | tee "$host_log" &
else
  "$host_bin" --project "$project" --attach --script "$script" >"$host_log" 2>&1 &
fi
host_pid=$!
for _ in $(seq 1 100); do
  "$rusteal" editors --project "$project" 2>/dev/null | grep -q rusteal-host && break
  sleep 0.1
done

if [[ -t 0 ]]; then
  say "your turn"
  echo "Edit the greeting in   $hello"
  echo "(the line: const GREETING: &str = \"...\";) and save. The daemon rebuilds, the host reloads"
  echo "and greets with your text. A typo shows as an error with its file and line, and the host"
  echo "keeps the last good library. Ctrl-C ends the demo."
  wait "$host_pid"
else
  say "no terminal: the demo edits the greeting itself"
  greeting="Edited at $(date +%H:%M:%S) while the host ran"
  sed -i "s/^const GREETING: &str = \".*\";/const GREETING: \&str = \"$greeting\";/" "$hello"
  echo "$hello: const GREETING: &str = \"$greeting\";"
  for _ in $(seq 1 240); do   # two minutes at most
    grep -q "$greeting" "$host_log" && break
    sleep 0.5
  done
  sleep 0.2
  echo "rusteal-host said:"
  grep "greeting [0-9]" "$host_log" | sed 's/^/  /'
  grep -q "$greeting" "$host_log" || { echo "the host did not reload: see $host_log" >&2; exit 1; }
  echo
  echo "Run ./scripts/run.sh in a terminal and edit $hello yourself to watch it live."
fi
