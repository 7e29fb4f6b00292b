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
# Both instants at once, each in a process of its own (faketime moves a whole process's clock):
# the files mostly wait on PGlite and timers, so two runs share the two cores well. Each run's
# output is printed whole when it ends, in order.
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
pids=()
for i in "${!INSTANTS[@]}"; do
  env -u TEST_DATABASE_URL TZ=UTC faketime -f "@${INSTANTS[$i]}" \
    npx vitest run --maxWorkers=2 "${TIME_SENSITIVE[@]}" >"$logs/$i.log" 2>&1 &
  pids+=($!)
done
failed=0
for i in "${!INSTANTS[@]}"; do
  status=0
  wait "${pids[$i]}" || status=$?
  echo "== time-sensitive tests with the clock at ${INSTANTS[$i]} UTC"
  cat "$logs/$i.log"
  [ "$status" -eq 0 ] || failed=1
done
exit "$failed"
