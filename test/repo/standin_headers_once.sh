#!/usr/bin/env bash
# One Unreal header, one stand-in: no include path (GameFramework/Actor.h, ...) may be a file in
# two of the stand-in header folders, compared without case as Windows compilers find them.
# Two copies would be checked against two different Unreals, each side blind to the other's error.
# Usage: standin_headers_once.sh FOLDER...  Prints each include path held more than once, with
# the folders that hold it, and exits 1; exits 0 when there is none, 2 on a missing folder.
set -euo pipefail
(($# >= 1)) || { echo "usage: standin_headers_once.sh FOLDER..." >&2; exit 2; }
listing=$(mktemp)
trap 'rm -f "$listing"' EXIT
for dir in "$@"; do
  [[ -d $dir ]] || { echo "standin_headers_once.sh: $dir is not a folder" >&2; exit 2; }
  (cd "$dir" && find . -type f \( -name '*.h' -o -name '*.hpp' -o -name '*.inl' \) -printf '%P\n') |
    while IFS= read -r header; do printf '%s\t%s\t%s\n' "${header,,}" "$header" "$dir"; done >>"$listing"
done
duplicates=$(cut -f1 "$listing" | sort | uniq -d)
[[ -z $duplicates ]] && exit 0
while IFS= read -r key; do
  held_by=$(awk -F'\t' -v k="$key" '$1 == k { printf "%s%s/%s", sep, $3, $2; sep = ", " }' "$listing")
  echo "$key: declared by more than one stand-in: $held_by (keep one file, holding the union of the declarations, transcribed from Unreal's header)"
done <<<"$duplicates"
exit 1
