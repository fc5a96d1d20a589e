#!/usr/bin/env bash
# npm test: the whole suite on the embedded default (in-memory PGlite), then again on a PostgreSQL
# server. TEST_POSTGRES_URL names the server (default: this machine's, trust auth). Without a
# reachable server the PostgreSQL pass is skipped with a notice, except in CI, where it is required.
# Both passes always run; the command ends with both results and fails if either failed.
set -uo pipefail
cd "$(dirname "$0")/.."
PG_URL="${TEST_POSTGRES_URL:-postgresql://postgres@127.0.0.1:5432/test}"
echo "== tests on PGlite (embedded)"
npx jest "$@"
pglite=$?
postgres="skipped"
if node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.end()).catch(()=>process.exit(1))" "$PG_URL"; then
  echo "== tests on PostgreSQL ($PG_URL)"
  TEST_DATABASE_URL="$PG_URL" npx jest "$@"
  postgres=$?
elif [ "${CI:-}" = "true" ]; then
  echo "PostgreSQL at $PG_URL is not reachable; CI requires it" >&2
  postgres="unreachable"
else
  echo "== PostgreSQL at $PG_URL not reachable: skipped the PostgreSQL pass (set TEST_POSTGRES_URL)"
fi
word() { case "$1" in 0) echo "passed" ;; skipped) echo "skipped" ;; unreachable) echo "FAILED (server unreachable)" ;; *) echo "FAILED" ;; esac; }
echo "== results: PGlite $(word "$pglite"), PostgreSQL $(word "$postgres")"
[ "$pglite" = "0" ] && { [ "$postgres" = "0" ] || [ "$postgres" = "skipped" ]; }
