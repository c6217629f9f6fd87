#!/usr/bin/env bash
# The first command of the README: install what is missing, build, start this user's rusteald
# through the client, and show its status.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/setup.sh"
"$root/scripts/build.sh" release
rusteal="$root/build/daemon/rusteal"
"$rusteal" daemon start
"$rusteal" daemon status
echo
echo "The daemon keeps running (it exits after 3 h idle). Stop it with: $rusteal daemon stop"
