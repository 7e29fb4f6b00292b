import { z } from 'zod';
import { LeagueOutlookSchema, OUTLOOK_CHANCES } from './outlooks.ts';
import {
  ChargeFields,
  FixtureCardSchema,
  InterpretationSchema,
  OddsRowSchema,
  PlayedMatchSchema,
  PredictionSchema,
  PricedAlternativeSchema,
  ScreenerRowSchema,
  SearchResponseSchema,
  ValueBetSchema,
} from './search.ts';
import { AdvancedLockSchema } from './usage.ts';

/**
 * The answer to a season question ('Who will win the Premier League?'): the league's outlook at
 * the clock, what to highlight in it, and the answer in one sentence.
 */
export const OutlookSearchResponseSchema = z.object({
  kind: z.literal('outlook'),
  interpretation: InterpretationSchema,
  outlook: LeagueOutlookSchema,
  highlight: z.object({
    /** The team asked about; null for a league-wide question. */
    teamId: z.number().int().nullable(),
    /** The chance column asked about; null for a final place or the table as a whole. */
    column: z.enum(OUTLOOK_CHANCES).nullable(),
    /** A final place asked about ('2nd seed'): its chance is read from `projection.positions`. */
    position: z.number().int().nullable(),
    /** The conference or NFL division the question named ('AFC West'). */
    group: z.string().nullable(),
  }),
  /** 'Liverpool win the Premier League in 78% of 10,000 simulations.' */
  answer: z.string(),
  search: z.object({ id: z.string(), query: z.string() }),
  /** How this search was paid for, as for a match answer. */
  spentFrom: z.enum(['subscription', 'allowance', 'credit']),
  ...ChargeFields,
});
export type OutlookSearchResponse = z.infer<typeof OutlookSearchResponseSchema>;

/** What `POST /api/search` answers: a match answer or a season outlook, told apart by `kind`. */
export const SearchAnswerSchema = z.discriminatedUnion('kind', [
  SearchResponseSchema,
  OutlookSearchResponseSchema,
]);
export type SearchAnswer = z.infer<typeof SearchAnswerSchema>;

/** A field a kind of answer never has. */
const absent = z.never().optional();
const none = <T extends z.ZodType>(item: T) => z.array(item).length(0);

/**
 * What each kind of match answer always holds, where SearchResponseSchema lets an answer leave a
 * field out. The web tells a one-match answer by its empty `matches` and a slate by its
 * `screener` (web/src/lib/screener.ts), so a slate sent without its screener would be shown as one
 * match: an answer is held to its kind's schema in tests and, outside production, before it is
 * sent (server/plugins/answer-contracts.ts).
 */
const MATCH_ANSWER_KINDS = {
  /** One fixture, or a what-if between two teams (match, team, value and odds questions). */
  match: SearchResponseSchema.extend({
    pricedAlternative: PricedAlternativeSchema.nullable(),
    matches: none(FixtureCardSchema),
    screener: absent,
    played: absent,
  }),
  /** Many fixtures (a league, a day, value bets anywhere): the screener, the headline first. */
  slate: SearchResponseSchema.extend({
    pricedAlternative: z.null(),
    matches: z.array(FixtureCardSchema).min(1),
    screener: z.array(ScreenerRowSchema),
    played: absent,
  }),
  /** A meeting that has kicked off: where it stands, the closing line, no value bets. */
  played: SearchResponseSchema.extend({
    pricedAlternative: z.null(),
    matches: none(FixtureCardSchema),
    screener: absent,
    played: PlayedMatchSchema,
    valueBets: none(ValueBetSchema),
  }),
};

export type SearchAnswerKind = keyof typeof MATCH_ANSWER_KINDS | 'outlook';

/**
 * The same answer for a person on a break from betting (docs/product.md "Keeping betting in
 * check"): every price, value bet and screener row is left out, never just hidden by the page, and
 * `locked` says why and until when.
 */
const BREAK_FIELDS = {
  prediction: PredictionSchema.extend({ market: z.null() }),
  odds: none(OddsRowSchema),
  pricesPending: z.null(),
  pricedAlternative: z.null(),
  valueBets: none(ValueBetSchema),
  valueBetsNote: z.null(),
  locked: AdvancedLockSchema.unwrap(),
};

function kindSchema(kind: SearchAnswerKind, onBreak: boolean): z.ZodType {
  if (kind === 'outlook') return OutlookSearchResponseSchema;
  const schema = MATCH_ANSWER_KINDS[kind];
  if (!onBreak) return schema.extend({ locked: absent });
  if (kind !== 'slate') return schema.extend(BREAK_FIELDS);
  return schema.extend({
    ...BREAK_FIELDS,
    // The cards stay, counting no value bets.
    matches: z.array(FixtureCardSchema.extend({ valueBets: z.literal(0) })).min(1),
    screener: none(ScreenerRowSchema),
  });
}

/** Built once: zod compiles a schema on its first parse, which a schema per answer would repeat. */
const KIND_SCHEMAS = new Map(
  (['match', 'slate', 'played', 'outlook'] as const).flatMap((kind) =>
    [false, true].map((onBreak) => [`${kind}:${onBreak}`, kindSchema(kind, onBreak)] as const),
  ),
);

/**
 * The schema a search answer of this kind is held to: for someone on a break (`onBreak`) without
 * any of the market, otherwise without `locked`. A season outlook quotes no prices, so a break
 * leaves it as it is.
 */
export const searchAnswerSchema = (kind: SearchAnswerKind, onBreak = false): z.ZodType =>
  KIND_SCHEMAS.get(`${kind}:${onBreak}`)!;
