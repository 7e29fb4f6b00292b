#!/usr/bin/env bash
# The whole check, as CI runs it: lint and format, types, the dependency rules, unit and
# integration tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), the time-sensitive
# tests at a month's and a year's last hour (libfaketime), then the browser tests on the built
# app and server.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== lint (biome)"
npx biome ci .
echo "== typecheck (tsc --noEmit)"
npx tsc --noEmit
echo "== architecture (dependency rules, no folder or file cycles)"
npm run --silent arch:check
echo "== unit and integration tests${TEST_DATABASE_URL:+ (PGlite and PostgreSQL)}"
npx vitest run
# The time-sensitive tests again, with the system clock at a month's and a year's last hour.
bash scripts/test-dates.sh
echo "== build (web app and server)"
npx vite build --logLevel warn
node scripts/build-server.mjs
echo "== end-to-end (Chromium)"
npx vitest run --config e2e/vitest.config.ts
