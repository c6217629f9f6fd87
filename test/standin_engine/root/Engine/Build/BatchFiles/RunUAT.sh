#!/bin/sh
# The stand-in engine's AutomationTool: BuildCookRun builds the editor target with the stand-in
# UBT, then "stages" what a packaged game of the project would carry (its Config, Content and the
# Rusteal libraries of Plugins/*/Binaries/<Platform>) into -archivedirectory=<dir>/<Platform>/<Project>.
here="$(cd "$(dirname "$0")" && pwd)"
command="$1"
if [ "$command" != "BuildCookRun" ]; then
  echo "ERROR: the stand-in AutomationTool only knows BuildCookRun (got '$command')" >&2
  exit 1
fi
shift
project="" platform="" config="" archive=""
for arg in "$@"; do
  case "$arg" in
    -project=*) project="${arg#-project=}" ;;
    -platform=*) platform="${arg#-platform=}" ;;
    -clientconfig=*) config="${arg#-clientconfig=}" ;;
    -archivedirectory=*) archive="${arg#-archivedirectory=}" ;;
    -build|-cook|-stage|-pak|-archive|-nop4|-unattended|-utf8output) ;;
    *) echo "ERROR: unknown argument '$arg'" >&2; exit 1 ;;
  esac
done
for required in project platform config archive; do
  eval "value=\$$required"
  if [ -z "$value" ]; then echo "ERROR: BuildCookRun needs -$required=" >&2; exit 1; fi
done
case "$config" in Development|Shipping) ;; *) echo "ERROR: -clientconfig must be Development or Shipping, got '$config'" >&2; exit 1 ;; esac
if [ ! -f "$project" ]; then echo "ERROR: no project file at $project" >&2; exit 1; fi
root="$(dirname "$project")"
name="$(basename "$project" .uproject)"
echo "Parsing command line: BuildCookRun -project=$project -platform=$platform -clientconfig=$config"
"$here/Linux/Build.sh" "${name}Editor" "$platform" Development "-Project=$project" -NoHotReload || exit $?
out="$archive/$platform/$name"
mkdir -p "$out" || exit 1
cp "$project" "$out/" || exit 1
for dir in Config Content; do
  if [ -d "$root/$dir" ]; then cp -R "$root/$dir" "$out/" || exit 1; fi
done
staged=0
for lib in "$root"/Plugins/*/Binaries/"$platform"/*; do
  [ -f "$lib" ] || continue
  case "$lib" in *_hot_*|*.debug|*.pdb|*.partial) continue ;; esac
  plugin="$(basename "$(dirname "$(dirname "$(dirname "$lib")")")")"
  mkdir -p "$out/Plugins/$plugin/Binaries/$platform" && cp "$lib" "$out/Plugins/$plugin/Binaries/$platform/" || exit 1
  staged=$((staged + 1))
done
echo "Staged $staged Rusteal librar$( [ $staged = 1 ] && echo y || echo ies) into $out"
echo "BUILD SUCCESSFUL"
