#!/usr/bin/env bash
# Fails when the committed generated GraphQL types (resolvers, example client) are stale against schema.graphql,
# a compiled WebAssembly kernel against its .wat source, or the Prisma schema against the migrations.
set -euo pipefail
cd "$(dirname "$0")/.."
npx graphql-codegen --config codegen.ts >/dev/null
git diff --exit-code -- src/graphql/__generated__ examples/client/__generated__ console/src/__generated__ || { echo "generated GraphQL types are stale: run npm run generate and commit" >&2; exit 1; }
test -z "$(git ls-files --others --exclude-standard -- src/graphql/__generated__ examples/client/__generated__ console/src/__generated__)" || { echo "new generated GraphQL files are not committed: run npm run generate and commit" >&2; exit 1; }
npx tsx scripts/build-wasm.ts
git diff --exit-code -- src/adapters/vectors || { echo "a WebAssembly kernel is stale against its .wat source: run npm run generate and commit" >&2; exit 1; }
npx tsx scripts/db.ts diff > /tmp/fieldnote-migration-diff.sql
grep -q "This is an empty migration" /tmp/fieldnote-migration-diff.sql || { echo "prisma/schema.prisma has changes without a migration: npm run db:migrate:create -- <name>" >&2; cat /tmp/fieldnote-migration-diff.sql >&2; exit 1; }
echo "generated code and migrations are in sync"
