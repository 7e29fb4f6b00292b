import type { SearchResponse } from '@contract';
import { bearer, nextIp, registerUser, setPlan, type TestApp } from '../../test/harness.ts';
import { advanceReplayClock } from '../clock/advance-replay-clock.ts';
import { settlePredictions } from '../grading/settle.ts';
import { settlePicks } from '../grading/settle-picks.ts';

/**
 * Real fixtures just after the default replay clock (15 Jan 2025 12:00 UTC), in kick-off order,
 * with the side Strix favours and the real result:
 *   Newcastle 3–0 Wolves (home, right), Leicester 0–2 Crystal Palace (away, right),
 *   Everton 0–1 Aston Villa (away at about 41% in a three-way market: an underdog pick, right),
 *   Arsenal 2–1 Tottenham (home, right), then on 16 Jan 00:30 UTC
 *   Raptors 110–97 Celtics (Celtics favoured, wrong) and Clippers 126–67 Nets (home, right).
 */
export const FIXTURES = {
  newcastle: { query: 'Newcastle vs Wolves', pick: 'home' },
  leicester: { query: 'Leicester vs Crystal Palace', pick: 'away' },
  everton: { query: 'Everton vs Aston Villa', pick: 'away' },
  arsenal: { query: 'Arsenal vs Tottenham', pick: 'home' },
  raptors: { query: 'Raptors vs Celtics', pick: 'away' },
  clippers: { query: 'Clippers vs Nets', pick: 'home' },
} as const;
export type FixtureKey = keyof typeof FIXTURES;

/** After every fixture above is played, before the next EPL round (16 Jan 19:30). */
export const SETTLE_AT = new Date('2025-01-16T12:00:00Z');

/** A Premium user (searches are not the subject here) with a public username. */
export async function predictor(t: TestApp, name: string, username: string) {
  const user = await registerUser(t.app, { name });
  await setPlan(t.database, user.user.id, 'premium');
  const profile = await t.app.inject({
    method: 'PUT',
    url: '/api/user/profile',
    headers: bearer(user.token),
    payload: { username },
  });
  if (profile.statusCode !== 200) throw new Error(`profile: ${profile.body}`);
  return user;
}

/** Asks for each fixture in turn; returns the stored predictions by fixture. */
export async function predict(t: TestApp, token: string, keys: readonly FixtureKey[]) {
  const made = new Map<FixtureKey, SearchResponse['prediction']>();
  for (const key of keys) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      headers: bearer(token),
      remoteAddress: nextIp(),
      payload: { query: FIXTURES[key].query },
    });
    if (response.statusCode !== 200) throw new Error(`${key}: ${response.body}`);
    made.set(key, (response.json() as SearchResponse).prediction);
  }
  return made;
}

/** Disagrees with a prediction (flipping the side the user backs). */
export async function disagree(t: TestApp, token: string, p: SearchResponse['prediction']) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/vote',
    headers: bearer(token),
    remoteAddress: nextIp(),
    payload: { homeTeam: p.homeTeam, awayTeam: p.awayTeam, voteType: 'downvote' },
  });
  if (response.statusCode !== 200) throw new Error(`vote: ${response.body}`);
  return response.json();
}

/** Moves the replay clock past the fixtures and settles predictions (counted) and picks. */
export async function settle(t: TestApp) {
  await advanceReplayClock(
    { db: t.database.db, config: { asOf: new Date('2025-01-15T12:00:00Z') } as never },
    SETTLE_AT,
  );
  const settled = await settlePredictions(t.database.db, SETTLE_AT, t.clock.now());
  // People's picks on the same matches, as the settlement job grades them in the same run.
  await settlePicks(t.database.db, SETTLE_AT);
  return settled;
}
