import type { LeagueId } from '../reference/leagues.ts';

export type Market = '1x2' | 'ou' | 'ah' | 'moneyline' | 'spread' | 'total';
export type OddsKind = 'opening' | 'closing' | 'snapshot';

/**
 * One bookmaker's prices on one market. Prices are decimal odds in the market's selection order:
 * 1x2 [home, draw, away]; ou and total [over, under]; ah, moneyline and spread [home, away].
 * `line` is the handicap for the home side (ah, spread: negative = home gives points) or the
 * total (ou, total); null for 1x2 and moneyline.
 */
export interface Quote {
  bookmaker: string;
  market: Market;
  line: number | null;
  prices: number[];
}

export interface ParsedMatch {
  leagueId: LeagueId;
  /** '2024/25' style for soccer and NBA; '2024' for NFL. */
  season: string;
  kickoff: Date;
  /** The calendar date the source gives (local to the league), yyyy-mm-dd. */
  localDate: string;
  /** False when the source gives only a date (a conventional local time was assumed). */
  kickoffTimeKnown: boolean;
  /** Team names or codes as the source writes them. */
  home: string;
  away: string;
  homeScore: number | null;
  awayScore: number | null;
  stats?: Record<string, number>;
  odds: { kind: OddsKind; quotes: Quote[] }[];
  /** Where it came from, for reports: file path relative to the data folder, and line. */
  file: string;
  line: number;
}

export interface ParseProblem {
  file: string;
  line: number;
  reason: string;
}

export interface ParseResult<T> {
  items: T[];
  problems: ParseProblem[];
}
