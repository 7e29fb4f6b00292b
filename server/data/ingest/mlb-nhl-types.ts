import type { Quote } from './types.ts';

/*
 * What each MLB and NHL file of the mirror says about a game, before the sources are merged
 * into one match per game (mlb-merge.ts, nhl-merge.ts). Team fields are the franchise codes of
 * mlb-teams.ts / nhl-teams.ts; dates are local calendar dates (yyyy-mm-dd).
 */

export interface Pitcher {
  /** Retrosheet's player id, where the source has one. */
  id?: string;
  name: string;
  /** Throwing hand, where sportsbookreview gives it. */
  hand?: 'L' | 'R';
}

export interface Goalie {
  /** NHL player id (Kaggle). */
  id: string;
  name: string;
  timeOnIceSeconds: number;
  /** W or L; null for a goalie without the decision. */
  decision: 'W' | 'L' | null;
  shots: number;
  saves: number;
  /** The rule's pick of the goalie who started: see kaggle-nhl.ts. */
  inferredStarter: boolean;
}

/** How an NHL game was settled, as far as the source can tell. */
export type SettledIn = 'regulation' | 'overtime' | 'shootout' | 'overtime-or-shootout';

export interface SourceRef {
  file: string;
  line: number;
}

/** One sportsbookreview workbook game (MLB or NHL): the visitor row and the home row. */
export interface SbrGame extends SourceRef {
  season: string;
  localDate: string;
  home: string;
  away: string;
  /** Both rows marked N: a neutral site, home = the second row as listed. */
  neutral: boolean;
  homeScore: number | null;
  awayScore: number | null;
  /** Runs per inning (MLB) or goals per period (NHL), [home, away]. */
  homeLine: (number | null)[];
  awayLine: (number | null)[];
  /** The listed starting pitchers (MLB), [home, away]. */
  listed?: [Pitcher | null, Pitcher | null];
  opening: Quote[];
  closing: Quote[];
}

export interface RetrosheetGame extends SourceRef {
  season: string;
  localDate: string;
  /** 0 single game, 1 / 2 first / second game of a double-header. */
  gameNumber: 0 | 1 | 2;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  outs: number | null;
  dayNight: 'D' | 'N' | null;
  parkId: string;
  /** The pitchers who actually started, [home, away]. */
  starters: [Pitcher | null, Pitcher | null];
}

export interface NhlResultGame extends SourceRef {
  season: string;
  /** The exact UTC start. */
  start: Date;
  home: string;
  away: string;
  homeScore: number | null;
  awayScore: number | null;
  playoff: boolean;
  settledIn?: SettledIn;
  /** Kaggle: the goalies who played, [home, away]. */
  goalies?: [Goalie[], Goalie[]];
  /** Source game id (NHL id). */
  gameId: string;
}

export interface OddsPortalGame extends SourceRef {
  season: string;
  /** OddsPortal's date ('dd Mon yyyy'); which zone it is in is not said, so matched ±1 day. */
  date: string;
  home: string;
  away: string;
  homeScore: number | null;
  awayScore: number | null;
  playoff: boolean;
  neutral: boolean;
  quotes: Quote[];
}

export interface OddsApiSnapshot extends SourceRef {
  capturedAt: Date;
  commence: Date;
  home: string;
  away: string;
  quotes: Quote[];
}

/** Who started (or was listed to start) for one side, and when that was known. */
export interface StarterRecord {
  side: 'home' | 'away';
  /** listed: the pitcher the line was priced on (known with the opening line); actual: who started (known at the start). */
  kind: 'listed' | 'actual';
  knownAt: Date;
  source: string;
  /** MLB: one pitcher. NHL: every goalie who played, the inferred starter marked. */
  players: (Pitcher | Goalie)[];
}

/** One game after the sources are merged: what ingest stores as one match. */
export interface MergedGame {
  leagueId: 'MLB' | 'NHL';
  season: string;
  localDate: string;
  /** 1 / 2: a double-header's game, part of the natural key. */
  doubleHeader?: 1 | 2;
  kickoff: Date;
  kickoffTimeKnown: boolean;
  home: string;
  away: string;
  homeScore: number | null;
  awayScore: number | null;
  playoff: boolean;
  neutral: boolean;
  details: Record<string, unknown>;
  odds: {
    kind: 'opening' | 'closing' | 'snapshot';
    capturedAt: Date;
    source: string;
    quotes: Quote[];
  }[];
  starters: StarterRecord[];
  /** The file that made the game (its official result where there is one). */
  source: string;
}
