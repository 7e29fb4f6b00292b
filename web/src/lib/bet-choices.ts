// Type-only imports: this module ships with the home route, and '@contract' at runtime would
// bring every zod schema with it.
import type { OddsRow, ScreenerRow, ValueBet } from '@contract';
import { formatLine } from './odds-format.ts';

export type BetMarket = '1x2' | 'moneyline' | 'spread' | 'total';
export type BetSelection = 'home' | 'draw' | 'away' | 'over' | 'under';
export type BetSource = 'value-bet' | 'odds' | 'match';

/** One bet a person could record from what is on screen: an outcome at a book's price. */
export interface BetChoice {
  market: BetMarket;
  selection: BetSelection;
  /**
   * The total's line ('over 2.5'), or a spread's: the backed side's own handicap ('Boston Red
   * Sox +1.5' is away, 1.5; contract/bets.ts BET_MARKETS); null for a match result.
   */
  line: number | null;
  /** 'Arsenal to win', 'Draw', 'Over 2.5', 'Boston Red Sox +1.5'. */
  label: string;
  /** Decimal price as paid out: at an exchange, net of its commission (what the table shows). */
  price: number;
  bookmaker: string;
}

/** What the one-click dialog is opened with: the match and the bets on offer, first preselected. */
export interface BetDraft {
  matchId: number;
  /** 'Arsenal vs Chelsea', for the dialog's title. */
  event: string;
  source: BetSource;
  choices: BetChoice[];
}

export interface MatchSides {
  homeTeam: string;
  awayTeam: string;
  /** Soccer prices a draw (a three-way market); NBA and NFL are two-way moneylines. */
  hasDraw: boolean;
}

const resultMarket = (hasDraw: boolean): BetMarket => (hasDraw ? '1x2' : 'moneyline');

export function outcomeLabel(selection: BetSelection, sides: MatchSides, line: number | null) {
  if (selection === 'home') return `${sides.homeTeam} to win`;
  if (selection === 'away') return `${sides.awayTeam} to win`;
  if (selection === 'draw') return 'Draw';
  const word = selection === 'over' ? 'Over' : 'Under';
  return line === null ? word : `${word} ${formatLine(line, false)}`;
}

/** A spread bet as its slip reads: the side and its own line, 'Boston Red Sox +1.5'. */
export function spreadLabel(selection: 'home' | 'away', sides: MatchSides, line: number) {
  return `${selection === 'home' ? sides.homeTeam : sides.awayTeam} ${formatLine(line)}`;
}

/** A value bet as a recordable bet: its outcome at its book's quoted price. */
export function choiceFromValueBet(bet: ValueBet, hasDraw: boolean): BetChoice {
  const sides = { homeTeam: bet.homeTeam, awayTeam: bet.awayTeam, hasDraw };
  return {
    market: resultMarket(hasDraw || bet.outcome === 'draw'),
    selection: bet.outcome,
    line: null,
    label: outcomeLabel(bet.outcome, sides, null),
    price: bet.netDecimalOdds,
    bookmaker: bet.sportsbook,
  };
}

/** A screener row's pick at its best fresh price, as a bet; null while the pick has no price. */
export function draftFromScreenerRow(row: ScreenerRow, hasDraw: boolean): BetDraft | null {
  if (!row.price || row.price.netDecimalOdds <= 1.01) return null;
  const sides = { homeTeam: row.homeTeam, awayTeam: row.awayTeam, hasDraw };
  return {
    matchId: row.matchId,
    event: `${row.homeTeam} vs ${row.awayTeam}`,
    source: row.valueBet ? 'value-bet' : 'odds',
    choices: [
      {
        market: resultMarket(hasDraw || row.outcome === 'draw'),
        selection: row.outcome,
        line: null,
        label: outcomeLabel(row.outcome, sides, null),
        price: row.price.netDecimalOdds,
        bookmaker: row.price.sportsbook,
      },
    ],
  };
}

/**
 * The row's spread as a bet, in a two-way (US) market only: soccer's Asian handicap is not a
 * market Strix grades. The row prices only the home side (`spreadHome` at its price), so only
 * that side is offered; the line is the home side's own, as the table shows it.
 */
function spreadChoice(row: OddsRow, sides: MatchSides): BetChoice | null {
  const price = row.netDecimal.spreadHome;
  if (sides.hasDraw || row.spreadHome === null || price === null || price <= 1.01) return null;
  return {
    market: 'spread',
    selection: 'home',
    line: row.spreadHome,
    label: spreadLabel('home', sides, row.spreadHome),
    price,
    bookmaker: row.sportsbook,
  };
}

/**
 * Every price a sportsbook row quotes, as bets: the match result's outcomes, the home side's
 * spread (run line, puck line) in the US leagues, then over/under on its total. Fair prices
 * implied by a spread are not offered by any book, so they are left out.
 */
export function choicesFromOddsRow(row: OddsRow, sides: MatchSides): BetChoice[] {
  const choices: BetChoice[] = [];
  const outcomes = sides.hasDraw
    ? (['home', 'draw', 'away'] as const)
    : (['home', 'away'] as const);
  for (const selection of outcomes) {
    const price = row.netDecimal[selection];
    if (price !== null && price > 1.01) {
      choices.push({
        market: resultMarket(sides.hasDraw),
        selection,
        line: null,
        label: outcomeLabel(selection, sides, null),
        price,
        bookmaker: row.sportsbook,
      });
    }
  }
  const spread = spreadChoice(row, sides);
  if (spread) choices.push(spread);
  if (row.totalPoints !== null) {
    for (const selection of ['over', 'under'] as const) {
      // Already net of an exchange's commission, like `netDecimal`.
      const price = row.totalPrices[selection];
      if (price !== null && price > 1.01) {
        choices.push({
          market: 'total',
          selection,
          line: row.totalPoints,
          label: outcomeLabel(selection, sides, row.totalPoints),
          price,
          bookmaker: row.sportsbook,
        });
      }
    }
  }
  return choices;
}

/**
 * The match page's "Track bet": each outcome at its best fresh price (the row the table marks
 * best), so one click records the price a person would most likely take.
 */
export function bestPriceChoices(rows: readonly OddsRow[], sides: MatchSides): BetChoice[] {
  const outcomes = sides.hasDraw
    ? (['home', 'draw', 'away'] as const)
    : (['home', 'away'] as const);
  const choices: BetChoice[] = [];
  for (const selection of outcomes) {
    const row = rows.find((r) => r.best[selection] && !r.stale && r.netDecimal[selection] !== null);
    const price = row?.netDecimal[selection];
    if (row && price && price > 1.01) {
      choices.push({
        market: resultMarket(sides.hasDraw),
        selection,
        line: null,
        label: outcomeLabel(selection, sides, null),
        price,
        bookmaker: row.sportsbook,
      });
    }
  }
  return choices;
}

/** Bets are recorded before kick-off: closing lines (the match has started) offer none. */
export const canTrackRows = (rows: readonly OddsRow[]) =>
  rows.some((row) => row.kind === 'pre-match');
