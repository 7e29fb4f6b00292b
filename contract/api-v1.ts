import { z } from 'zod';
import {
  CalibrationBinSchema,
  RecordLeagueSchema,
  RecordPickSchema,
  RecordResponseSchema,
} from './community.ts';
import { ProbabilitySourceSchema } from './probability-source.ts';
import {
  CompetitionStageSchema,
  FormEntrySchema,
  LineHistorySchema,
  OddsRowSchema,
  PricesPendingSchema,
  SPORT_IDS,
  StatsResponseSchema,
  TeamStatSchema,
  ValueBetSchema,
} from './search.ts';

/**
 * The public, read-only API under /api/v1 (Premium "API access": docs/api.md#api-access). Every
 * answer is `{ asOf, data }` (lists add `nextCursor`), where `asOf` is the data clock the answer
 * was read at: nothing after it (a result, a price, a fixture published later) is ever in it. Field
 * names are stable within v1. The OpenAPI document at /api/v1/openapi.json is generated from these
 * schemas (the `.meta` ids become its components), so what is documented is what is validated.
 *
 * Units: probabilities in `probabilities` blocks are 0–1; the shared odds, value-bet, team and
 * record objects keep the units the web app uses (their descriptions say which).
 */

export const V1_PAGE_DEFAULT = 50;
export const V1_PAGE_MAX = 100;

const instant = (what: string) => z.string().describe(`${what} (ISO 8601, UTC).`);

const AsOf = instant(
  'The data clock this answer was read at: results, prices and fixtures known after it are left out',
);

/** `{ asOf, data }` around one resource. */
export const itemOf = <T extends z.ZodType>(data: T) => z.object({ asOf: AsOf, data });

