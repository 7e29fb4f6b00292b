import { ODDS_API } from '../reference/provider-names.ts';
import { type Fetch, readBodyLimited, retryAfterMs, transportError } from './http.ts';
import {
  type Dropped,
  type LiveOddsEvent,
  type LiveScore,
  normalizeOddsEvents,
  normalizeScores,
} from './odds-api-normalize.ts';
import { WireError } from './odds-api-wire.ts';
import { ProviderError, type RequestQuota } from './provider-error.ts';

export type { Dropped, LiveBook, LiveOddsEvent, LiveScore } from './odds-api-normalize.ts';

export interface OddsApiOptions {
  /** https://api.the-odds-api.com, or a test server. */
  baseUrl: string;
  apiKey: string;
  /** Bookmaker regions (uk, eu, us, us2, au...), used when no bookmakers are named. */
  regions: readonly string[];
  /**
   * Named bookmakers instead of whole regions. The API then ignores `regions` and charges one
   * region per ten bookmakers, so a hand-picked list is often cheaper than a region.
   */
  bookmakers?: readonly string[];
  fetch?: Fetch;
  /** Longest one call may take, body included (default 10 s). */
  timeoutMs?: number;
  /** Largest answer read (default 8 MB; a busy league with every bookmaker is under 1 MB). */
  maxBytes?: number;
  /** The real clock, for reading a Retry-After date (tests move it). */
  now?: () => number;
  /**
   * The app's clock, which dates each answer (`fetchedAt`): on an accelerated clock that is not
   * the real time. The real clock by default.
   */
  clock?: () => Date;
  /**
   * Clock milliseconds per real millisecond (an accelerated clock's speed, lib/clock.ts
   * `clockSpeed`; 1 by default): how a real wait the provider asks for is read on the clock.
   */
  clockSpeed?: number;
}

/** The featured markets Strix reads: match result, handicap, total. */
export const ODDS_API_MARKETS = ['h2h', 'spreads', 'totals'] as const;

/** Most days The Odds API's scores endpoint looks back. */
export const MAX_SCORES_DAYS_FROM = 3;

export interface OddsAnswer {
  events: LiveOddsEvent[];
  quota: RequestQuota;
  dropped: Dropped;
  fetchedAt: Date;
}

export interface ScoresAnswer {
  scores: LiveScore[];
  quota: RequestQuota;
  dropped: Dropped;
  fetchedAt: Date;
}

/**
 * Credits one odds call costs, as The Odds API charges it: markets × regions, where a list of
 * bookmakers counts one region per ten names. (An answer with no events costs nothing, so this
 * is the most a call can cost.)
 */
export function oddsCallCost(
  options: Pick<OddsApiOptions, 'regions' | 'bookmakers'>,
  markets: number = ODDS_API_MARKETS.length,
): number {
  const regions =
    options.bookmakers && options.bookmakers.length > 0
      ? Math.ceil(options.bookmakers.length / 10)
      : options.regions.length;
  return markets * regions;
}

/** Credits one scores call costs: 2 when it looks back (daysFrom), else 1. */
export const scoresCallCost = (daysFrom: number | undefined) => (daysFrom === undefined ? 1 : 2);

