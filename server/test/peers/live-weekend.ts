import { readFileSync } from 'node:fs';
import type { OddsApiEventJson, OddsApiScoreJson } from '../../data/live/odds-api-wire.ts';
import { MINI_MIRROR } from '../mini-mirror.ts';
import { type CsvServer, startCsvServer } from './csv-server.ts';
import { type OddsApiServer, startOddsApiServer } from './odds-api-server.ts';

/**
 * A Premier League Saturday (8 March 2025) served by local stand-ins for The Odds API and
 * football-data.co.uk, moving with a clock the caller gives (the app's accelerated clock, see
 * docs/operations.md "Playing a live weekend locally"). The teams are the mini mirror's
 * (e2e/fixtures/sports-mini), whose Premier League season runs to 26 February; the fixtures,
 * prices and scores are made up.
 *
 * - Until 09:00 neither provider lists the weekend. From 09:00 fixtures.csv lists the games to
 *   come (at football-data's Friday prices, without a Last-Modified, as the real host sends
 *   none) and The Odds API lists each game until a minute before its kick-off.
 * - The Odds API's Pinnacle and William Hill prices move every 20 minutes, and once more a
 *   minute before kick-off (a move only the closing columns of the results file see).
 * - From kick-off the scores endpoint lists the game in play; 110 minutes after kick-off it
 *   reports it completed with the final score.
 * - At 18:00 the season's results file (E0.csv) gains the day's rows: scores, the Friday
 *   prices and the closing prices (the price at kick-off, after the late move).
 * - A news feed (RSS 2.0, NEWS_FEEDS) carries the day's stories whole, previews and the evening's
 *   report alike: the app shows each only once its clock has passed the story's date.
 */

const MINUTE = 60_000;

export type Prices = [home: number, draw: number, away: number];
export type OddsApiBook = 'pinnacle' | 'williamhill';
/** football-data's column prefixes: Bet365, Pinnacle, William Hill. */
type CsvBook = 'B365' | 'PS' | 'WH';

export interface WeekendMatch {
  /** The Odds API's event id. */
  id: string;
  /** ISO, as the API writes instants. */
  kickoff: string;
  /** football-data's names (HomeTeam/AwayTeam) and The Odds API's. */
  home: { csv: string; oddsApi: string };
  away: { csv: string; oddsApi: string };
  score: [number, number];
  /** The Odds API's prices at 09:00, before they move. */
  opening: Record<OddsApiBook, Prices>;
  /** Which side the money comes for: its price shortens at each move, the other's drifts. */
  backed: 'home' | 'away';
  /** football-data's prices collected on the Friday (fixtures.csv and the results file). */
  friday: Record<CsvBook, Prices>;
}

export const WEEKEND = {
  /**
   * Where the accelerated clock starts (once the app is ready): three hours before the providers
   * list the day, eighteen real seconds at ×600, time for a test to learn the app's clock and ask
   * its first question on a busy machine.
   */
  clockStart: '2025-03-08T06:00:00Z',
  /** When fixtures.csv and The Odds API first list the day's games. */
  listedFrom: '2025-03-08T09:00:00Z',
  /** When the results file gains the day's results and closing prices. */
  resultsFileAt: '2025-03-08T18:00:00Z',
  matches: [
    {
      id: 'eve-whu',
      kickoff: '2025-03-08T12:30:00.000Z',
      home: { csv: 'Everton', oddsApi: 'Everton' },
      away: { csv: 'West Ham', oddsApi: 'West Ham United' },
      score: [1, 1],
      opening: { pinnacle: [2.1, 3.4, 3.7], williamhill: [2.05, 3.3, 3.6] },
      backed: 'home',
      friday: { B365: [2.2, 3.3, 3.4], PS: [2.24, 3.38, 3.45], WH: [2.15, 3.25, 3.4] },
    },
    {
      id: 'mci-bha',
      kickoff: '2025-03-08T15:00:00.000Z',
      home: { csv: 'Man City', oddsApi: 'Manchester City' },
      away: { csv: 'Brighton', oddsApi: 'Brighton and Hove Albion' },
      score: [2, 2],
      opening: { pinnacle: [1.5, 4.6, 6.2], williamhill: [1.48, 4.5, 6.0] },
      backed: 'home',
      friday: { B365: [1.53, 4.5, 5.75], PS: [1.55, 4.62, 5.9], WH: [1.5, 4.4, 5.8] },
    },
    {
      id: 'ips-cry',
      kickoff: '2025-03-08T15:00:00.000Z',
      home: { csv: 'Ipswich', oddsApi: 'Ipswich Town' },
      away: { csv: 'Crystal Palace', oddsApi: 'Crystal Palace' },
      score: [2, 4],
      opening: { pinnacle: [3.3, 3.6, 2.2], williamhill: [3.2, 3.5, 2.15] },
      backed: 'away',
      friday: { B365: [3.1, 3.5, 2.3], PS: [3.15, 3.62, 2.33], WH: [3.0, 3.4, 2.3] },
    },
  ] satisfies WeekendMatch[],
} as const;

