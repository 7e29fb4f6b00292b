import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OddsApiEventJson, OddsApiScoreJson } from '../../data/live/odds-api-wire.ts';

/** A request the server received, with what it answered and charged. */
export interface OddsApiRequestLog {
  path: string;
  query: Record<string, string>;
  status: number;
  cost: number;
}

export type BrokenAnswer = 'not-json' | 'truncated' | 'wrong-shape';

/** Sport keys the server knows (a few of the API's ~70, ours among them). */
const KNOWN_SPORTS = [
  'soccer_epl',
  'soccer_efl_champ',
  'soccer_spain_la_liga',
  'soccer_germany_bundesliga',
  'soccer_italy_serie_a',
  'soccer_france_ligue_one',
  'soccer_uefa_champs_league',
  'soccer_uefa_europa_league',
  'soccer_usa_mls',
  'basketball_nba',
  'basketball_ncaab',
  'americanfootball_nfl',
  'americanfootball_ncaaf',
  'baseball_mlb',
  'icehockey_nhl',
];
const REGIONS = new Set(['us', 'us2', 'uk', 'eu', 'au', 'fr', 'se']);
const MARKETS = new Set(['h2h', 'spreads', 'totals', 'outrights', 'h2h_lay']);
const DAY = 86_400_000;
const DOCS = 'https://the-odds-api.com/liveapi/guides/v4/api-error-codes.html';

/**
 * A local server that speaks The Odds API v4's odds and scores endpoints and its list of sports:
 * the same paths, parameters, JSON, x-requests-* headers and error bodies, and the same credit
 * charges (markets × regions for odds, nothing for an empty odds answer; 2 for scores with
 * daysFrom, else 1; nothing for the list of sports). Tests set the events and then talk to it
 * over real HTTP.
 */
