#!/usr/bin/env bash
# Fails when the committed generated resolver types are stale against schema.graphql.
set -euo pipefail
cd "$(dirname "$0")/.."
npx graphql-codegen --config codegen.ts >/dev/null
git diff --exit-code -- src/graphql/__generated__ || { echo "src/graphql/__generated__ is stale: run npm run generate and commit" >&2; exit 1; }
npx tsx scripts/db.ts diff > /tmp/fieldnote-migration-diff.sql
grep -q "This is an empty migration" /tmp/fieldnote-migration-diff.sql || { echo "prisma/schema.prisma has changes without a migration: npm run db:migrate:create -- <name>" >&2; cat /tmp/fieldnote-migration-diff.sql >&2; exit 1; }
echo "generated code and migrations are in sync"