const ODDS_API_BOOKS: Record<OddsApiBook, string> = {
  pinnacle: 'Pinnacle',
  williamhill: 'William Hill',
};
const MOVE_EVERY = 20 * MINUTE;
/** The Odds API stops listing a game this long before kick-off, and the last move comes then. */
const LATE = MINUTE;
/** The scores endpoint reports a game completed this long after kick-off. */
const COMPLETED_AFTER = 110 * MINUTE;

const at = (iso: string) => Date.parse(iso);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** How many moves a match's prices have made by `clockMs`: one per 20 minutes, one more late. */
function movesBy(match: WeekendMatch, clockMs: number): number {
  const until = Math.min(clockMs, at(match.kickoff));
  const regular = Math.max(0, Math.floor((until - at(WEEKEND.listedFrom)) / MOVE_EVERY));
  return regular + (clockMs >= at(match.kickoff) - LATE ? 1 : 0);
}

/** The bookmaker's 1x2 prices at `clockMs` (up to kick-off): the backed side shortens. */
export function pricesAt(
  match: WeekendMatch,
  book: OddsApiBook | CsvBook,
  clockMs: number,
  base: Prices = book in match.opening
    ? match.opening[book as OddsApiBook]
    : match.friday[book as CsvBook],
): Prices {
  const moves = movesBy(match, clockMs);
  const [home, draw, away] = base;
  const shorten = (price: number) => round2(Math.max(1.01, price - 0.03 * moves));
  const drift = (price: number) => round2(price + 0.06 * moves);
  return match.backed === 'home'
    ? [shorten(home), draw, drift(away)]
    : [drift(home), draw, shorten(away)];
}

/** The price at kick-off, after the late move: what the results file's closing columns hold. */
export const closingPrices = (match: WeekendMatch, book: OddsApiBook | CsvBook): Prices =>
  pricesAt(match, book, at(match.kickoff));

/** When the prices The Odds API serves at `clockMs` last changed (its last_update). */
function lastMove(clockMs: number): number {
  const since = clockMs - at(WEEKEND.listedFrom);
  return at(WEEKEND.listedFrom) + Math.floor(since / MOVE_EVERY) * MOVE_EVERY;
}

/** One answer The Odds API stand-in gave for the Premier League's odds. */
export interface ServedOdds {
  clockMs: number;
  /** By event id and bookmaker key. */
  prices: Map<string, Record<OddsApiBook, Prices>>;
}

function oddsBoard(clockMs: number): OddsApiEventJson[] {
  if (clockMs < at(WEEKEND.listedFrom)) return [];
  const updated = new Date(lastMove(clockMs)).toISOString();
  return WEEKEND.matches
    .filter((match) => clockMs < at(match.kickoff) - LATE)
    .map((match) => ({
      id: match.id,
      sport_key: 'soccer_epl',
      sport_title: 'EPL',
      commence_time: new Date(match.kickoff).toISOString(),
      home_team: match.home.oddsApi,
      away_team: match.away.oddsApi,
      bookmakers: (Object.keys(ODDS_API_BOOKS) as OddsApiBook[]).map((book) => {
        const [home, draw, away] = pricesAt(match, book, clockMs);
        return {
          key: book,
          title: ODDS_API_BOOKS[book],
          last_update: updated,
          markets: [
            {
              key: 'h2h',
              last_update: updated,
              outcomes: [
                { name: match.home.oddsApi, price: home },
                { name: match.away.oddsApi, price: away },
                { name: 'Draw', price: draw },
              ],
            },
            {
              key: 'totals',
              last_update: updated,
              outcomes: [
                { name: 'Over', price: 1.9, point: 2.5 },
                { name: 'Under', price: 1.95, point: 2.5 },
              ],
            },
          ],
        };
      }),
    }));
}

