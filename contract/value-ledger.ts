import { z } from 'zod';

/**
 * The value-bet ledger (docs/models.md "Value bets"): how the bets Strix lists did, walk-forward
 * on history and live. Fractions: roi 0.031 = +3.1% per unit staked.
 */
export const LedgerFigureSchema = z.object({
  n: z.number().int(),
  /** Mean profit per unit staked with its 95% interval; null with no bet. */
  roi: z.number().nullable(),
  roiLow: z.number().nullable(),
  roiHigh: z.number().nullable(),
  /** Mean expected value Strix claimed for these bets when it listed them. */
  claimedEv: z.number().nullable(),
  /** Closing-line value against Pinnacle's no-vig close ± its standard error. */
  clvN: z.number().int(),
  clv: z.number().nullable(),
  clvSe: z.number().nullable(),
  /** The first season in the sample ('2016/17'); null with no bet. */
  since: z.string().nullable(),
});
export type LedgerFigure = z.infer<typeof LedgerFigureSchema>;

export { LEDGER_TOO_FEW } from './value-ledger-threshold.ts';

/** "Bets like this (EV 5–10%, odds 2–4): +3.1% ± 2.4% over 1,240 since 2016". */
export const BetsLikeThisSchema = LedgerFigureSchema.extend({
  evBand: z.string(),
  oddsBand: z.string(),
  /** The sentence the card shows, the same on every screen and in the API. */
  text: z.string(),
  /** False when bets like this lost money on history (the interval's top below 0). */
  earned: z.boolean(),
});
export type BetsLikeThis = z.infer<typeof BetsLikeThisSchema>;

export const LedgerRowSchema = z.object({ key: z.string(), figure: LedgerFigureSchema });
export type LedgerRow = z.infer<typeof LedgerRowSchema>;

export const ValueRuleSchema = z.object({
  thresholdPct: z.number(),
  probabilityMarginPoints: z.number(),
  maxPrice: z.number().nullable(),
  exchanges: z.boolean(),
  devig: z.enum(['multiplicative', 'power', 'shin']),
});

export const LedgerTablesSchema = z.object({
  pooled: LedgerFigureSchema,
  byEvBand: z.array(LedgerRowSchema),
  byOddsBand: z.array(LedgerRowSchema),
  byLeague: z.array(LedgerRowSchema),
  bySeason: z.array(LedgerRowSchema),
  byBook: z.array(LedgerRowSchema),
  /** By EV band and odds band together, keyed '5–10%|2–4': what "Bets like this" reads. */
  byCell: z.array(LedgerRowSchema),
});
export type LedgerTables = z.infer<typeof LedgerTablesSchema>;

/** GET /api/record/value-bets: the ledger as of the clock's day. */
export const ValueLedgerResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('computing'), asOf: z.string() }),
  z.object({
    status: z.literal('ready'),
    /** Only bets whose match finished before this instant (the start of the clock's day). */
    asOf: z.string(),
    computedAt: z.string(),
    rule: ValueRuleSchema,
    /** Every bet the rule would have listed at the pre-match capture, since 2016/17. */
    walkForward: LedgerTablesSchema,
    /** The value bets Strix's answers listed (first answer per match), as settled. */
    live: LedgerTablesSchema,
  }),
]);
export type ValueLedgerResponse = z.infer<typeof ValueLedgerResponseSchema>;
