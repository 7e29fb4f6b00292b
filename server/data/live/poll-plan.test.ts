import { describe, expect, it } from 'vitest';
import {
  creditsResetAt,
  daysUntilReset,
  type PollPlanInput,
  pauseReason,
  planPolls,
  type SportActivity,
} from './poll-plan.ts';

const NOW = new Date('2025-10-11T12:00:00Z');
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

const sport = (sportKey: string, extra: Partial<SportActivity> = {}): SportActivity => ({
  sportKey,
  openKickoffs: [],
  lastOddsAt: null,
  lastScoresAt: null,
  ...extra,
});

/** A 20,000-credit plan 2,000 credits in with 20 days to go; one odds call costs 3 × 1 region. */
const base = (sports: SportActivity[], extra: Partial<PollPlanInput> = {}): PollPlanInput => ({
  now: NOW,
  sports,
  monthlyCredits: 20_000,
  creditsUsed: 2_000,
  oddsCallCost: 3,
  daysLeft: 20,
  ...extra,
});

const byKey = <T extends { sportKey: string }>(list: T[], key: string) =>
  list.find((d) => d.sportKey === key)!;

describe('planPolls: odds', () => {
  it('polls more often the closer the next game, and never without one', () => {
    const plan = planPolls(
      base([
        // Kick-off in 3 h: every 15 min; fetched 20 min ago, so due.
        sport('soccer_epl', {
          openKickoffs: [at(3 * HOUR), at(5 * DAY)],
          lastOddsAt: at(-20 * MIN),
        }),
        // Tip-off in 30 h: hourly; fetched 30 min ago, so due in 30 min.
        sport('basketball_nba', { openKickoffs: [at(30 * HOUR)], lastOddsAt: at(-30 * MIN) }),
        // Kick-off in 5 days: every 6 h; never fetched.
        sport('americanfootball_nfl', { openKickoffs: [at(5 * DAY)] }),
        // Kick-off in 10 days: every 12 h; fetched 11 h ago.
        sport('soccer_italy_serie_a', { openKickoffs: [at(10 * DAY)], lastOddsAt: at(-11 * HOUR) }),
        sport('soccer_spain_la_liga'),
        // Kick-off in 2 h: every 15 min; never fetched (the Champions League is polled too).
        sport('soccer_uefa_champs_league', { openKickoffs: [at(2 * HOUR)] }),
      ]),
    );
    // 5% of 20,000 is kept back: 18,000 left − 1,000 = 17,000 over 20 days = 850 a day.
    expect(plan.spendable).toBe(17_000);
    expect(plan.affordablePerDay).toBe(850);
    // 96 + 24 + 4 + 2 + 96 calls a day at 3 credits = 666 a day: affordable, so nothing stretched.
    expect(plan.pacePerDay).toBe(666);
    expect(plan.stretch).toBe(1);

    expect(plan.odds.map((d) => [d.sportKey, d.poll, d.intervalMs])).toEqual([
      ['soccer_epl', true, 15 * MIN],
      ['basketball_nba', false, HOUR],
      ['americanfootball_nfl', true, 6 * HOUR],
      ['soccer_italy_serie_a', false, 12 * HOUR],
      ['soccer_spain_la_liga', false, null],
      ['soccer_uefa_champs_league', true, 15 * MIN],
    ]);
    expect(byKey(plan.odds, 'basketball_nba').dueAt).toEqual(at(30 * MIN));
    expect(byKey(plan.odds, 'soccer_italy_serie_a').dueAt).toEqual(at(HOUR));
    expect(plan.cost).toBe(9);

    expect(byKey(plan.odds, 'soccer_epl').reason).toBe(
      'next game in 3.0 h: every 15 min; last fetched 20 min ago.',
    );
    expect(byKey(plan.odds, 'basketball_nba').reason).toBe(
      'next game in 30.0 h: every 60 min; next at 2025-10-11T12:30:00.000Z.',
    );
    expect(byKey(plan.odds, 'soccer_spain_la_liga').reason).toBe('no games to come.');
    expect(byKey(plan.odds, 'soccer_uefa_champs_league').reason).toMatch(
      /^next game in 2\.0 h: every 15 min/,
    );
  });

  it('takes no pre-match odds for games already under way', () => {
    const plan = planPolls(base([sport('soccer_epl', { openKickoffs: [at(-HOUR)] })]));
    expect(byKey(plan.odds, 'soccer_epl')).toMatchObject({ poll: false, intervalMs: null });
  });

  it('stretches every interval when the pace would spend the credits before the reset', () => {
    // The free plan: 500 credits, 100 used, 20 days left, 25 kept back.
    // 375 spendable / 20 days = 18.75 a day; 15-minute polling costs 96 × 3 = 288 a day,
    // so every interval is stretched 288 / 18.75 = 15.36 times: 15 min becomes 230.4 min.
    const plan = planPolls(
      base([sport('soccer_epl', { openKickoffs: [at(2 * HOUR)], lastOddsAt: at(-200 * MIN) })], {
        monthlyCredits: 500,
        creditsUsed: 100,
      }),
    );
    expect(plan.spendable).toBe(375);
    expect(plan.affordablePerDay).toBe(18.75);
    expect(plan.pacePerDay).toBe(288);
    expect(plan.stretch).toBeCloseTo(15.36, 10);
    const epl = byKey(plan.odds, 'soccer_epl');
    expect(epl.intervalMs).toBeCloseTo(230.4 * MIN, 6);
    expect(epl.poll).toBe(false);
    expect(epl.dueAt!.getTime()).toBeCloseTo(NOW.getTime() + 30.4 * MIN, -1);
    expect(epl.reason).toMatch(/every 3\.8 h \(15 min stretched ×15\.36 to last until the reset\)/);
  });

  it('spends nothing of the reserve', () => {
    // 500 − 480 = 20 left, under the 25 kept back.
    const plan = planPolls(
      base([sport('soccer_epl', { openKickoffs: [at(HOUR)] })], {
        monthlyCredits: 500,
        creditsUsed: 480,
      }),
    );
    expect(plan.spendable).toBe(0);
    expect(plan.cost).toBe(0);
    expect(plan.blocked).toBe(
      'Only 20 credits are left, within the reserve of 25; nothing is polled until more credits are seen.',
    );
    expect(plan).toMatchObject({ left: 20, reserve: 25 });
    const epl = byKey(plan.odds, 'soccer_epl');
    expect(epl.poll).toBe(false);
    expect(epl.reason).toMatch(/Held back: Only 20 credits are left/);
  });

  it('plans nothing, without failing, once the credits are used up', () => {
    // The Odds API said the credits are gone: sports fetched before have no next time.
    const plan = planPolls(
      base(
        [
          sport('soccer_epl', { openKickoffs: [at(HOUR)], lastOddsAt: at(-20 * MIN) }),
          sport('soccer_efl_champ', { openKickoffs: [at(-HOUR)], lastScoresAt: at(-40 * MIN) }),
        ],
        { creditsUsed: 20_000, creditsRemaining: 0 },
      ),
    );
    expect(plan.stretch).toBe(Number.POSITIVE_INFINITY);
    expect(plan.cost).toBe(0);
    for (const decision of [...plan.odds, ...plan.scores].filter((d) => d.intervalMs === null)) {
      expect(decision.poll).toBe(false);
      expect(decision.dueAt).toBeNull();
    }
    expect(byKey(plan.odds, 'soccer_epl').reason).toMatch(
      /paused, no credits to spend; last fetched 20 min ago\.$/,
    );
  });

  it('believes x-requests-remaining when it says less than the plan arithmetic', () => {
    // 20,000 − 2,000 would leave 18,000, but the API says 1,010 remain: 10 above the reserve.
    const plan = planPolls(
      base(
        [
          sport('soccer_epl', { openKickoffs: [at(HOUR)] }),
          sport('soccer_germany_bundesliga', { openKickoffs: [at(2 * HOUR)] }),
          sport('soccer_france_ligue_one', { openKickoffs: [at(3 * HOUR)] }),
          sport('soccer_italy_serie_a', { openKickoffs: [at(4 * HOUR)] }),
        ],
        { creditsRemaining: 1_010 },
      ),
    );
    expect(plan.spendable).toBe(10);
    // Three calls of 3 fit in 10; the fourth, with the latest game, waits.
    expect(plan.odds.map((d) => d.poll)).toEqual([true, true, true, false]);
    expect(plan.cost).toBe(9);
    expect(byKey(plan.odds, 'soccer_italy_serie_a').reason).toMatch(
      /Held back: the 1 credits left above the reserve do not cover its 3\.$/,
    );
  });

  it('pauses while x-requests-remaining is within the reserve, and resumes once it is not', () => {
    const sports = [sport('soccer_epl', { openKickoffs: [at(HOUR)], lastOddsAt: at(-HOUR) })];
    const paused = planPolls(base(sports, { creditsRemaining: 400 }));
    expect(paused).toMatchObject({ left: 400, reserve: 1_000, spendable: 0, cost: 0 });
    expect(paused.odds[0]!.poll).toBe(false);
    // A top-up: the same month, the same credits used, more left.
    const topped = planPolls(base(sports, { creditsRemaining: 20_400 }));
    expect(topped).toMatchObject({ left: 18_000, spendable: 17_000, blocked: null });
    expect(topped.odds[0]!.poll).toBe(true);
  });

  it('waits out a 429 for as long as Retry-After said, else a minute', () => {
    const sports = [sport('soccer_epl', { openKickoffs: [at(HOUR)] })];
    const told = planPolls(base(sports, { rateLimited: { at: at(-5_000), retryAfterMs: 30_000 } }));
    expect(told.blocked).toBe(
      'The Odds API asked us to slow down; nothing is polled until 2025-10-11T12:00:25.000Z.',
    );
    expect(told.odds[0]!.poll).toBe(false);

    const untold = planPolls(base(sports, { rateLimited: { at: at(-30_000) } }));
    expect(untold.blocked).toMatch(/until 2025-10-11T12:00:30\.000Z/);

    const over = planPolls(base(sports, { rateLimited: { at: at(-61_000) } }));
    expect(over.blocked).toBeNull();
    expect(over.odds[0]!.poll).toBe(true);
  });
});

