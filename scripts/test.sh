#!/usr/bin/env bash
# The whole check, as CI runs it: lint and format, types, the dependency rules, unit and
# integration tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), the time-sensitive
# tests at a month's and a year's last hour (libfaketime), then the browser tests on the built
# app and server.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each stage's name, then how long the one before it took (docs/testing.md, How long it takes).
started=$SECONDS
stage_name=""
stage() {
  [ -z "$stage_name" ] || echo "== ${stage_name}: $((SECONDS - started)) s"
  stage_name="$1"
  started=$SECONDS
  [ -z "$stage_name" ] || echo "== $stage_name"
}

stage "lint (biome)"
npx biome ci .
stage "typecheck (tsc --noEmit)"
npx tsc --noEmit
stage "architecture (dependency rules, no folder or file cycles)"
npm run --silent arch:check
stage "unit and integration tests${TEST_DATABASE_URL:+ (PGlite and PostgreSQL)}"
npx vitest run
# The time-sensitive tests again, with the system clock at a month's and a year's last hour.
stage "time-sensitive tests at a month's and a year's last hour"
bash scripts/test-dates.sh
stage "build (web app and server)"
npx vite build --logLevel warn
node scripts/build-server.mjs
stage "end-to-end (Chromium)"
npx vitest run --config e2e/vitest.config.ts
stage ""
echo "== all stages: ${SECONDS} s"
