import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Bet, BetsResponse } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_AS_OF } from '../server/config/config.ts';
import { createEmptyPostgresDatabase } from '../server/test/postgres-database.ts';
import { type RunningApp, startApp } from './support/server.ts';

/**
 * My bets end to end against the built server on PostgreSQL and the slice of real data (replay
 * clock 15 Jan 2025 12:00): a bet recorded from a match, `npm run replay` past the match, the
 * bet graded with its profit and closing-line value against Pinnacle's de-vigged closing price.
 * PostgreSQL because the replay script and the server share the database (PGlite is one
 * process's).
 */
describe.runIf(process.env.TEST_DATABASE_URL)(
  'recording a bet and replaying past its match',
  () => {
    let app: RunningApp;
    let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
    let env: NodeJS.ProcessEnv;

    beforeAll(async () => {
      database = await createEmptyPostgresDatabase();
      env = {
        DATABASE_URL: database.url,
        SPORTS_DATA_DIR: 'e2e/fixtures/sports-mini',
        // The server's and the replay script's clock start alike: the tests' 15 Jan.
        AS_OF: TEST_AS_OF,
        SETTLEMENT_EVERY_SECONDS: '1',
      };
      app = await startApp(env);
    }, 180_000);

    afterAll(async () => {
      await app?.stop();
      await database?.drop();
    });

    const call = async <T>(path: string, token: string, init: RequestInit = {}) => {
      const response = await fetch(`${app.url}${path}`, {
        ...init,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          ...init.headers,
        },
      });
      return { status: response.status, body: (await response.json()) as T };
    };

    it('grades the bet with profit and CLV once the replay clock passes the match', async () => {
      const registered = await fetch(`${app.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Ana',
          email: `bets.${Date.now()}@example.com`,
          password: 'correct horse',
          confirmPassword: 'correct horse',
        }),
      });
      const { token, user } = (await registered.json()) as { token: string; user: { id: string } };
      const interpreted = await fetch(
        `${app.url}/api/interpret?q=${encodeURIComponent('Newcastle vs Wolves')}`,
      );
      const { matchId } = (await interpreted.json()) as { matchId: number };
      expect(matchId).toBeGreaterThan(0);

      const recorded = await call<Bet>(`/api/user/${user.id}/bets`, token, {
        method: 'POST',
        body: JSON.stringify({
          matchId,
          market: '1x2',
          selection: 'home',
          price: 1.5,
          stake: 10,
          bookmaker: 'Bet365',
          source: 'match',
        }),
      });
      expect(recorded.status).toBe(201);
      expect(recorded.body).toMatchObject({ status: 'open', selectionLabel: 'Newcastle' });

      await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/replay.ts', '--to', '2025-01-16T12:00:00Z'],
        { env: { ...process.env, ...env, SPORTS_DATA_DIR: 'off', LOG_LEVEL: 'silent' } },
      );

      // The server re-reads the clock every 2 s.
      let list: BetsResponse | undefined;
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        list = (await call<BetsResponse>(`/api/user/${user.id}/bets`, token)).body;
        if (list.bets[0]?.status !== 'open') break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const bet = list!.bets[0]!;
      expect(bet).toMatchObject({ status: 'won', profit: 5 });
      expect(bet.match).toMatchObject({ homeScore: 3, awayScore: 0 });
      // Pinnacle closed 1.37 / 5.4 / 8.5: Newcastle's fair probability 0.706774; CLV +6.0%.
      expect(bet.closingProb).toBeCloseTo(0.706774, 6);
      expect(bet.clv).toBeCloseTo(0.06016, 5);
      expect(list!.summary.verdict.sentence).toBe(
        'Your CLV is +6.0% over 1 bet: too few to tell; it takes 10 bets with a closing price.',
      );
      const csv = await fetch(`${app.url}/api/user/${user.id}/bets/export.csv`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect((await csv.text()).split('\r\n')[1]).toMatch(
        /^2025-01-15T12:00:00\.000Z,Newcastle v Wolves,E0,1x2,home,,1\.5,10\.00,Bet365,won,5\.00,/,
      );
    });
  },
);