describe('planPolls: scores', () => {
  it('polls scores while games are on or their results are missing, within the look-back', () => {
    const plan = planPolls(
      base([
        // Started 2 h ago: every 30 min; last asked 40 min ago, so due.
        sport('americanfootball_nfl', {
          openKickoffs: [at(-2 * HOUR), at(3 * DAY)],
          lastScoresAt: at(-40 * MIN),
        }),
        // Started 5 h ago and still no result: hourly; asked 20 min ago.
        sport('soccer_epl', { openKickoffs: [at(-5 * HOUR)], lastScoresAt: at(-20 * MIN) }),
        // Started 4 days ago: beyond what the endpoint reaches.
        sport('basketball_nba', { openKickoffs: [at(-4 * DAY)] }),
        // Only games to come.
        sport('soccer_spain_la_liga', { openKickoffs: [at(DAY)] }),
      ]),
    );
    expect(plan.scores.map((d) => [d.sportKey, d.poll, d.intervalMs])).toEqual([
      ['americanfootball_nfl', true, 30 * MIN],
      ['soccer_epl', false, HOUR],
      ['basketball_nba', false, null],
      ['soccer_spain_la_liga', false, null],
    ]);
    expect(byKey(plan.scores, 'americanfootball_nfl').reason).toBe(
      '1 game started in the last 3.0 h: every 30 min; last fetched 40 min ago.',
    );
    expect(byKey(plan.scores, 'soccer_epl').reason).toBe(
      '1 finished game without a result yet: every 60 min; next at 2025-10-11T12:40:00.000Z.',
    );
    expect(byKey(plan.scores, 'basketball_nba').reason).toBe(
      '1 game without a result started more than 3.0 d ago, beyond what the scores endpoint reaches.',
    );
    // Odds for the NFL (game in 3 days, 6-hourly) and La Liga (in 1 day, hourly) are due too:
    // 2 credits of scores and 2 × 3 of odds.
    expect(plan.cost).toBe(8);
  });

  it('settles before it prices when credits are short', () => {
    const plan = planPolls(
      base([sport('soccer_epl', { openKickoffs: [at(-HOUR), at(2 * HOUR)] })], {
        creditsRemaining: 1_002,
      }),
    );
    expect(plan.spendable).toBe(2);
    expect(byKey(plan.scores, 'soccer_epl').poll).toBe(true);
    expect(byKey(plan.odds, 'soccer_epl').poll).toBe(false);
  });
});

