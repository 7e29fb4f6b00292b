import { z } from 'zod';
import { ProbabilitySourceSchema } from './probability-source.ts';
import { ScreenerRowSchema, SPORT_IDS } from './search.ts';
import { SLATE_MARKETS, SLATE_MAX_BOOKS, SLATE_SORTS, SLATE_WINDOWS } from './slate-options.ts';
import { AdvancedLockSchema } from './usage.ts';

/**
 * The slate (`GET /api/slate`, the page /today): every covered league's fixtures from the clock's
 * day through the next seven, with their published probabilities, data confidence, the best
 * price per outcome and the value bets the value rule marks. The query is the page's URL query,
 * so a shared view reads the same.
 */

export * from './slate-options.ts';

const number = (name: string, what: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be ${what}.` })
    .min(min, `${name} must be ${what}.`)
    .max(max, `${name} must be ${what}.`)
    .optional();

const oneOf = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: `${name} must be one of ${values.join(', ')}.` }).optional();

export const SlateQuerySchema = z
  .object({
    window: oneOf('window', SLATE_WINDOWS),
    sport: oneOf('sport', SPORT_IDS),
    league: z
      .string()
      .regex(/^[A-Za-z0-9]{1,12}$/, 'league must be a league id such as E0 or NBA.')
      .transform((id) => id.toUpperCase())
      .optional(),
    market: oneOf('market', SLATE_MARKETS),
    /** "My books": comma-separated bookmaker names; best prices and value bets from these only. */
    books: z
      .string()
      .max(1000, 'books must be a comma-separated list of bookmaker names.')
      .transform((list) =>
        list
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      )
      .refine((names) => names.length <= SLATE_MAX_BOOKS, {
        message: `books may name at most ${SLATE_MAX_BOOKS} bookmakers.`,
      })
      .optional(),
    minEv: number('minEv', 'a number of percent between -100 and 1000', -100, 1000),
    minOdds: number('minOdds', 'decimal odds between 1.01 and 1000', 1.01, 1000),
    maxOdds: number('maxOdds', 'decimal odds between 1.01 and 1000', 1.01, 1000),
    sort: oneOf('sort', SLATE_SORTS),
    page: z.coerce
      .number({ error: 'page must be a whole number from 1.' })
      .int('page must be a whole number from 1.')
      .min(1, 'page must be a whole number from 1.')
      .max(1000, 'page must be a whole number from 1.')
      .optional(),
  })
  .refine((q) => q.minOdds === undefined || q.maxOdds === undefined || q.minOdds <= q.maxOdds, {
    message: 'minOdds must not be above maxOdds.',
  });
export type SlateQuery = z.output<typeof SlateQuerySchema>;

/** The best fresh price on offer for one outcome, with the book and when it was captured. */
export const SlatePriceSchema = z.object({
  sportsbook: z.string(),
  /** American and decimal odds as quoted (an exchange's before its commission). */
  odds: z.number(),
  decimalOdds: z.number(),
  exchange: z.boolean(),
  /** ISO: the row says how old the price is. */
  capturedAt: z.string(),
});
export type SlatePrice = z.infer<typeof SlatePriceSchema>;

/** An outcome the value rule marks at one of the (chosen) books. */
export const SlateValueSchema = z.object({
  outcome: z.enum(['home', 'draw', 'away']),
  sportsbook: z.string(),
  decimalOdds: z.number(),
  /** Percent, one decimal. */
  expectedValue: z.number(),
});
export type SlateValue = z.infer<typeof SlateValueSchema>;

export const SlateFixtureSchema = z.object({
  matchId: z.number().int(),
  leagueId: z.string(),
  league: z.string(),
  sport: z.enum(SPORT_IDS),
  homeTeam: z.string(),
  awayTeam: z.string(),
  /** ISO instant; with only a day known, a placeholder and `kickoffDay` set. */
  kickoff: z.string(),
  kickoffDay: z.string().nullable(),
  /** The day the slate groups the fixture under, 'yyyy-mm-dd' in the viewer's zone. */
  day: z.string(),
  /** Published probabilities, percent with one decimal (draw null without draws). */
  probabilities: z.object({ home: z.number(), draw: z.number().nullable(), away: z.number() }),
  /** What the published figure is (market, model or both), labelled as the answer labels it. */
  probabilitySource: ProbabilitySourceSchema.pick({ basis: true, label: true }),
  /** Data confidence, percent. */
  confidence: z.number(),
  /** Markets priced at the clock. */
  markets: z.array(z.enum(SLATE_MARKETS)),
  /** Best fresh price per outcome; all null when locked or unpriced. */
  prices: z.object({
    home: SlatePriceSchema.nullable(),
    draw: SlatePriceSchema.nullable(),
    away: SlatePriceSchema.nullable(),
  }),
  /** Without prices: why, and when they usually appear. */
  pricesNote: z.string().nullable(),
  /** Value bets, strongest first; empty when locked. */
  value: z.array(SlateValueSchema),
});
export type SlateFixture = z.infer<typeof SlateFixtureSchema>;

export const SlateLeagueSchema = z.object({
  id: z.string(),
  name: z.string(),
  sport: z.enum(SPORT_IDS),
});
export type SlateLeague = z.infer<typeof SlateLeagueSchema>;

export const SlateResponseSchema = z.object({
  /** The clock the slate is read at (ISO). */
  asOf: z.string(),
  /** The days covered, 'yyyy-mm-dd' in `timeZone`, both inclusive. */
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  /** Fixtures of this page, grouped in order: day, then league, then `sort`. */
  fixtures: z.array(SlateFixtureSchema),
  /** Fixtures matching the filters across every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  /** What the filters can choose from: every covered league, every book priced this week. */
  leagues: z.array(SlateLeagueSchema),
  books: z.array(z.string()),
  /** Prices and value bets withheld for this viewer (signed out, out of predictions, a break). */
  locked: AdvancedLockSchema,
  /** Price filters (market, books, minEv, odds) not applied because prices are locked. */
  priceFiltersIgnored: z.boolean(),
});
export type SlateResponse = z.infer<typeof SlateResponseSchema>;

/** The value bets of the week, for /screener: the screener's rows, strongest first. */
export const SlateValueBetsResponseSchema = z.object({
  asOf: z.string(),
  rows: z.array(ScreenerRowSchema),
  locked: AdvancedLockSchema,
});
export type SlateValueBetsResponse = z.infer<typeof SlateValueBetsResponseSchema>;

/** The covered leagues (`GET /api/leagues`), for /leagues. */
export const LeaguesResponseSchema = z.object({
  asOf: z.string(),
  leagues: z.array(
    SlateLeagueSchema.extend({
      /** The season at the clock ('2024/25'); null when none is on file. */
      season: z.string().nullable(),
      /** Fixtures from the clock through the slate's week. */
      upcoming: z.number().int(),
    }),
  ),
});
export type LeaguesResponse = z.infer<typeof LeaguesResponseSchema>;
