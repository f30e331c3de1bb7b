#!/usr/bin/env bash
# The multi-node API tests share a real Redis between server processes. Use the one named by
# TEST_REDIS_URL, or the machine's at 127.0.0.1:6379: start it if it is installed but stopped, install
# Debian's redis-server package on a bare machine.
set -euo pipefail
if [ -n "${TEST_REDIS_URL:-}" ]; then exit 0; fi
if redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then exit 0; fi
if ! command -v redis-server >/dev/null 2>&1; then
  echo "Redis is missing: installing Debian's redis-server package (needs root or sudo)..."
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq redis-server >/dev/null
fi
# Only for the tests: in memory, loopback only, nothing written to disk.
redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no >/dev/null
for _ in $(seq 1 20); do redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && exit 0; sleep 0.25; done
echo "Redis did not start on 127.0.0.1:6379" >&2
exit 1
