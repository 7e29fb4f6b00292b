/**
 * The breaks a person can take and their periods (contract/safer-gambling.ts says what each
 * means). Its own module without zod, so the web app's /responsible-gambling lists them without
 * the contract's schemas (docs/performance.md, "Lighthouse").
 */
export const BREAK_KINDS = ['cool-off', 'self-exclusion'] as const;
export type BreakKind = (typeof BREAK_KINDS)[number];

export const BREAK_PERIODS = {
  'cool-off': ['24h', '7d', '30d'],
  'self-exclusion': ['6m', '1y', '5y'],
} as const satisfies Record<BreakKind, readonly string[]>;
export type BreakPeriod = (typeof BREAK_PERIODS)[BreakKind][number];

export const BREAK_PERIOD_LABELS: Record<BreakPeriod, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '6m': '6 months',
  '1y': '1 year',
  '5y': '5 years',
};
