#!/usr/bin/env bash
# The browser journeys drive Debian's Chromium headless shell (the same engine without the
# desktop browser's windowing, which Playwright itself uses for headless runs); the frontend
# benchmark drives the full `chromium`, as people use it. A browser download cannot work here.
set -euo pipefail
missing=()
for package in chromium chromium-headless-shell; do
  command -v "$package" >/dev/null || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -eq 0 ]; then SUDO=""; elif command -v sudo >/dev/null; then SUDO="sudo"; else
  echo "Missing and apt is not usable: install Debian's ${missing[*]}." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
chromium --version
