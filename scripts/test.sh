#!/usr/bin/env bash
# `npm test`: every tier in turn (unit, API on a real PostgreSQL, browser), each timed, then a table of the
# times, so a slow tier shows without reading the log.
set -euo pipefail
cd "$(dirname "$0")/.."
times=()
tier() {
  local name="$1" started=$SECONDS
  shift
  echo "== npm test: $name"
  "$@"
  times+=("$(printf '%6d s  %s' $((SECONDS - started)) "$name")")
}
tier unit npm run test:unit
tier api npm run test:api
tier browser npm run test:e2e
echo "== npm test: time per tier"
printf '%s\n' "${times[@]}"
