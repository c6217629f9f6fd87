#!/usr/bin/env bash
# The repository stands alone: no tracked file may point at a folder beside the checkout (the
# folder of reading material some checkouts have next to them) or cite documents that are not in
# the repository, and CMake may read nothing outside the source tree. Usage: self_contained.sh ROOT
# Prints every offending line as file:line: text and exits 1; exits 0 when there is none.
set -euo pipefail
root=${1:?usage: self_contained.sh ROOT}
cd "$root"
# Spelled in pieces so this file does not match itself.
s=shared
patterns=(
  "\.\./$s(/|\b)"                # a path to the folder beside the checkout
  "\b$s/(fixtures|reference|seeds|hooks)/"
  "DESIGN\.md"
  "facts"" §"
  "rusteal""-facts"
  "rusteal""-handbook|ferreal""-readme"
  "RUSTEAL_""SHARED_DIR"
  "PROJECT_SOURCE_DIR\}/\.\./"   # CMake reaching out of the source tree
  "CMAKE_SOURCE_DIR\}/\.\./"
)
regex=$(IFS='|'; echo "${patterns[*]}")
if ! git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  echo "self_contained.sh: $root is not a git checkout; the check reads the tracked files" >&2
  exit 2
fi
mapfile -d '' files < <(git ls-files -z)
((${#files[@]})) || { echo "self_contained.sh: no tracked files under $root" >&2; exit 2; }
found=$(printf '%s\0' "${files[@]}" | xargs -0 grep -nIE "$regex" -- 2>/dev/null || true)
if [[ -n $found ]]; then
  echo "These tracked files point outside the repository; make the repository hold what they point at:"
  echo "$found"
  exit 1
fi
echo "${#files[@]} tracked files checked: none points outside the repository"
