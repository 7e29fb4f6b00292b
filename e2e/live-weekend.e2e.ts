import {
  type Bet,
  type BetsResponse,
  type Interpretation,
  type LeagueOutlook,
  type MatchResponse,
  type OddsRow,
  type RecordResponse,
  type SearchResponse,
  type StatusResponse,
  statusClockMs,
} from '@contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closingPrices,
  type Prices,
  startWeekendProviders,
  WEEKEND,
  WEEKEND_NEWS,
  type WeekendMatch,
  type WeekendProviders,
} from '../server/test/peers/live-weekend.ts';
import { launchBrowser, newPage, snapshot } from './support/browser.ts';
import { type RunningApp, startApp } from './support/server.ts';

/**
 * A Premier League Saturday played live, end to end: the built server with LIVE_DATA=on on an
 * accelerated clock (×600: ten minutes a second) polls local stand-ins for The Odds API and
 * football-data.co.uk that serve the day as that clock moves (server/test/peers/live-weekend.ts):
 * the fixtures appear at 09:00, prices move every 20 minutes, each game kicks off, the scores
 * endpoint reports it completed, and at 18:00 the results file gains the scores and closing
 * prices. Everything is asserted through the HTTP API, and the status line in the browser.
 * Its sports history is the mini mirror's (the Premier League to 26 February 2025).
 *
 * Nothing here waits a fixed time for the app: each check waits until the stand-ins' clock (the
 * app's, read from /api/status) has passed the moment that matters, then until the app shows it.
 */

const SPEED = 600;
const KEY = 'weekend-key';
const MINUTE = 60_000;
const at = (iso: string) => Date.parse(iso);
const EVERTON = WEEKEND.matches[0] as WeekendMatch;
const IPSWICH = WEEKEND.matches[2] as WeekendMatch;

let providers: WeekendProviders;
let app: RunningApp;
let browser: Browser;
let accelerated: NonNullable<StatusResponse['acceleratedClock']> | undefined;

/**
 * The app's clock, which the stand-ins serve by. Until the app reports it (it starts when the
 * app is ready), the start: the providers list nothing before 09:00, eighteen real seconds later.
 */
function clockNow(): number {
  return accelerated ? statusClockMs(accelerated, Date.now()) : at(WEEKEND.clockStart);
}
const clockIso = () => new Date(clockNow()).toISOString();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (in real time) until the app's clock reaches `iso`. */
async function untilClock(iso: string) {
  const wait = (at(iso) - clockNow()) / SPEED;
  if (wait > 0) await sleep(wait + 20);
}

/**
 * Asks `check` until it returns something (not undefined), every half second (the match reads
 * share a limit of 120 a minute); fails once the app's clock passes `byClock` without it.
 */
async function eventually<T>(
  what: string,
  byClock: string,
  check: () => Promise<T | undefined>,
): Promise<T> {
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (clockNow() > at(byClock)) {
      throw new Error(`${what}: not seen by ${byClock} on the app's clock (now ${clockIso()})`);
    }
    await sleep(500);
  }
}

