#!/usr/bin/env bash
# The API suite on a real PostgreSQL: the embedded one by default, so a bare machine needs nothing else.
# With API_SECOND_DATABASE_URL (CI sets it to the machine's PostgreSQL 15), the suite's files are split in
# two halves, one on each server: both servers are proven in the time of one run (decision 0079).
set -euo pipefail
bash "$(dirname "$0")/ensure-redis.sh"
if [ -z "${API_SECOND_DATABASE_URL:-}" ]; then
  exec vitest run --project server "$@"
fi
echo "API tests, first half, on the embedded PostgreSQL"
env -u TEST_DATABASE_URL vitest run --project server --shard=1/2 "$@"
echo "API tests, second half, on the PostgreSQL at ${API_SECOND_DATABASE_URL#*@}"
TEST_DATABASE_URL="$API_SECOND_DATABASE_URL" vitest run --project server --shard=2/2 "$@"
