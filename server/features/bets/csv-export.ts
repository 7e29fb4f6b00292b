import { BET_CSV_HEADER, type Bet } from '@contract';

/**
 * A cell a spreadsheet would run as a formula (=, +, −, @, tab, CR first) gets a leading
 * apostrophe in text columns; import takes it off again, so the round trip is exact.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const guardFormula = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
export const unguardFormula = (text: string) =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;

/** RFC 4180: quoted when it holds a comma, a quote or a line break; quotes doubled. */
function cell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const text = (value: string | null) => (value === null ? '' : guardFormula(value));
const number = (value: number | null) => (value === null ? '' : String(value));
const money = (value: number | null) => (value === null ? '' : value.toFixed(2));

/** One row per bet in BET_CSV_HEADER's order; `event` is "Home v Away" for a Strix match. */
export function betsCsv(bets: readonly Bet[]): string {
  const lines = [BET_CSV_HEADER.join(',')];
  for (const bet of bets) {
    const row: Record<(typeof BET_CSV_HEADER)[number], string> = {
      taken_at: bet.takenAt,
      event: text(bet.event),
      league: bet.leagueId ?? '',
      market: bet.market,
      selection: bet.selection,
      line: number(bet.line),
      price: number(bet.price),
      stake: money(bet.stake),
      bookmaker: text(bet.bookmaker),
      status: bet.status,
      profit: money(bet.profit),
      closing_prob: number(bet.closingProb),
      clv: number(bet.clv),
      note: text(bet.note),
    };
    lines.push(BET_CSV_HEADER.map((name) => cell(row[name])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