function scoresBoard(clockMs: number): OddsApiScoreJson[] {
  if (clockMs < at(WEEKEND.listedFrom)) return [];
  return WEEKEND.matches.map((match) => {
    const started = clockMs >= at(match.kickoff);
    const completed = clockMs >= at(match.kickoff) + COMPLETED_AFTER;
    return {
      id: match.id,
      sport_key: 'soccer_epl',
      sport_title: 'EPL',
      commence_time: new Date(match.kickoff).toISOString(),
      completed,
      home_team: match.home.oddsApi,
      away_team: match.away.oddsApi,
      // In play the score is not settled: 0-0 until the final whistle, as far as a test cares.
      scores: started
        ? [
            { name: match.home.oddsApi, score: String(completed ? match.score[0] : 0) },
            { name: match.away.oddsApi, score: String(completed ? match.score[1] : 0) },
          ]
        : null,
      last_update: started ? new Date(clockMs).toISOString() : null,
    };
  });
}

/** The mirror's Premier League file as it stood before the weekend (to 26 February). */
function mirrorE0() {
  const text = readFileSync(`${MINI_MIRROR}/football-data/2425_E0.csv`, 'utf8').replace(
    /^\uFEFF/,
    '',
  );
  const lines = text.split(/\r?\n/).filter(Boolean);
  const header = lines[0]!.split(',');
  const before = at(WEEKEND.listedFrom);
  const rows = lines.slice(1).filter((line) => {
    const [, date] = line.split(',');
    const [day, month, year] = date!.split('/').map(Number);
    return Date.UTC(year!, month! - 1, day!) < before;
  });
  return { header, rows };
}

/** A football-data row in the results file's columns; `result` adds scores and closing prices. */
function csvRow(header: readonly string[], match: WeekendMatch, result: boolean): string {
  const kickoff = new Date(match.kickoff);
  const day = String(kickoff.getUTCDate()).padStart(2, '0');
  const month = String(kickoff.getUTCMonth() + 1).padStart(2, '0');
  const cells: Record<string, string> = {
    Div: 'E0',
    Date: `${day}/${month}/${kickoff.getUTCFullYear()}`,
    // March is GMT: London time is UTC.
    Time: kickoff.toISOString().slice(11, 16),
    HomeTeam: match.home.csv,
    AwayTeam: match.away.csv,
  };
  for (const book of ['B365', 'PS', 'WH'] as const) {
    const [home, draw, away] = match.friday[book];
    Object.assign(cells, { [`${book}H`]: home, [`${book}D`]: draw, [`${book}A`]: away });
  }
  if (result) {
    const [home, away] = match.score;
    Object.assign(cells, {
      FTHG: home,
      FTAG: away,
      FTR: home > away ? 'H' : home < away ? 'A' : 'D',
    });
    // Closing prices: Pinnacle's and William Hill's as The Odds API moved them, Bet365's from
    // its Friday price by the same moves.
    const closing: Record<CsvBook, Prices> = {
      PS: closingPrices(match, 'pinnacle'),
      WH: closingPrices(match, 'williamhill'),
      B365: closingPrices(match, 'B365'),
    };
    for (const [book, [home, draw, away]] of Object.entries(closing)) {
      Object.assign(cells, { [`${book}CH`]: home, [`${book}CD`]: draw, [`${book}CA`]: away });
    }
  }
  return header.map((name) => String(cells[name] ?? '')).join(',');
}

/** What one Premier League odds answer priced: 1x2 prices by event id and bookmaker key. */
function pricesIn(board: OddsApiEventJson[]): ServedOdds['prices'] {
  return new Map(
    board.map((event) => [
      event.id,
      Object.fromEntries(
        event.bookmakers.map((book) => {
          const h2h = book.markets.find((m) => m.key === 'h2h')!.outcomes;
          const price = (name: string) => h2h.find((o) => o.name === name)!.price;
          return [book.key, [price(event.home_team), price('Draw'), price(event.away_team)]];
        }),
      ) as Record<OddsApiBook, Prices>,
    ]),
  );
}

/**
 * The Odds API stand-in serving the weekend's odds and scores at `clock()`, and nothing for the
 * other sports it is asked about; every Premier League odds answer goes in `served`.
 */
async function startWeekendOddsApi(clock: () => number, apiKey: string) {
  const server: OddsApiServer = await startOddsApiServer({ apiKey, credits: 20_000, now: clock });
  const served: ServedOdds[] = [];
  server.setEvents('soccer_epl', () => {
    const clockMs = clock();
    const board = oddsBoard(clockMs);
    served.push({ clockMs, prices: pricesIn(board) });
    return board;
  });
  server.setScores('soccer_epl', () => scoresBoard(clock()));
  for (const sport of ['basketball_nba', 'americanfootball_nfl']) {
    server.setEvents(sport, []);
    server.setScores(sport, []);
  }
  return { server, served };
}

/**
 * football-data.co.uk's files at `clock()` (the season's results gain the day at 18:00,
 * fixtures.csv lists the games to come from 09:00, the other leagues are published empty) and
 * nflverse's games file, as the mini mirror has it.
 */
