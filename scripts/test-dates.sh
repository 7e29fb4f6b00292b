#!/usr/bin/env bash
# The tests must pass on any date. Runs the time-sensitive test files (below) with the system
# clock at a month's last hour and at a year's last hour, through libfaketime (Debian's
# `faketime`): a test that takes "now" from the wall clock and crosses midnight there splits a
# day's or a month's total and fails here, not on the last days of some month in CI.
#
# Time-sensitive: the files whose outcome hangs on the calendar (a day's or a month's total, a
# span of days) or that move the wall clock itself (startTime/advanceTime, manualClock, fake
# timers), and the web tests that build dates from Date.now(). A test that only moves the app
# clock past a rate-limit or expiry window (api-keys, record, checkout) is not needed here. A new
# test file of the first kind is added to TIME_SENSITIVE.
#
# PGlite only: the PostgreSQL server runs on the real clock, which libfaketime cannot move.
set -euo pipefail
cd "$(dirname "$0")/.."

TIME_SENSITIVE=(
  server/features/safer-gambling/limits.test.ts
  server/features/auth/auth.test.ts
  server/features/community/votes.test.ts
  server/features/usage/usage.test.ts
  server/features/profile/stats.test.ts
  server/jobs/auth-housekeeping.test.ts
  server/jobs/media-sweep.test.ts
  server/data/live/odds-api.test.ts
  web/src/components/layout/status-line.test.tsx
  web/src/components/prediction/odds-table.test.tsx
  web/src/pages/settings/betting-limits-card.test.tsx
  web/src/pages/settings/delete-account-card.test.tsx
)
# The last hour of a month (and of a 30-day one), and of a year; UTC, as the server counts days.
INSTANTS=('2026-11-30 23:30:00' '2026-12-31 23:30:00')

if ! command -v faketime >/dev/null; then
  echo "faketime is missing (apt-get install -y faketime); the date tests cannot run." >&2
  exit 1
fi
for at in "${INSTANTS[@]}"; do
  echo "== time-sensitive tests with the clock at ${at} UTC"
  env -u TEST_DATABASE_URL TZ=UTC faketime -f "@${at}" npx vitest run "${TIME_SENSITIVE[@]}"
done
