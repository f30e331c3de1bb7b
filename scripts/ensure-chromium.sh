#!/usr/bin/env bash
# The browser suite drives Debian's Chromium. On a bare machine, install it (never a downloaded browser).
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then
  exit 0
fi
echo "Chromium is missing: installing Debian's chromium package (needs root or sudo)..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-liberation >/dev/null
command -v chromium
