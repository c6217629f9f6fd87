#!/usr/bin/env bash
# Installs every Debian package rusteal needs to build and test (Debian 12). Safe to re-run:
# packages already present are not fetched again. Needs root (or sudo).
set -euo pipefail

packages=(
  g++ cmake ninja-build pkg-config
  libboost1.81-dev libboost-json1.81-dev libboost-program-options1.81-dev
  libtomlplusplus-dev catch2
  util-linux   # setpriv, for the test that connects as another user
  # The Rust crates' dependencies, which cargo reads offline from /usr/share/cargo/registry.
  librust-syn-dev librust-quote-dev librust-proc-macro2-dev librust-inventory-dev librust-log-dev
  mono-devel   # mcs and mono, for the UHT exporter's tests (exporter_csharp/)
)
# node and npm run the JSON Schema validator (ajv) of the schema test.
command -v node >/dev/null 2>&1 || packages+=(nodejs)
command -v npm >/dev/null 2>&1 || packages+=(npm)
if [[ "${RUSTEAL_FUZZ:-0}" == 1 ]]; then packages+=(clang libclang-rt-14-dev); fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  sudo=""
  [[ $(id -u) -eq 0 ]] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