function serveWeekendFiles(files: CsvServer, clock: () => number) {
  const { header, rows } = mirrorE0();
  const csv = (lines: string[]) => `${[header.join(','), ...lines].join('\r\n')}\r\n`;
  files.setFileFrom('/mmz4281/2425/E0.csv', () => {
    if (clock() < at(WEEKEND.resultsFileAt)) {
      return { content: csv(rows), lastModified: new Date('2025-02-27T08:00:00Z') };
    }
    const results = WEEKEND.matches.map((match) => csvRow(header, match, true));
    return { content: csv([...rows, ...results]), lastModified: new Date(WEEKEND.resultsFileAt) };
  });
  for (const league of ['E1', 'SP1', 'D1', 'I1', 'F1']) {
    files.setFile(`/mmz4281/2425/${league}.csv`, csv([]), new Date('2025-03-01T08:00:00Z'));
  }
  files.setFileFrom('/fixtures.csv', () => {
    const clockMs = clock();
    const listed =
      clockMs < at(WEEKEND.listedFrom)
        ? []
        : WEEKEND.matches.filter((match) => clockMs < at(match.kickoff));
    return {
      content: csv(listed.map((match) => csvRow(header, match, false))),
      lastModified: null,
    };
  });
  files.setFile(
    '/nflverse/games.csv',
    readFileSync(`${MINI_MIRROR}/nflverse/games.csv`, 'utf8'),
    new Date('2025-02-10T08:00:00Z'),
  );
}

/** The weekend's news stories: a morning preview of each game and an evening report. */
export const WEEKEND_NEWS = [
  {
    title: 'Ipswich v Crystal Palace: McKenna wants a fast start',
    description: 'Ipswich host Crystal Palace needing points to climb out of the bottom three.',
    link: 'https://weekend-news.example/ipswich-palace-preview',
    published: '2025-03-08T07:30:00Z',
  },
  {
    title: "Everton's Moyes expects a derby-like scrap with West Ham",
    description: 'Everton have lost one of their last nine at home.',
    link: 'https://weekend-news.example/everton-west-ham-preview',
    published: '2025-03-08T08:00:00Z',
  },
  {
    title: 'Ipswich 2-4 Crystal Palace: Mateta double sinks Town',
    description: 'Crystal Palace scored four at Portman Road.',
    link: 'https://weekend-news.example/ipswich-palace-report',
    published: '2025-03-08T17:05:00Z',
  },
] as const;

function weekendNewsFeed(): string {
  const items = WEEKEND_NEWS.map(
    (story) => `    <item>
      <title>${story.title}</title>
      <description>${story.description}</description>
      <link>${story.link}</link>
      <pubDate>${new Date(story.published).toUTCString()}</pubDate>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>Weekend Football News</title>
    <link>https://weekend-news.example/</link>
    <description>The day's Premier League stories</description>
${items.join('\n')}
  </channel>
</rss>
`;
}

/**
 * Starts both stand-ins serving the weekend at `clock()` (milliseconds, the app's clock), and
 * records every Premier League odds answer The Odds API gave.
 */
export async function startWeekendProviders(options: { clock: () => number; apiKey: string }) {
  const { server: oddsApi, served } = await startWeekendOddsApi(options.clock, options.apiKey);
  const files: CsvServer = await startCsvServer();
  serveWeekendFiles(files, options.clock);
  files.setFile('/news/premier-league.xml', weekendNewsFeed(), new Date('2025-03-08T17:05:00Z'));
  return {
    oddsApi,
    files,
    served,
    /** What the app needs to poll the stand-ins (LIVE_DATA and the clock are the caller's). */
    env: {
      ODDS_API_KEY: options.apiKey,
      ODDS_API_URL: oddsApi.baseUrl,
      ODDS_API_REGIONS: 'uk',
      FOOTBALL_DATA_URL: files.baseUrl,
      NFLVERSE_GAMES_URL: files.url('/nflverse/games.csv'),
      NEWS_FEEDS: files.url('/news/premier-league.xml'),
    },
    /** The prices of the last Odds API answer that listed `match` before `beforeMs`. */
    lastServed(match: WeekendMatch, beforeMs: number): Record<OddsApiBook, Prices> | undefined {
      return served
        .findLast((answer) => answer.clockMs < beforeMs && answer.prices.has(match.id))
        ?.prices.get(match.id);
    },
    async close() {
      await Promise.all([oddsApi.close(), files.close()]);
    },
  };
}

export type WeekendProviders = Awaited<ReturnType<typeof startWeekendProviders>>;
