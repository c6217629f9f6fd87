#!/bin/sh
# The stand-in engine's UnrealBuildTool (test/standin_engine/README.md): the same command line as
# Unreal's Build.sh, served by rusteal-standin-ubt, whose path the build wrote beside this script.
here="$(cd "$(dirname "$0")" && pwd)"
engine="$(cd "$here/../../../.." && pwd)"
tool="$(cat "$engine/Engine/Binaries/standin-ubt-path" 2>/dev/null)"
if [ -z "$tool" ] || [ ! -x "$tool" ]; then
  echo "ERROR: the stand-in engine's UBT is not built (no $engine/Engine/Binaries/standin-ubt-path): run ./scripts/build.sh" >&2
  exit 1
fi
exec "$tool" --engine-root="$engine" "$@"