/** A page of a list; pass `nextCursor` back as `cursor` for the next page (null: the last). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    asOf: AsOf,
    data: z.array(item),
    nextCursor: z
      .string()
      .nullable()
      .describe('Opaque; send it as `cursor` to get the next page. Null on the last page.'),
  });

// ---------------------------------------------------------------------------------------------
// Query strings. Numbers arrive as text and are coerced; every message names its parameter.

const limit = z.coerce
  .number({ error: 'limit must be a whole number from 1 to 100.' })
  .int('limit must be a whole number from 1 to 100.')
  .min(1, 'limit must be a whole number from 1 to 100.')
  .max(V1_PAGE_MAX, 'limit must be a whole number from 1 to 100.')
  .default(V1_PAGE_DEFAULT)
  .describe(`Items per page, 1–${V1_PAGE_MAX} (default ${V1_PAGE_DEFAULT}).`);

const cursor = z
  .string()
  .max(500, 'cursor is not one this API gave out.')
  .optional()
  .describe('`nextCursor` from the previous page.');

const leagueParam = z
  .string()
  .trim()
  .min(1, 'league must be a league id, such as E0 or NBA (see /api/v1/leagues).')
  .max(20, 'league must be a league id, such as E0 or NBA (see /api/v1/leagues).')
  .optional()
  .describe('A league id from /api/v1/leagues, e.g. `E0` (Premier League), `NBA`, `UCL`.');

const day = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date written YYYY-MM-DD.`)
    .optional();

export const PageQuerySchema = z.object({ limit, cursor });

export const FixturesQuerySchema = z.object({
  league: leagueParam,
  from: day('from').describe('First UTC day, YYYY-MM-DD (default: the day of `asOf`).'),
  to: day('to').describe('Last UTC day, inclusive, YYYY-MM-DD (default: 7 days after `from`).'),
  limit,
  cursor,
});
export type FixturesQuery = z.output<typeof FixturesQuerySchema>;

export const ValueBetsQuerySchema = z.object({
  league: leagueParam,
  minEv: z.coerce
    .number({ error: 'minEv must be a number (percent).' })
    .min(-100, 'minEv must be a number (percent).')
    .max(1000, 'minEv must be a number (percent).')
    .optional()
    .describe('Smallest expected value, percent (5 means +5%).'),
  minOdds: z.coerce
    .number({ error: 'minOdds must be decimal odds above 1.' })
    .gt(1, 'minOdds must be decimal odds above 1.')
    .max(1000, 'minOdds must be decimal odds above 1.')
    .optional()
    .describe('Lowest decimal price, as quoted (e.g. 1.5).'),
  maxOdds: z.coerce
    .number({ error: 'maxOdds must be decimal odds above 1.' })
    .gt(1, 'maxOdds must be decimal odds above 1.')
    .max(1000, 'maxOdds must be decimal odds above 1.')
    .optional()
    .describe('Highest decimal price, as quoted (e.g. 4).'),
  limit,
  cursor,
});
export type ValueBetsQuery = z.output<typeof ValueBetsQuerySchema>;

export const TeamsQuerySchema = z.object({ league: leagueParam, limit, cursor });
export type TeamsQuery = z.output<typeof TeamsQuerySchema>;

export const PicksQuerySchema = z.object({ league: leagueParam, limit, cursor });
export type PicksQuery = z.output<typeof PicksQuerySchema>;

export const MatchParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'The match id must be a whole number.' })
    .int('The match id must be a whole number.')
    .positive('The match id must be a whole number.')
    .max(999_999_999, 'The match id must be a whole number.')
    .describe('A match id from /api/v1/fixtures.'),
});
export const TeamParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'The team id must be a whole number.' })
    .int('The team id must be a whole number.')
    .positive('The team id must be a whole number.')
    .max(999_999_999, 'The team id must be a whole number.')
    .describe('A team id from /api/v1/teams.'),
});

// ---------------------------------------------------------------------------------------------
// Resources.

export const V1LeagueRefSchema = z
  .object({
    id: z.string().describe("Strix's league id: 'E0' Premier League, 'NBA', 'NFL', 'UCL'…"),
    name: z.string(),
    sport: z.enum(SPORT_IDS),
  })
  .meta({ id: 'LeagueRef' });

export const V1TeamRefSchema = z
  .object({ id: z.number().int(), name: z.string() })
  .meta({ id: 'TeamRef' });

export const V1LeagueSchema = V1LeagueRefSchema.extend({
  season: z.string().nullable().describe("The current season's label, e.g. '2024/25'."),
}).meta({ id: 'League' });
export type V1League = z.infer<typeof V1LeagueSchema>;

export const V1FixtureSchema = z
  .object({
    id: z.number().int(),
    league: V1LeagueRefSchema,
    homeTeam: V1TeamRefSchema,
    awayTeam: V1TeamRefSchema,
    kickoff: instant('Kick-off'),
    kickoffTimeKnown: z
      .boolean()
      .describe('False when the source gives only the date (then see `kickoffDay`).'),
    kickoffDay: z
      .string()
      .nullable()
      .describe("With an unknown time: the day as the league dates it, 'YYYY-MM-DD'."),
    round: z.string().nullable().describe("Cup matches: 'League phase · Matchday 7', 'Final'."),
  })
  .meta({ id: 'Fixture' });
export type V1Fixture = z.infer<typeof V1FixtureSchema>;

export const V1MatchSchema = V1FixtureSchema.extend({
  status: z
    .enum(['upcoming', 'in-play', 'finished'])
    .describe("'in-play': kicked off, result not known at `asOf`."),
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
}).meta({ id: 'Match' });
export type V1Match = z.infer<typeof V1MatchSchema>;

export const V1ProbabilitiesSchema = z
  .object({
    home: z.number(),
    draw: z.number().nullable().describe('Null in sports without draws (NBA, NFL).'),
    away: z.number(),
  })
  .describe('Probabilities, 0–1.')
  .meta({ id: 'Probabilities' });

export const V1PredictionSchema = z
  .object({
    match: V1MatchSchema,
    probabilities: z.object({
      published: V1ProbabilitiesSchema.describe(
        "What Strix publishes (`probabilitySource` says which): the market's fair price, the model pooled with it, or the model alone. A finished match's is the one published before kick-off.",
      ),
      model: V1ProbabilitiesSchema.describe('The statistical model alone.'),
      market: V1ProbabilitiesSchema.nullable().describe(
        'The de-vigged consensus of fresh bookmaker prices; null without prices.',
      ),
    }),
    marketPricesAt: z
      .string()
      .nullable()
      .describe('When the newest price behind `market` was captured (ISO 8601); null without.'),
    probabilitySource: ProbabilitySourceSchema.describe(
      "What `probabilities.published` is: `basis` 'market' (the de-vigged price alone; the model has no weight), 'pooled' (model and market, the model weighted `modelWeight`) or 'model' (no fresh price, or not pooled), with the label the app prints.",
    ).meta({ id: 'ProbabilitySource' }),
    confidence: z.object({
      score: z.number().describe('Data confidence, 0–100.'),
      level: z.enum(['high', 'medium', 'low']).describe('80+ high, 60–79 medium, below 60 low.'),
      factors: z.array(z.string()).describe('Why the confidence is what it is.'),
    }),
    summary: z.string(),
    insights: z.array(z.string()),
    trends: z.array(z.string()),
    risks: z.array(z.string()),
    expectedGoals: z
      .object({ home: z.number(), away: z.number() })
      .nullable()
      .describe('Soccer only.'),
    fairSpread: z
      .number()
      .nullable()
      .describe("NBA/NFL: the model's fair spread for the home side (negative: home favoured)."),
    stage: CompetitionStageSchema.nullable().describe('Cup matches only.'),
  })
  .meta({ id: 'Prediction' });
export type V1Prediction = z.infer<typeof V1PredictionSchema>;

export const V1MatchOddsSchema = z
  .object({
    matchId: z.number().int(),
    books: z
      .array(OddsRowSchema)
      .describe(
        "Each book's latest prices known at `asOf`, with `capturedAt` and `stale`. A started match shows its closing line.",
      ),
    pricesPending: PricesPendingSchema,
    lineHistory: LineHistorySchema,
  })
  .meta({ id: 'MatchOdds' });
export type V1MatchOdds = z.infer<typeof V1MatchOddsSchema>;

export const V1MatchStatsSchema = StatsResponseSchema.meta({ id: 'MatchStats' });

export const V1ValueBetSchema = ValueBetSchema.meta({ id: 'ValueBet' });

export const V1TeamSchema = V1TeamRefSchema.extend({
  league: V1LeagueRefSchema,
  country: z.string().nullable().describe('Clubs from outside the six leagues: association code.'),
}).meta({ id: 'Team' });
export type V1Team = z.infer<typeof V1TeamSchema>;

export const V1TeamDetailSchema = z
  .object({
    team: V1TeamSchema,
    stats: TeamStatSchema,
    form: z.array(FormEntrySchema).describe('The last five results before `asOf`, newest first.'),
    nextFixture: V1FixtureSchema.nullable(),
  })
  .meta({ id: 'TeamDetail' });
export type V1TeamDetail = z.infer<typeof V1TeamDetailSchema>;

export const V1RecordSchema = RecordResponseSchema.omit({ picks: true })
  .extend({
    calibration: z.array(CalibrationBinSchema),
    byLeague: z.array(RecordLeagueSchema),
  })
  .meta({ id: 'Record' });
export type V1Record = z.infer<typeof V1RecordSchema>;

export const V1PickSchema = RecordPickSchema.meta({ id: 'GradedPick' });

// Response envelopes, one per route.
export const V1LeaguesResponseSchema = pageOf(V1LeagueSchema);
export const V1FixturesResponseSchema = pageOf(V1FixtureSchema);
export const V1PredictionResponseSchema = itemOf(V1PredictionSchema);
export const V1MatchOddsResponseSchema = itemOf(V1MatchOddsSchema);
export const V1MatchStatsResponseSchema = itemOf(V1MatchStatsSchema);
export const V1ValueBetsResponseSchema = pageOf(V1ValueBetSchema);
export const V1TeamsResponseSchema = pageOf(V1TeamSchema);
export const V1TeamResponseSchema = itemOf(V1TeamDetailSchema);
export const V1RecordResponseSchema = itemOf(V1RecordSchema);
export const V1PicksResponseSchema = pageOf(V1PickSchema);