describe('creditsResetAt', () => {
  it('is the next reset day at midnight UTC: the 1st of next month unless told', () => {
    expect(creditsResetAt(new Date('2025-11-28T12:00:00Z'))).toEqual(new Date('2025-12-01'));
    expect(creditsResetAt(new Date('2025-12-31T23:59:00Z'))).toEqual(new Date('2026-01-01'));
    expect(creditsResetAt(new Date('2025-12-01T00:00:00Z'))).toEqual(new Date('2026-01-01'));
    expect(creditsResetAt(new Date('2025-11-10T00:00:00Z'), 15)).toEqual(new Date('2025-11-15'));
  });
});

describe('pauseReason', () => {
  it('says the credits left and the reset day, and when the configured month is what binds', () => {
    const december = creditsResetAt(new Date('2025-11-28T12:00:00Z'));
    expect(pauseReason(400, 400, december)).toBe(
      'paused: credits below reserve (400 left, resets 1 Dec)',
    );
    expect(pauseReason(0, null, creditsResetAt(new Date('2025-08-20T00:00:00Z')))).toBe(
      'paused: credits below reserve (0 left, resets 1 Sep)',
    );
    // 19,600 of the configured 20,000 used; the key's plan has 80,400 left.
    expect(pauseReason(400, 80_400, december)).toBe(
      'paused: credits below reserve (400 left, resets 1 Dec); The Odds API reports 80400 left, more than ODDS_API_MONTHLY_CREDITS allows this month',
    );
  });
});