export async function startOddsApiServer(options: {
  apiKey: string;
  credits: number;
  /** The API has answered exhausted quotas with 401; some plans see 429. */
  exhaustedStatus?: 401 | 429;
  /** The server's clock, for which completed games the scores endpoint still lists. */
  now?: () => number;
}) {
  const { apiKey, exhaustedStatus = 401, now = Date.now } = options;
  // A list, or a function giving the list when asked (content that moves with a test's clock).
  const odds = new Map<string, OddsApiEventJson[] | (() => OddsApiEventJson[])>();
  const scores = new Map<string, OddsApiScoreJson[] | (() => OddsApiScoreJson[])>();
  const listed = <T>(list: T[] | (() => T[]) | undefined): T[] =>
    typeof list === 'function' ? list() : (list ?? []);
  const known = new Set(KNOWN_SPORTS);
  const requests: OddsApiRequestLog[] = [];
  const usage = { used: 0, remaining: options.credits };
  let throttle: { retryAfterSeconds: number | undefined } | null = null;
  let broken: BrokenAnswer | null = null;
  let failure: number | null = null;
  let delayMs = 0;

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const query = Object.fromEntries(url.searchParams);
    const log: OddsApiRequestLog = { path: url.pathname, query, status: 0, cost: 0 };
    requests.push(log);

    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      log.status = status;
      const write = () => {
        if (response.destroyed) return;
        response.writeHead(status, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': String(Buffer.byteLength(body)),
          ...headers,
        });
        response.end(body);
      };
      if (delayMs > 0) setTimeout(write, delayMs);
      else write();
    };
    const quotaHeaders = (cost: number) => ({
      'x-requests-remaining': String(usage.remaining),
      'x-requests-used': String(usage.used),
      'x-requests-last': String(cost),
    });
    const error = (status: number, code: string, message: string, cost = 0) =>
      send(
        status,
        JSON.stringify({
          message,
          error_code: code,
          details_url: `${DOCS}#${code.toLowerCase().replace(/_/g, '-')}`,
        }),
        quotaHeaders(cost),
      );

    const list = /^\/v4\/sports\/?$/.test(url.pathname);
    const match = /^\/v4\/sports\/([^/]+)\/(odds|scores)\/?$/.exec(url.pathname);
    if (!match && !list) return send(404, JSON.stringify({ message: 'Not found' }));

    if (!query.apiKey) {
      return send(
        401,
        JSON.stringify({
          message: 'API key is missing. Get an API key at https://the-odds-api.com',
          error_code: 'MISSING_KEY',
        }),
      );
    }
    if (query.apiKey !== apiKey) {
      return send(
        401,
        JSON.stringify({
          message: 'API key is not valid. Get an API key at https://the-odds-api.com',
          error_code: 'INVALID_KEY',
          details_url: `${DOCS}#invalid-key`,
        }),
      );
    }
    if (failure !== null) {
      const status = failure;
      failure = null;
      return send(status, 'Service Unavailable', { 'content-type': 'text/plain' });
    }
    if (throttle) {
      const { retryAfterSeconds } = throttle;
      throttle = null;
      const headers: Record<string, string> = quotaHeaders(0);
      if (retryAfterSeconds !== undefined) headers['retry-after'] = String(retryAfterSeconds);
      return send(
        429,
        JSON.stringify({
          message: 'Requests are too frequent. Space requests out over several seconds.',
          error_code: 'EXCEEDED_FREQ_LIMIT',
          details_url: `${DOCS}#exceeded-freq-limit`,
        }),
        headers,
      );
    }
    // The list of sports costs nothing, used-up credits or not, and says how many are left.
    if (list) {
      const sports = [...known].map((key) => ({
        key,
        group: key.split('_')[0],
        title: key,
        description: key,
        active: true,
        has_outrights: false,
      }));
      return send(200, JSON.stringify(sports), quotaHeaders(0));
    }
    const sport = match![1]!;
    const endpoint = match![2] as 'odds' | 'scores';
    if (!known.has(sport)) return error(404, 'UNKNOWN_SPORT', 'Unknown sport');

    let body: unknown[];
    let cost: number;
    if (endpoint === 'odds') {
      const bookmakers = query.bookmakers?.split(',').filter(Boolean);
      const regions = query.regions?.split(',').filter(Boolean);
      if (!bookmakers?.length && !regions?.length) {
        return error(422, 'MISSING_REGION', 'Missing regions parameter');
      }
      if (!bookmakers?.length && regions!.some((r) => !REGIONS.has(r))) {
        return error(422, 'INVALID_REGION', 'Invalid regions parameter');
      }
      const markets = (query.markets ?? 'h2h').split(',').filter(Boolean);
      if (markets.length === 0 || markets.some((m) => !MARKETS.has(m))) {
        return error(422, 'INVALID_MARKET', 'Invalid markets parameter');
      }
      const oddsFormat = query.oddsFormat ?? 'decimal';
      if (oddsFormat !== 'decimal' && oddsFormat !== 'american') {
        return error(422, 'INVALID_ODDS_FORMAT', 'Invalid oddsFormat parameter');
      }
      const dateFormat = query.dateFormat ?? 'iso';
      if (dateFormat !== 'iso' && dateFormat !== 'unix') {
        return error(422, 'INVALID_DATE_FORMAT', 'Invalid dateFormat parameter');
      }
      body = listed(odds.get(sport)).map((event) => ({
        ...event,
        commence_time: formatDate(event.commence_time, dateFormat),
        bookmakers: event.bookmakers
          .filter((book) => !bookmakers?.length || bookmakers.includes(book.key))
          .map((book) => ({
            ...book,
            markets: book.markets
              .filter((market) => markets.includes(market.key))
              .map((market) => ({
                ...market,
                outcomes: market.outcomes.map((o) => ({
                  ...o,
                  price: oddsFormat === 'american' ? american(o.price) : o.price,
                })),
              })),
          })),
      }));
      const regionCount = bookmakers?.length ? Math.ceil(bookmakers.length / 10) : regions!.length;
      // "If no events are returned, the request will not count against the usage quota."
      cost = body.length === 0 ? 0 : markets.length * regionCount;
    } else {
      const daysFrom = query.daysFrom;
      if (daysFrom !== undefined && !/^[1-3]$/.test(daysFrom)) {
        return error(422, 'INVALID_SCORES_DAYS_FROM', 'Invalid daysFrom parameter');
      }
      const dateFormat = query.dateFormat ?? 'iso';
      if (dateFormat !== 'iso' && dateFormat !== 'unix') {
        return error(422, 'INVALID_DATE_FORMAT', 'Invalid dateFormat parameter');
      }
      const since = daysFrom === undefined ? null : now() - Number(daysFrom) * DAY;
      body = listed(scores.get(sport))
        .filter(
          (game) => !game.completed || (since !== null && Date.parse(game.commence_time) >= since),
        )
        .map((game) => ({ ...game, commence_time: formatDate(game.commence_time, dateFormat) }));
      cost = daysFrom === undefined ? 1 : 2;
    }

    if (usage.remaining < cost) {
      return error(
        exhaustedStatus,
        'OUT_OF_USAGE_CREDITS',
        'Usage quota has been reached. See usage plans at https://the-odds-api.com',
      );
    }
    usage.used += cost;
    usage.remaining -= cost;
    log.cost = cost;

    let text = JSON.stringify(body);
    const fault = broken;
    broken = null;
    if (fault === 'not-json') text = '<html><body><h1>502 Bad Gateway</h1></body></html>';
    if (fault === 'truncated') text = text.slice(0, Math.floor(text.length / 2));
    if (fault === 'wrong-shape') text = JSON.stringify({ data: body });
    return send(200, text, quotaHeaders(cost));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    /** Every request received, in order. */
    requests,
    /** Credits as the server counts them. */
    usage,
    /** The sport's events from now on: a list, or a function asked at each request. */
    setEvents(sport: string, events: OddsApiEventJson[] | (() => OddsApiEventJson[])) {
      known.add(sport);
      odds.set(sport, events);
    },
    setScores(sport: string, games: OddsApiScoreJson[] | (() => OddsApiScoreJson[])) {
      known.add(sport);
      scores.set(sport, games);
    },
    /** Credits left from now on, as a top-up (or another user of the key) changes them. */
    setRemaining(remaining: number) {
      usage.remaining = remaining;
    },
    /** The next call is refused with 429 EXCEEDED_FREQ_LIMIT (and Retry-After when given). */
    throttleNext(retryAfterSeconds?: number) {
      throttle = { retryAfterSeconds };
    },
    /** The next successful call is charged but its body is broken this way. */
    breakNext(kind: BrokenAnswer) {
      broken = kind;
    },
    /** The next call fails with this status (a 5xx, say) and a plain-text body. */
    failNext(status: number) {
      failure = status;
    },
    /** Every answer waits this long first (0 to stop), for timeout tests. */
    delayAnswers(ms: number) {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type OddsApiServer = Awaited<ReturnType<typeof startOddsApiServer>>;

function formatDate(iso: string, format: 'iso' | 'unix'): string | number {
  return format === 'unix' ? Math.floor(Date.parse(iso) / 1000) : iso;
}

/** Decimal odds as American odds, as the API converts them for oddsFormat=american. */
function american(decimal: number): number {
  return decimal >= 2 ? Math.round((decimal - 1) * 100) : Math.round(-100 / (decimal - 1));
}
