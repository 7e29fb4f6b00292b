import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { appPath } from '../../lib/app-root.ts';
import { mirrorCapturedAt } from '../reference/capture-times.ts';
import type { LeagueId } from '../reference/leagues.ts';

/**
 * Databases ingested before prices carried times were backfilled by migration 0008 in SQL; it
 * must stamp exactly what ingest stamps now, or an upgraded replay would differ from a fresh one.
 */
describe('the migration that backfilled capture times', () => {
  it('stamps every kind, league and weekday as ingest does, across clock changes', async () => {
    const migration = readFileSync(
      appPath('server/db/migrations/0008_prices_known_at.sql'),
      'utf8',
    );
    const expression = /SET "captured_at" = (CASE[\s\S]*?END)\s*FROM/.exec(migration)![1]!;
    const db = new PGlite();
    const cases: { kind: 'opening' | 'closing'; league: LeagueId; kickoff: Date }[] = [];
    // Every day of two weeks either side of the UK's and the US's spring clock change, at three
    // kick-off times, for a soccer league and the NFL, opening and closing.
    for (const start of ['2025-03-01T00:00:00Z', '2024-10-14T00:00:00Z']) {
      for (let day = 0; day < 28; day++) {
        for (const hour of [11, 15, 20]) {
          const kickoff = new Date(Date.parse(start) + day * 86_400_000 + hour * 3_600_000);
          for (const league of ['E0', 'NFL'] as const) {
            for (const kind of ['opening', 'closing'] as const)
              cases.push({ kind, league, kickoff });
          }
        }
      }
    }
    for (const c of cases) {
      const { rows } = await db.query<{ at: Date }>(
        `SELECT ${expression} AS at FROM (SELECT $1::text AS kind) o,
                (SELECT $2::timestamptz AS kickoff, $3::text AS league_id) m`,
        [c.kind, c.kickoff.toISOString(), c.league],
      );
      expect(
        new Date(rows[0]!.at).toISOString(),
        `${c.kind} ${c.league} ${c.kickoff.toISOString()}`,
      ).toBe(mirrorCapturedAt(c.kind, c.league, c.kickoff).toISOString());
    }
    await db.close();
  });
});
