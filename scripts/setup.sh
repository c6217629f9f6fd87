#!/usr/bin/env bash
# Installs what rusteal needs on Debian 12, and says what it is about to install first.
#   scripts/setup.sh           the product: compilers, Boost, toml++, Debian's Rust crates
#   scripts/setup.sh --tests   also what the tests need: Catch2, Mono, Node.js and npm, and the
#                              npm packages of the schema tests and the VS Code extension (npm ci
#                              in test/schema and daemon/ide/vscode, pinned by their locks)
# Safe to re-run: what is present is not fetched again. Needs root (or sudo) when something is
# missing. Rust itself (cargo and rustc 1.85 or newer, edition 2024) is not a Debian 12 package at
# that version: install it with rustup if `cargo --version` fails.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
tests=0
case "${1:-}" in
  --tests) tests=1 ;;
  "") ;;
  *) echo "usage: scripts/setup.sh [--tests]" >&2; exit 2 ;;
esac

packages=(
  g++ cmake ninja-build pkg-config
  libboost1.81-dev libboost-json1.81-dev libboost-program-options1.81-dev
  libtomlplusplus-dev
  # The Rust crates' dependencies, which cargo reads offline from /usr/share/cargo/registry.
  librust-syn-dev librust-quote-dev librust-proc-macro2-dev librust-inventory-dev librust-log-dev
)
if ((tests)); then
  packages+=(
    catch2 git   # git: the check that no tracked file points outside the repository
    util-linux   # setpriv, for the test that connects as another user
    mono-devel   # mcs and mono, for the UHT exporter's tests (exporter_csharp/)
    dpkg-dev     # dpkg-shlibdeps, for the test that builds and installs the Debian package
    unzip        # the test that unpacks the VS Code extension's .vsix and activates it
    g++-mingw-w64-x86-64-posix wine64   # the Windows build (test/windows) and its tests under Wine
  )
  # node and npm run the JSON Schema validator (ajv) of the schema tests and the VS Code
  # extension's tests.
  command -v node >/dev/null 2>&1 || packages+=(nodejs)
  command -v npm >/dev/null 2>&1 || packages+=(npm)
fi
if [[ "${RUSTEAL_FUZZ:-0}" == 1 ]]; then packages+=(clang libclang-rt-14-dev); fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: about to install these Debian packages (apt-get): ${missing[*]}"
  sudo=""
  [[ $(id -u) -eq 0 ]] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
else
  echo "setup: every Debian package needed is installed"
fi

rust_bin=${CARGO_HOME:-$HOME/.cargo}/bin
if ! PATH="$PATH:$rust_bin" cargo --version >/dev/null 2>&1; then
  echo "setup: cargo is not installed. Debian 12's Rust is too old for the crates (edition 2024);" >&2
  echo "       install Rust 1.85 or newer with rustup, then run this again." >&2
  exit 1
fi

if ((tests)); then
  echo "setup: about to install the schema tests' npm packages (npm ci in test/schema, versions pinned by package-lock.json)"
  (cd "$root/test/schema" && npm ci --no-audit --no-fund --loglevel=error)
  echo "setup: about to install the VS Code extension's npm packages (npm ci in daemon/ide/vscode, pinned by its package-lock.json)"
  (cd "$root/daemon/ide/vscode" && npm ci --no-audit --no-fund --loglevel=error)
fi

# The Windows build (test/windows) compiles Boost.Program_options for MinGW from Debian's own
# Boost source package, the very version of the installed headers: apt fetches it into a cache of
# ours (a deb-src entry in a private apt folder; nothing of the system's apt setup changes) and
# checks it against Debian's signed index. Only the library's sources are kept.
if ((tests)); then
  boost_version=$(dpkg-query -W -f='${Version}' libboost1.81-dev)
  cache=${XDG_CACHE_HOME:-$HOME/.cache}/rusteal
  boost_src=$cache/boost1.81-$boost_version/program_options
  if [[ ! -f $boost_src/src/cmdline.cpp ]]; then
    echo "setup: about to fetch Debian's Boost $boost_version source package (74 MB, apt-get source) for the Windows build's Program_options"
    apt_dir=$cache/apt-source
    mkdir -p "$apt_dir/lists/partial" "$apt_dir/download"
    suite=$(. /etc/os-release && echo "$VERSION_CODENAME")
    echo "deb-src http://deb.debian.org/debian $suite main" >"$apt_dir/sources.list"
    apt_options=(-o "Dir::Etc::SourceList=$apt_dir/sources.list" -o "Dir::Etc::SourceParts=$apt_dir/none"
                 -o "Dir::State::Lists=$apt_dir/lists" -o "Dir::Cache=$apt_dir/cache" -o Debug::NoLocking=1
                 -o "APT::Sandbox::User=$(id -un)")
    apt-get "${apt_options[@]}" update -qq
    (cd "$apt_dir/download" && apt-get "${apt_options[@]}" source --download-only -qq "boost1.81=$boost_version")
    rm -rf "$boost_src.partial"
    mkdir -p "$boost_src.partial"
    tar -xJf "$apt_dir/download/boost1.81_${boost_version%%-*}.orig.tar.xz" -C "$boost_src.partial" --strip-components=3 \
      boost/libs/program_options/src
    mv "$boost_src.partial" "$boost_src"
    rm -rf "$apt_dir"
  else
    echo "setup: Boost $boost_version's Program_options sources are in $boost_src"
  fi
fi
