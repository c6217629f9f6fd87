#!/usr/bin/env bash
# The first command of the README: install what is missing, build, then the first-run demo
# (scripts/demo.sh): a project made by `rusteal new` on the stand-in engine, built, played by
# rusteal-host attached to the daemon, and rebuilt and reloaded by `rusteal watch` on every save.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/setup.sh"
"$root/scripts/build.sh" product
"$root/scripts/demo.sh"
