#!/usr/bin/env bash
# Checks that a tree's folders use only the folders its layer rules allow, drawn from includes.
#   test/repo/layers.sh <root> <rules>
# <rules> has one line per folder of <root>: `<folder>: <folder or library> ...`, what the folder's
# files may include besides their own folder (a quoted include's first path component: `core/x.hpp`
# is the folder core; `rusteal_host/y.hpp` the library rusteal_host). `anywhere: <file> ...` lists
# headers any file may include without a folder (a contract header on every include path). Every
# C++ file under <root> must be in a folder with a rule; a quoted include without a folder must name
# a file of the including file's own folder, so no folder is reached around the rules. Prints each
# offence as `<file>:<line>: ...` with the fix, and exits 1 when there is one.
set -euo pipefail
if [[ $# -ne 2 || ! -d $1 || ! -f $2 ]]; then
  echo "usage: test/repo/layers.sh <root> <rules>" >&2
  exit 2
fi
root=$(cd "$1" && pwd)
rules=$2

declare -A allowed=()
anywhere=" "
while IFS= read -r line; do
  line=${line%%#*}
  [[ $line =~ ^[[:space:]]*$ ]] && continue
  if [[ ! $line =~ ^[[:space:]]*([A-Za-z0-9_./-]+):(.*)$ ]]; then
    echo "$rules: not a rule (\`<folder>: <folder> ...\`): $line" >&2
    exit 2
  fi
  folder=${BASH_REMATCH[1]}
  uses=$(echo ${BASH_REMATCH[2]})
  if [[ $folder == anywhere ]]; then
    anywhere+="$uses "
  else
    [[ -d $root/$folder ]] || { echo "$rules: $folder is not a folder of $root" >&2; exit 2; }
    allowed[$folder]=" $folder $uses "
  fi
done <"$rules"

failures=0
offence() {
  echo "$1"
  failures=$((failures + 1))
}

while IFS= read -r -d '' file; do
  rel=${file#"$root"/}
  folder=${rel%%/*}
  if [[ $rel != */* || -z ${allowed[$folder]+x} ]]; then
    offence "$rel: in no folder with a rule in $rules: move it into a layer's folder, or give its folder a rule"
    continue
  fi
  dir=$(dirname "$file")
  n=0
  while IFS= read -r text; do
    n=$((n + 1))
    [[ $text =~ ^[[:space:]]*#[[:space:]]*include[[:space:]]*\"([^\"]+)\" ]] || continue
    target=${BASH_REMATCH[1]}
    if [[ $target == */* ]]; then
      used=${target%%/*}
      [[ ${allowed[$folder]} == *" $used "* ]] && continue
      others=$(for f in ${allowed[$folder]}; do [[ $f == "$folder" ]] || printf '%s ' "$f"; done)
      may="no other folder"
      [[ -n $others ]] && may="only: ${others% }"
      offence "$rel:$n: includes $target, but $folder may use $may ($rules): move what it needs into a layer below it, or let a layer above hand it over"
    else
      [[ -f $dir/$target || $anywhere == *" $target "* ]] && continue
      offence "$rel:$n: includes \"$target\" without its folder: name the folder (\`<folder>/$target\`) so its layer can be checked"
    fi
  done <"$file"
done < <(find "$root" -type f \( -name '*.cpp' -o -name '*.hpp' -o -name '*.h' \) -not -path '*/node_modules/*' -print0 | sort -z)

if ((failures)); then
  echo "$failures include(s) break the layers of $rules"
  exit 1
fi
echo "every include of $root keeps the layers of $rules"
