/**
 * Fewer bets than this and a figure's interval is too wide to lean on: the card and the record
 * say "too few to say" instead of the figure (server/sports/backtest/value-ledger.ts). Its own
 * module without zod, so the web app's /record reads it without the contract's schemas
 * (docs/performance.md, "Lighthouse").
 */
export const LEDGER_TOO_FEW = 20;
