import { describe, expect, it } from 'vitest';
import type { EloGame } from '../../../../engine/elo/index.ts';
import type { UsFixture } from '../../../../engine/predict/us.ts';
import type { FitAnswer, FitJob } from './fit-jobs.ts';
import { fitInThread, fitOffThread, fitThreadForTests } from './fits-off-thread.ts';

const DAY = 86_400_000;
const TEAMS = Array.from({ length: 10 }, (_, i) => `T${i + 1}`);
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Two NBA-like seasons of a ten-team league, a game a day, scores from fixed team strengths (no
 * randomness: the same job every run), and the second season's weeks to forecast.
 */
function nbaJob(): Extract<FitJob, { kind: 'us' }> {
  const start = Date.UTC(2022, 9, 20);
  const games: EloGame[] = [];
  for (let i = 0; i < 2 * 180; i++) {
    const home = TEAMS[i % 10]!;
    const away = TEAMS[(i * 3 + 1 + Math.floor(i / 10)) % 10]!;
    if (home === away) continue;
    const edge = (TEAMS.indexOf(home) - TEAMS.indexOf(away)) * 2 + ((i * 7) % 11) - 3;
    games.push({
      id: String(i + 1),
      date: dateOf(start + (i < 180 ? i : i + 185) * DAY),
      season: i < 180 ? 2022 : 2023,
      home,
      away,
      homeScore: 100 + Math.max(edge, 0) + (edge === 0 ? 1 : 0),
      awayScore: 100 + Math.max(-edge, 0),
    });
  }
  const second = games.filter((g) => g.season === 2023);
  const weeks: { first: string; fixtures: UsFixture[] }[] = [];
  for (let w = 0; w * 7 < second.length; w++) {
    const fixtures = second.slice(w * 7, w * 7 + 7).map(({ id, date, season, home, away }) => ({
      id,
      date,
      season,
      home,
      away,
    }));
    weeks.push({ first: fixtures[0]!.date, fixtures });
  }
  return { kind: 'us', league: 'NBA', games, weeks };
}

async function all(answers: AsyncGenerator<FitAnswer>): Promise<FitAnswer[]> {
  const out: FitAnswer[] = [];
  for await (const answer of answers) out.push(answer);
  return out;
}

describe('fitting a walk-forward on its own thread', () => {
  it('gives every week the same forecasts as fitting on the serving thread', async () => {
    const job = nbaJob();
    const here = await all(fitInThread(job));
    const there = await all(fitOffThread(job));
    expect(fitThreadForTests.started()).toBe(true);
    expect(there).toHaveLength(job.weeks.length);
    expect(there).toEqual(here);
    const first = there[0]!;
    expect(first.kind === 'week' && Object.keys(first.forecasts)).toEqual(
      job.weeks[0]!.fixtures.map((f) => f.id),
    );
  });

  it('stops at once when its computation is stopped', async () => {
    const stop = new AbortController();
    const answers = fitOffThread(nbaJob(), { paced: true, signal: stop.signal });
    const first = await answers.next();
    expect(first.done).toBe(false);
    stop.abort();
    await expect(answers.next()).rejects.toThrow(/abort/i);
  });

  it('finishes a job on the serving thread when the fitting thread ends mid-way, answers unchanged', async () => {
    const job = nbaJob();
    const here = await all(fitInThread(job));
    const answers = fitOffThread(job, { paced: true });
    const got: FitAnswer[] = [];
    for await (const answer of answers) {
      got.push(answer);
      if (got.length === 2) await fitThreadForTests.lose();
    }
    expect(got).toEqual(here);
    expect(fitThreadForTests.started()).toBe(false);
  });
});
