import { z } from 'zod';

/** One live data source's health, as the status line and operators read it. */
export const ProviderStatusSchema = z.object({
  /** 'The Odds API', 'football-data.co.uk', 'nflverse'. */
  name: z.string(),
  /**
   * ok; failing (see problem); paused: polling is held back on purpose, its data going stale
   * (The Odds API's credits within the reserve); waiting: not polled yet.
   */
  state: z.enum(['ok', 'failing', 'paused', 'waiting']),
  lastSuccessAt: z.string().nullable(),
  /**
   * A sentence saying what went wrong last, or why polling is paused ('paused: credits below
   * reserve (400 left, resets 1 Dec)'); null while it works.
   */
  problem: z.string().nullable(),
  /** The Odds API's metered credits, from its last answer. */
  quota: z.object({ remaining: z.number().nullable(), used: z.number().nullable() }).nullable(),
});
export type ProviderStatus = z.infer<typeof ProviderStatusSchema>;

/** Which clock the app runs on: the replay of the offline mirror, or live providers. */
export const StatusResponseSchema = z.object({
  mode: z.enum(['replay', 'live']),
  /** "Now" for predictions: matches after it are upcoming and their results are hidden. */
  asOf: z.string(),
  /** When the newest price known at the clock was captured (ISO), or null with none. */
  pricesUpdatedAt: z.string().nullable(),
  /**
   * Whether answers carry news: the server reads sports news feeds (in live mode by default, or
   * NEWS_FEEDS). False offline: the web then promises news only with live data.
   */
  newsFeeds: z.boolean(),
  /**
   * Whether this server offers Google sign-in (GOOGLE_CLIENT_ID and its secret set): the sign-in
   * and sign-up forms show their Google buttons only then. Here because every page reads the
   * status at entry, so the forms know without a request of their own. The server always sends
   * it; the web reads anything but true as no.
   */
  googleSignIn: z.boolean().optional(),
  /** Live providers (empty in replay). */
  providers: z.array(ProviderStatusSchema),
  /** Provider team names that match no team, so their games are not shown; for operators. */
  unmatchedTeams: z.array(
    z.object({ provider: z.string(), league: z.string(), name: z.string(), seenAt: z.string() }),
  ),
  /**
   * Present only when live runs on an accelerated clock (development and tests, never in
   * production): `asOf` is then not the real time. The clock reads
   * startedAt + (real time since realStartedAt) × speed: statusClockMs (clock-reading.ts).
   */
  acceleratedClock: z
    .object({
      /** Clock seconds per real second. */
      speed: z.number(),
      /** The instant the clock started from (LIVE_CLOCK_START). */
      startedAt: z.string(),
      /** The real instant it started at. */
      realStartedAt: z.string(),
      /** 'not real time: the clock started at … and runs 600× real time (since …).' */
      note: z.string(),
    })
    .optional(),
});
export type StatusResponse = z.infer<typeof StatusResponseSchema>;