describe('daysUntilReset', () => {
  it('counts to the next reset day at midnight UTC', () => {
    expect(daysUntilReset(new Date('2025-10-11T12:00:00Z'))).toBe(20.5);
    expect(daysUntilReset(new Date('2025-10-11T12:00:00Z'), 15)).toBe(3.5);
    expect(daysUntilReset(new Date('2025-10-15T00:00:00Z'), 15)).toBe(31);
    expect(daysUntilReset(new Date('2025-12-31T00:00:00Z'))).toBe(1);
  });
});

describe('planPolls: MLB and NHL seasons', () => {
  /** An evening's first pitches or puck drops on the clock's day: 'HH:MM' UTC, next day past 24. */
  const slate = (day: string, times: string[]) =>
    times.map((time) => {
      const [h, m] = time.split(':').map(Number);
      return new Date(Date.parse(`${day}T00:00:00Z`) + (h! * 60 + m!) * MIN);
    });

  it('prices a July day of MLB every 15 minutes and spends nothing on the NHL between seasons', () => {
    const now = new Date('2025-07-15T16:00:00Z');
    // Fifteen games, 13:05 ET to 22:10 ET (17:05 to 02:10 UTC).
    const mlb = slate('2025-07-15', [
      '17:05',
      '20:10',
      '22:35',
      '22:45',
      '23:05',
      '23:05',
      '23:07',
      '23:10',
      '23:40',
      '24:05',
      '24:10',
      '24:40',
      '25:40',
      '26:05',
      '26:10',
    ]);
    const plan = planPolls(
      base(
        [
          sport('baseball_mlb', {
            openKickoffs: mlb,
            lastOddsAt: new Date(now.getTime() - 20 * MIN),
          }),
          sport('icehockey_nhl', { askForSchedule: true }),
        ],
        { now },
      ),
    );
    expect(plan.odds.map((d) => [d.sportKey, d.poll, d.intervalMs])).toEqual([
      ['baseball_mlb', true, 15 * MIN],
      ['icehockey_nhl', false, null],
    ]);
    expect(byKey(plan.odds, 'baseball_mlb').reason).toBe(
      'next game in 65 min: every 15 min; last fetched 20 min ago.',
    );
    expect(byKey(plan.odds, 'icehockey_nhl').reason).toBe(
      'out of season (the NHL plays from October to April, its play-offs to June), no games on file.',
    );
    expect(plan.scores.map((d) => d.poll)).toEqual([false, false]);
    // 96 calls a day at 3 credits, all of them MLB's.
    expect(plan.pacePerDay).toBe(288);
    expect(plan.cost).toBe(3);
  });

  it('prices a January night of the NHL and spends nothing on MLB between seasons', () => {
    const now = new Date('2026-01-15T20:00:00Z');
    // Eight games, 19:00 to 22:00 ET.
    const nhl = slate('2026-01-15', [
      '24:00',
      '24:00',
      '24:00',
      '24:30',
      '25:00',
      '25:00',
      '26:00',
      '27:00',
    ]);
    const plan = planPolls(
      base(
        [
          sport('baseball_mlb', { askForSchedule: true }),
          sport('icehockey_nhl', {
            openKickoffs: nhl,
            lastOddsAt: new Date(now.getTime() - 10 * MIN),
            lastScoresAt: new Date(now.getTime() - 2 * HOUR),
          }),
        ],
        { now },
      ),
    );
    expect(plan.odds.map((d) => [d.sportKey, d.poll, d.intervalMs])).toEqual([
      ['baseball_mlb', false, null],
      ['icehockey_nhl', false, 15 * MIN],
    ]);
    expect(byKey(plan.odds, 'baseball_mlb').reason).toBe(
      'out of season (MLB plays from late March to October), no games on file.',
    );
    expect(byKey(plan.odds, 'icehockey_nhl').dueAt).toEqual(new Date('2026-01-15T20:05:00Z'));
    expect(plan.cost).toBe(0);
  });

  it('asks a league in season with nothing on file for its schedule, at no cost to the pace', () => {
    const now = new Date('2025-03-20T12:00:00Z');
    const plan = planPolls(base([sport('baseball_mlb', { askForSchedule: true })], { now }));
    expect(byKey(plan.odds, 'baseball_mlb')).toMatchObject({ poll: true, intervalMs: 6 * HOUR });
    expect(byKey(plan.odds, 'baseball_mlb').reason).toBe(
      'no games on file, its schedule asked for: every 6.0 h; never fetched.',
    );
    // An answer without events costs nothing: only the one that finds games is paid for.
    expect(plan.pacePerDay).toBe(0);
    expect(plan.cost).toBe(3);
  });

  it('keeps pricing games on file after the season’s months: a World Series in November', () => {
    const now = new Date('2025-11-01T12:00:00Z');
    const plan = planPolls(
      base([sport('baseball_mlb', { openKickoffs: [new Date('2025-11-02T00:08:00Z')] })], {
        now,
      }),
    );
    expect(byKey(plan.odds, 'baseball_mlb').poll).toBe(true);
    expect(byKey(plan.odds, 'baseball_mlb').intervalMs).toBe(HOUR);
  });
});