/** A client for The Odds API v4's odds and scores endpoints, and its free list of sports. */
export function createOddsApiClient(options: OddsApiOptions) {
  const {
    apiKey,
    regions,
    bookmakers,
    fetch: fetchImpl = fetch,
    timeoutMs = 10_000,
    maxBytes = 8 * 1024 * 1024,
    now = Date.now,
    clock = () => new Date(),
    clockSpeed = 1,
  } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  if (!URL.canParse(baseUrl)) throw new Error(`The Odds API base URL "${baseUrl}" is not a URL.`);
  if (!apiKey) throw new Error('The Odds API client needs an API key.');
  if (regions.length === 0 && !bookmakers?.length) {
    throw new Error('The Odds API client needs at least one region or bookmaker.');
  }

  /** The key must never reach a log line, even when the provider echoes it back. */
  const redact = (text: string) => text.split(apiKey).join('[api key]');
  /**
   * A failure as a ProviderError whose cause cannot carry the key: some fetch errors quote the
   * URL they were given, and the URL holds the key as a query parameter.
   */
  const transportFailure = (error: unknown, extra: { status?: number; quota?: RequestQuota }) => {
    const failure = transportError(error, ODDS_API, timeoutMs);
    const chain = [error, error instanceof Error ? error.cause : undefined]
      .map((e) => (e instanceof Error ? e.message : String(e)))
      .join(' ');
    const cause = chain.includes(apiKey) ? new Error(redact(chain)) : error;
    return new ProviderError(failure.kind, failure.message, { ...extra, cause });
  };

  async function get(path: string, params: [string, string][], what: string) {
    const pairs: [string, string][] = [['apiKey', apiKey], ...params];
    const query = pairs
      // Commas stay literal, as in the API's own examples (markets=h2h,spreads,totals).
      .map(([name, value]) => `${name}=${encodeURIComponent(value).replace(/%2C/gi, ',')}`)
      .join('&');
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}?${query}`, {
        signal,
        headers: { accept: 'application/json' },
      });
    } catch (error) {
      throw transportFailure(error, {});
    }
    const quota = quotaOf(response.headers);
    let text: string;
    try {
      text = new TextDecoder().decode(await readBodyLimited(response, maxBytes, ODDS_API));
    } catch (error) {
      throw transportFailure(error, { status: response.status, quota });
    }
    if (!response.ok) throw errorFor(response, text, quota, what);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw new ProviderError(
        'malformed',
        `${ODDS_API} answered ${what} with something that is not JSON${text.trim() === '' ? ' (an empty body)' : ''}.`,
        { status: response.status, quota, cause: error },
      );
    }
    if (!Array.isArray(body)) {
      throw new ProviderError(
        'malformed',
        `${ODDS_API} answered ${what} with JSON that is not a list.`,
        { status: response.status, quota },
      );
    }
    return { items: body as unknown[], quota };
  }

  function errorFor(response: Response, text: string, quota: RequestQuota, what: string) {
    const { status } = response;
    let wire: { message?: string; error_code?: string } = {};
    try {
      const parsed = WireError.safeParse(JSON.parse(text));
      if (parsed.success) wire = parsed.data;
    } catch {}
    const code = wire.error_code;
    const said = wire.message ? ` It said: "${redact(wire.message.trim())}".` : '';
    const details = { status, quota, ...(code ? { code } : {}) };

    const quotaWords = /quota|credit/i.test(wire.message ?? '');
    if (
      code === 'OUT_OF_USAGE_CREDITS' ||
      ((status === 401 || status === 429) && !code && quotaWords)
    ) {
      const used = quota.used !== null ? ` (${quota.used} credits used)` : '';
      return new ProviderError(
        'quota-exhausted',
        `${ODDS_API}'s usage credits for this period are used up${used}; calls will fail until the quota resets or the plan is upgraded.`,
        details,
      );
    }
    if (status === 401 || status === 403) {
      return new ProviderError(
        'unauthorized',
        `${ODDS_API} did not accept the API key${code ? ` (${code})` : ''}; check the configured key.${said}`,
        details,
      );
    }
    if (status === 429) {
      const wait = retryAfterMs(response.headers.get('retry-after'), now());
      return new ProviderError(
        'rate-limited',
        `${ODDS_API} says our requests are too frequent${code ? ` (${code})` : ''}; ${
          wait === undefined ? 'wait a few seconds' : `wait ${Math.ceil(wait / 1000)} s`
        } before the next call.`,
        { ...details, ...(wait === undefined ? {} : { retryAfterMs: wait }) },
      );
    }
    if (status >= 500) {
      return new ProviderError(
        'server',
        `${ODDS_API} failed with HTTP ${status} while answering ${what}; try again later.`,
        details,
      );
    }
    // 400/422 for bad parameters, 404 for an unknown sport (UNKNOWN_SPORT).
    return new ProviderError(
      'bad-request',
      `${ODDS_API} refused the request for ${what} with HTTP ${status}${code ? ` (${code})` : ''}.${said}`,
      details,
    );
  }

  function checkSportKey(sportKey: string) {
    // Keys are lower-case words and underscores; anything else would reshape the URL path.
    if (!/^[a-z0-9_]+$/.test(sportKey)) {
      throw new ProviderError('bad-request', `"${sportKey}" is not a sport key of ${ODDS_API}.`);
    }
  }

  const selection: [string, string] =
    bookmakers && bookmakers.length > 0
      ? ['bookmakers', bookmakers.join(',')]
      : ['regions', regions.join(',')];

  return {
    /** Clock milliseconds per real millisecond: a real wait times this is the wait by the clock. */
    clockSpeed,

    /** Credits one odds call costs with this configuration. */
    oddsCallCost: oddsCallCost({ regions, bookmakers }),

    /** Upcoming and in-play events of a sport with every bookmaker's featured markets. */
    async odds(sportKey: string): Promise<OddsAnswer> {
      checkSportKey(sportKey);
      const what = `odds for ${sportKey}`;
      const { items, quota } = await get(
        `/v4/sports/${sportKey}/odds`,
        [
          selection,
          ['markets', ODDS_API_MARKETS.join(',')],
          ['oddsFormat', 'decimal'],
          ['dateFormat', 'iso'],
        ],
        what,
      );
      const fetchedAt = clock();
      const { events, dropped } = normalizeOddsEvents(items, fetchedAt);
      return { events, quota, dropped, fetchedAt };
    },

    /**
     * The credits as they stand, from GET /v4/sports (the list of sports), which costs no
     * credits and carries the x-requests-* headers as every answer does
     * (https://the-odds-api.com/liveapi/guides/v4/#get-sports): how polling paused below the
     * reserve notices new credits without spending any.
     */
    async quota(): Promise<{ quota: RequestQuota; fetchedAt: Date }> {
      const { quota } = await get('/v4/sports', [], 'the list of sports');
      return { quota, fetchedAt: clock() };
    },

    /** Scores of a sport's live and upcoming events and of those finished in the last days. */
    async scores(sportKey: string, daysFrom = MAX_SCORES_DAYS_FROM): Promise<ScoresAnswer> {
      checkSportKey(sportKey);
      if (!Number.isInteger(daysFrom) || daysFrom < 1 || daysFrom > MAX_SCORES_DAYS_FROM) {
        throw new ProviderError(
          'bad-request',
          `${ODDS_API} looks back 1 to ${MAX_SCORES_DAYS_FROM} days for scores, not ${daysFrom}.`,
        );
      }
      const { items, quota } = await get(
        `/v4/sports/${sportKey}/scores`,
        [
          ['daysFrom', String(daysFrom)],
          ['dateFormat', 'iso'],
        ],
        `scores for ${sportKey}`,
      );
      const { scores, dropped } = normalizeScores(items);
      return { scores, quota, dropped, fetchedAt: clock() };
    },
  };
}

export type OddsApiClient = ReturnType<typeof createOddsApiClient>;

/** The x-requests-* headers every answer carries, errors included. */
export function quotaOf(headers: Headers): RequestQuota {
  const read = (name: string) => {
    const text = headers.get(name);
    if (text === null || text.trim() === '') return null;
    const value = Number(text);
    return Number.isFinite(value) ? value : null;
  };
  return {
    remaining: read('x-requests-remaining'),
    used: read('x-requests-used'),
    last: read('x-requests-last'),
  };
}
