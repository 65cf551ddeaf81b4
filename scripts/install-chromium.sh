#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (a browser download cannot work here).
set -euo pipefail
if command -v chromium >/dev/null; then exit 0; fi
if [ "$(id -u)" -eq 0 ]; then SUDO=""; elif command -v sudo >/dev/null; then SUDO="sudo"; else
  echo "Chromium is missing and apt is not usable: install the 'chromium' package." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium >/dev/null
chromium --version
