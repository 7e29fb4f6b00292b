import { z } from 'zod';

/**
 * The Odds API v4 as it is sent (https://the-odds-api.com/liveapi/guides/v4/). Each level is
 * its own schema so the client can drop one bad event, bookmaker or market and keep the rest:
 * an answer costs credits, and one odd record should not waste the other forty.
 */

const instant = z
  .string()
  .refine((text) => !Number.isNaN(Date.parse(text)), 'not a date')
  .transform((text) => new Date(text));

export const WireOutcome = z.object({
  name: z.string().min(1),
  price: z.number().finite(),
  point: z.number().finite().nullish(),
});

export const WireMarket = z.object({
  key: z.string().min(1),
  last_update: instant.nullish(),
  outcomes: z.array(WireOutcome),
});

/** Markets stay unparsed here so one broken market does not cost the bookmaker's others. */
export const WireBookmaker = z.object({
  key: z.string().min(1),
  title: z.string().min(1),
  last_update: instant.nullish(),
  markets: z.array(z.unknown()),
});

/** Bookmakers stay unparsed here for the same reason. */
export const WireOddsEvent = z.object({
  id: z.string().min(1),
  sport_key: z.string().min(1),
  commence_time: instant,
  home_team: z.string().min(1),
  away_team: z.string().min(1),
  bookmakers: z.array(z.unknown()),
});

export const WireScoreEvent = z.object({
  id: z.string().min(1),
  sport_key: z.string().min(1),
  commence_time: instant,
  completed: z.boolean(),
  home_team: z.string().min(1),
  away_team: z.string().min(1),
  // Scores are strings on the wire ("3"); null before the game starts.
  scores: z.array(z.object({ name: z.string(), score: z.string() })).nullish(),
  last_update: instant.nullish(),
});

/** The error body: `{ message, error_code, details_url }`. */
export const WireError = z.object({
  message: z.string().optional(),
  error_code: z.string().optional(),
});

/** Wire shapes with dates as strings, for code that writes them (the test server). */
export interface OddsApiOutcomeJson {
  name: string;
  price: number;
  point?: number;
}
export interface OddsApiMarketJson {
  key: string;
  last_update?: string;
  outcomes: OddsApiOutcomeJson[];
}
export interface OddsApiBookmakerJson {
  key: string;
  title: string;
  last_update: string;
  markets: OddsApiMarketJson[];
}
export interface OddsApiEventJson {
  id: string;
  sport_key: string;
  sport_title: string;
  commence_time: string;
  home_team: string;
  away_team: string;
  bookmakers: OddsApiBookmakerJson[];
}
export interface OddsApiScoreJson {
  id: string;
  sport_key: string;
  sport_title: string;
  commence_time: string;
  completed: boolean;
  home_team: string;
  away_team: string;
  scores: { name: string; score: string }[] | null;
  last_update: string | null;
}
