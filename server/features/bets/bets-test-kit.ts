import type { Bet, BetsResponse, CreateBetRequest } from '@contract';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/queries/raw.ts';
import {
  bearer,
  createTestApp,
  type DatabaseKind,
  nextIp,
  registerUser,
  type TestApp,
} from '../../test/harness.ts';
import { advanceReplayClock } from '../clock/advance-replay-clock.ts';

/** The test config's replay clock: 15 Jan 2025 12:00 UTC. */
export const START = new Date('2025-01-15T12:00:00Z');
/** After Newcastle 3–0 Wolves (19:30) and Arsenal 2–1 Tottenham (20:00) on 15 Jan. */
export const AFTER = new Date('2025-01-16T12:00:00Z');

/** A match id by its sides' names and the UTC day of its kick-off. */
export async function matchId(t: TestApp, home: string, away: string, day: string) {
  const [row] = await rowsOf<{ id: number }>(
    t.database.db,
    sql`select m.id from matches m join teams h on h.id = m.home_team_id
        join teams a on a.id = m.away_team_id
        where h.name = ${home} and a.name = ${away} and m.kickoff::date = ${day}::date`,
  );
  if (!row) throw new Error(`no match ${home} v ${away} on ${day}`);
  return Number(row.id);
}

/**
 * An app on the mini mirror with two bettors, Ana and Ben, and the two matches of 15 Jan 2025
 * whose home sides won: Newcastle 3–0 Wolves and Arsenal 2–1 Tottenham.
 */
export async function twoBettors(kind: DatabaseKind) {
  const t = await createTestApp(kind, { from: 'mini-mirror' });
  return {
    t,
    ana: await registerUser(t.app, { name: 'Ana' }),
    ben: await registerUser(t.app, { name: 'Ben' }),
    newcastle: await matchId(t, 'Newcastle', 'Wolves', '2025-01-15'),
    arsenal: await matchId(t, 'Arsenal', 'Tottenham', '2025-01-15'),
  };
}
export type TwoBettors = Awaited<ReturnType<typeof twoBettors>>;

export function moveClock(t: TestApp, to: Date) {
  return advanceReplayClock({ db: t.database.db, config: { asOf: START } as never }, to);
}

export async function postBet(t: TestApp, token: string, userId: string, body: CreateBetRequest) {
  return t.app.inject({
    method: 'POST',
    url: `/api/user/${userId}/bets`,
    headers: bearer(token),
    remoteAddress: nextIp(),
    payload: body,
  });
}

export async function recordBet(
  t: TestApp,
  token: string,
  userId: string,
  body: CreateBetRequest,
): Promise<Bet> {
  const response = await postBet(t, token, userId, body);
  if (response.statusCode !== 201) throw new Error(`record: ${response.body}`);
  return response.json() as Bet;
}

export async function myBets(t: TestApp, token: string, userId: string): Promise<BetsResponse> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/user/${userId}/bets`,
    headers: bearer(token),
    remoteAddress: nextIp(),
  });
  if (response.statusCode !== 200) throw new Error(`list: ${response.body}`);
  return response.json() as BetsResponse;
}