async function api<T>(path: string, init: RequestInit & { token?: string } = {}) {
  const { token, ...rest } = init;
  const response = await fetch(`${app.url}${path}`, {
    ...rest,
    headers: {
      ...(rest.body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function register(name: string) {
  const password = 'weekend pass';
  const { status, body } = await api<{ token: string; user: { id: string } }>(
    '/api/auth/register',
    {
      method: 'POST',
      body: JSON.stringify({
        name,
        email: `${name.toLowerCase()}.${Date.now()}@example.com`,
        password,
        confirmPassword: password,
      }),
    },
  );
  expect(status).toBe(200);
  return body;
}

const question = (match: WeekendMatch) => `${match.home.csv} vs ${match.away.csv}`;
const interpret = async (match: WeekendMatch) =>
  (await api<Interpretation>(`/api/interpret?q=${encodeURIComponent(question(match))}`)).body;

/** The 1x2 prices of an odds row, as [home, draw, away]. */
const pricesOf = (row: OddsRow | undefined): Prices | undefined =>
  row ? [row.decimal.home!, row.decimal.draw!, row.decimal.away!] : undefined;

/** Multiplicative de-vig, as the record grades closing-line value. */
const fair = (prices: Prices) => {
  const total = prices.reduce((sum, p) => sum + 1 / p, 0);
  return prices.map((p) => 1 / p / total) as Prices;
};

/** Everything the checks found, for the ones after them. */
const seen: {
  matchIds: Map<string, number>;
  watcher?: string;
  bettor?: { token: string; id: string };
  bet?: Bet;
  predictionId?: string;
  outlookBefore?: LeagueOutlook;
  beforeListing?: Interpretation;
} = { matchIds: new Map() };

const matchPage = async (match: WeekendMatch) =>
  (
    await api<MatchResponse>(`/api/match/${seen.matchIds.get(match.id)}`, {
      token: seen.watcher,
    })
  ).body;

beforeAll(async () => {
  providers = await startWeekendProviders({ clock: clockNow, apiKey: KEY });
  [app, browser] = await Promise.all([
    startApp({
      SPORTS_DATA_DIR: 'e2e/fixtures/sports-mini',
      LIVE_DATA: 'on',
      LIVE_CLOCK_START: WEEKEND.clockStart,
      LIVE_CLOCK_SPEED: String(SPEED),
      ...providers.env,
    }),
    launchBrowser(),
  ]);
  const status = (await api<StatusResponse>('/api/status')).body;
  accelerated = status.acceleratedClock;
  if (!accelerated) throw new Error('the app does not report an accelerated clock');
  // The stand-ins served the start until now; had the clock passed 09:00 meanwhile, they would
  // have hidden the day's first listing from it.
  const tooLate = () => {
    if (clockNow() >= at(WEEKEND.listedFrom)) {
      throw new Error(`the app took too long to start: its clock is already at ${clockIso()}`);
    }
  };
  tooLate();
  seen.beforeListing = await interpret(IPSWICH);
  tooLate();
  seen.watcher = (await register('Wendy')).token;
}, 150_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await providers?.close();
});

describe('a live Premier League Saturday on an accelerated clock', () => {
  it('lists the day’s fixtures once the providers do, at their kick-off times', async () => {
    // Before 09:00 neither provider listed them: a question about the pair was hypothetical.
    expect(seen.beforeListing).toMatchObject({ hypothetical: true, matchId: null });

    for (const match of WEEKEND.matches) {
      const found = await eventually(
        `${question(match)} listed`,
        '2025-03-08T10:00:00Z',
        async () => {
          const asked = await interpret(match);
          return asked.matchId === null ? undefined : asked;
        },
      );
      expect(found).toMatchObject({
        hypothetical: false,
        kickoff: new Date(match.kickoff).toISOString(),
      });
      seen.matchIds.set(match.id, found.matchId!);
    }
    const page = await matchPage(EVERTON);
    expect(page).toMatchObject({
      status: 'upcoming',
      homeTeam: 'Everton',
      awayTeam: 'West Ham United',
      startTime: EVERTON.kickoff,
      locked: null,
    });
    expect(page.odds.map((row) => row.sportsbook)).toEqual(
      expect.arrayContaining(['Pinnacle', 'William Hill', 'Bet365']),
    );
  });

  it('shows the prices The Odds API serves, and follows them as they move', async () => {
    const served = (match: WeekendMatch) =>
      providers.served.flatMap((answer) => {
        const prices = answer.prices.get(match.id);
        return prices ? [prices.pinnacle.join('/')] : [];
      });
    const first = await eventually(
      'Pinnacle priced from The Odds API',
      '2025-03-08T10:30:00Z',
      async () => {
        const shown = pricesOf(
          (await matchPage(EVERTON)).odds.find((r) => r.sportsbook === 'Pinnacle'),
        );
        return shown && served(EVERTON).includes(shown.join('/')) ? shown : undefined;
      },
    );
    // The next move is at most 20 minutes away, and polls near kick-off come every 15.
    const moved = await eventually('Pinnacle’s price moving', '2025-03-08T11:30:00Z', async () => {
      const shown = pricesOf(
        (await matchPage(EVERTON)).odds.find((r) => r.sportsbook === 'Pinnacle'),
      );
      return shown && shown.join('/') !== first.join('/') ? shown : undefined;
    });
    expect(served(EVERTON)).toContain(moved.join('/'));
    // The money is on Everton: their price shortens, West Ham's drifts.
    expect(moved[0]).toBeLessThan(first[0]);
    expect(moved[2]).toBeGreaterThan(first[2]);

    const history = (await matchPage(EVERTON)).lineHistory.series.find(
      (s) => s.name === 'Pinnacle',
    )!;
    const points = history.points.map((p) =>
      [p.prices.home, p.prices.draw, p.prices.away].join('/'),
    );
    expect(points).toEqual(expect.arrayContaining([first.join('/'), moved.join('/')]));
  });

  it('keeps a question asked and a bet recorded before kick-off, and the season outlook then', async () => {
    const bettor = await register('Bea');
    seen.bettor = { token: bettor.token, id: bettor.user.id };
    const asked = await api<SearchResponse>('/api/search', {
      method: 'POST',
      token: bettor.token,
      body: JSON.stringify({ query: `${question(IPSWICH)} prediction` }),
    });
    expect(asked.status).toBe(200);
    expect(asked.body.prediction.matchId).toBe(seen.matchIds.get(IPSWICH.id));
    seen.predictionId = asked.body.prediction.predictionId;
    // The weekend's feed: the morning's Ipswich preview is out; the evening's report is not yet.
    expect(asked.body.newsStatus).toBe('ok');
    expect(asked.body.articles.map((article) => article.title)).toEqual([WEEKEND_NEWS[0].title]);

    const pinnacle = pricesOf(asked.body.odds.find((r) => r.sportsbook === 'Pinnacle'))!;
    expect(pinnacle).toBeDefined();
    // Placed well before the 15:00 kick-off by the app's clock.
    expect(clockNow()).toBeLessThan(at(IPSWICH.kickoff) - 60 * MINUTE);
    const recorded = await api<Bet>(`/api/user/${bettor.user.id}/bets`, {
      method: 'POST',
      token: bettor.token,
      body: JSON.stringify({
        matchId: seen.matchIds.get(IPSWICH.id),
        market: '1x2',
        selection: 'away',
        price: pinnacle[2],
        stake: 10,
        bookmaker: 'Pinnacle',
        source: 'match',
      }),
    });
    expect(recorded.status).toBe(201);
    expect(recorded.body).toMatchObject({ status: 'open', selectionLabel: 'Crystal Palace' });
    seen.bet = recorded.body;

    const outlook = await api<LeagueOutlook>('/api/league/E0/outlook');
    expect(outlook.status).toBe(200);
    seen.outlookBefore = outlook.body;
  });

  it('freezes the last price The Odds API gave before kick-off as the closing line', async () => {
    // Everton v West Ham kicked off at 12:30 and the scores endpoint reports it finished at
    // 14:20; the results file has nothing of it before 18:00.
    const page = await eventually(
      'Everton v West Ham finished',
      '2025-03-08T16:00:00Z',
      async () => {
        const shown = await matchPage(EVERTON);
        return shown.status === 'finished' ? shown : undefined;
      },
    );
    expect(clockNow()).toBeLessThan(at(WEEKEND.resultsFileAt));
    expect(page.score).toEqual({ home: 1, away: 1 });
    const last = providers.lastServed(EVERTON, at(EVERTON.kickoff))!;
    expect(last).toBeDefined();
    const row = (book: string) => page.odds.find((r) => r.sportsbook === book);
    expect(row('Pinnacle')).toMatchObject({ kind: 'closing', capturedAt: EVERTON.kickoff });
    expect(pricesOf(row('Pinnacle'))).toEqual(last.pinnacle);
    expect(pricesOf(row('William Hill'))).toEqual(last.williamhill);
    // The line history ends at kick-off with the same prices: nothing from in play.
    const history = page.lineHistory.series.find((s) => s.name === 'Pinnacle')!;
    expect(history.points.every((p) => p.at <= EVERTON.kickoff)).toBe(true);
    expect(history.points.at(-1)).toMatchObject({
      at: EVERTON.kickoff,
      kind: 'closing',
      prices: { home: last.pinnacle[0], draw: last.pinnacle[1], away: last.pinnacle[2] },
    });
  });

  it('grades the recorded bet and the prediction once the result is in', async () => {
    const { bettor, bet } = seen;
    const graded = await eventually('the bet graded', '2025-03-08T18:30:00Z', async () => {
      const list = await api<BetsResponse>(`/api/user/${bettor!.id}/bets`, {
        token: bettor!.token,
      });
      const mine = list.body.bets.find((b) => b.id === bet!.id);
      return mine && mine.status !== 'open' ? mine : undefined;
    });
    // Ipswich 2-4 Crystal Palace: the away bet won stake × (price − 1).
    expect(graded).toMatchObject({ status: 'won', match: { homeScore: 2, awayScore: 4 } });
    expect(graded.profit).toBeCloseTo(10 * (bet!.price - 1), 2);
    expect(graded.closingProb).not.toBeNull();
    expect(graded.clv).toBeCloseTo(bet!.price * graded.closingProb! - 1, 6);

    const pick = await eventually('the prediction graded', '2025-03-08T18:30:00Z', async () => {
      const record = await api<RecordResponse>('/api/record');
      return record.body.picks.find((p) => p.id === seen.predictionId);
    });
    expect(pick).toMatchObject({
      homeTeam: 'Ipswich',
      awayTeam: 'Crystal Palace',
      outcome: 'away',
      correct: pick.pick === 'away',
      kickoff: IPSWICH.kickoff,
    });
  });

  it('moves the season outlook with the day’s results', async () => {
    const before = seen.outlookBefore!;
    // Every game of the day finished by 17:00 (the last result reported at 16:50).
    const after = await eventually(
      'the outlook after the day',
      '2025-03-08T18:30:00Z',
      async () => {
        const outlook = (await api<LeagueOutlook>('/api/league/E0/outlook')).body;
        return outlook.playedFixtures === before.playedFixtures + 3 ? outlook : undefined;
      },
    );
    const team = (outlook: LeagueOutlook, id: number | undefined) =>
      outlook.teams.find((t) => t.teamId === id)!;
    for (const match of WEEKEND.matches) {
      const { homeTeamId, awayTeamId } = await matchPage(match);
      const [home, away] = match.score;
      const points = (scored: number, conceded: number) =>
        scored > conceded ? 3 : scored === conceded ? 1 : 0;
      for (const [id, won] of [
        [homeTeamId, points(home, away)],
        [awayTeamId, points(away, home)],
      ] as const) {
        expect(team(after, id).standing.played).toBe(team(before, id).standing.played + 1);
        expect(team(after, id).standing.points).toBe(team(before, id).standing.points! + won);
      }
    }
    // Crystal Palace's win at Ipswich moves their projection.
    const palace = (await matchPage(IPSWICH)).awayTeamId;
    expect(team(after, palace).projection.expected).not.toBe(
      team(before, palace).projection.expected,
    );
    expect(after.asOf > before.asOf).toBe(true);
  });

  it('takes the results file’s closing prices over the frozen guess, and grades the bet by them', async () => {
    await untilClock(WEEKEND.resultsFileAt);
    // The file is read every 30 minutes.
    const trueClose = closingPrices(EVERTON, 'pinnacle');
    const last = providers.lastServed(EVERTON, at(EVERTON.kickoff))!;
    // The late move came after The Odds API's last answer: the frozen line was a guess.
    expect(trueClose).not.toEqual(last.pinnacle);
    const page = await eventually(
      'the closing prices from the results file',
      '2025-03-08T19:30:00Z',
      async () => {
        const shown = await matchPage(EVERTON);
        const pinnacle = pricesOf(shown.odds.find((r) => r.sportsbook === 'Pinnacle'));
        return pinnacle?.join('/') === trueClose.join('/') ? shown : undefined;
      },
    );
    expect(pricesOf(page.odds.find((r) => r.sportsbook === 'William Hill'))).toEqual(
      closingPrices(EVERTON, 'williamhill'),
    );

    // The bet's closing-line value against Pinnacle's true close of Ipswich v Crystal Palace.
    const { bettor, bet } = seen;
    const closeAway = fair(closingPrices(IPSWICH, 'pinnacle'))[2];
    const list = await api<BetsResponse>(`/api/user/${bettor!.id}/bets`, { token: bettor!.token });
    const graded = list.body.bets.find((b) => b.id === bet!.id)!;
    expect(graded.closingProb).toBeCloseTo(closeAway, 6);
    expect(graded.clv).toBeCloseTo(bet!.price * closeAway - 1, 6);
  });

  it('says the clock is accelerated, in the status and on the status line', async () => {
    const status = (await api<StatusResponse>('/api/status')).body;
    expect(status).toMatchObject({
      mode: 'live',
      acceleratedClock: {
        speed: SPEED,
        startedAt: '2025-03-08T06:00:00.000Z',
        note: expect.stringMatching(/^not real time: .* runs 600× real time/),
      },
    });
    expect(Date.parse(status.asOf)).toBeGreaterThan(at(WEEKEND.resultsFileAt));
    // Every provider answered all weekend: none failing or paused, each with a success on file.
    for (const provider of status.providers) {
      expect({ name: provider.name, state: provider.state, problem: provider.problem }).toEqual({
        name: provider.name,
        state: 'ok',
        problem: null,
      });
    }
    expect(status.providers.map((provider) => provider.name).sort()).toEqual(
      ['The Odds API', 'football-data.co.uk', 'nflverse'].sort(),
    );
    expect(Date.parse(status.asOf)).toBeLessThanOrEqual(clockNow());
    expect(status.newsFeeds).toBe(true);

    // After the evening's report: both Ipswich stories, newest first, graded as an unknown source.
    const again = await api<SearchResponse>('/api/search', {
      method: 'POST',
      token: seen.bettor!.token,
      body: JSON.stringify({ query: question(IPSWICH) }),
    });
    expect(again.status).toBe(200);
    expect(
      again.body.articles.map(({ title, source, reliability, publishedAt }) => ({
        title,
        source,
        reliability,
        publishedAt,
      })),
    ).toEqual(
      [WEEKEND_NEWS[2], WEEKEND_NEWS[0]].map((story) => ({
        title: story.title,
        source: 'Weekend Football News',
        reliability: 'medium',
        publishedAt: new Date(story.published).toISOString(),
      })),
    );

    const { page, errors, close } = await newPage(browser, 'desktop', app.url);
    try {
      await page.goto('/');
      const line = page.getByTestId('status-line');
      await line.waitFor();
      expect(await line.textContent()).toMatch(
        /^Live · accelerated clock ×600, not real time: 8 Mar 2025 \d\d:\d\d UTC · odds updated /,
      );
      // This server reads news: the home page promises it outright.
      await page.getByText('News that matters').waitFor();
      await snapshot(page, 'live-weekend-status-line');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
