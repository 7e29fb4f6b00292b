import type { OddsRow } from '@contract';
import { fairMoneylineFromHandicap, SPREAD_SIGMA } from '../../../engine/market/index.ts';
import { NBA_LINE_SOURCE } from '../../data/reference/bookmakers.ts';
import { MONEYLINE_LEAGUE_IDS } from '../../data/reference/leagues.ts';

/**
 * The NBA file's moneylines stop on 16 Jan 2023; from the next day it holds only each game's
 * closing consensus spread and total (see the data's PROVENANCE.md, NBA 2008–2025 file).
 */
const NBA_MONEYLINES_END = Date.parse('2023-01-17T00:00:00Z');

const round = (value: number) => Math.round(value * 1e4) / 1e4;

/** Why a lines-only row has no prices, and what the fair prices beside them are. */
function linesOnlyNote(leagueId: string, source: string, capturedAt: Date): string {
  const fair =
    'The moneylines shown are the fair odds that spread implies, with no bookmaker margin; no book offers them, so none is highlighted as a best price.';
  if (
    leagueId === 'NBA' &&
    source === NBA_LINE_SOURCE &&
    capturedAt.getTime() >= NBA_MONEYLINES_END
  ) {
    return `Our NBA data since January 2023 holds only each game's closing consensus spread and total, with no bookmaker prices. ${fair}`;
  }
  return `This line comes with a spread and total but no moneyline prices in our data. ${fair}`;
}

/**
 * A US row with a spread but no moneyline: the fair moneyline its spread implies, and a note
 * saying what the data holds. Rows with a moneyline, or no spread, are left as they are.
 */
export function addFairFromSpread(
  row: OddsRow,
  leagueId: string,
  source: string,
  capturedAt: Date,
): void {
  if (row.spreadHome === null || row.decimal.home !== null || row.decimal.away !== null) return;
  // A run or puck line is ±1.5 for every game: no margin to read a fair moneyline from.
  if (MONEYLINE_LEAGUE_IDS.has(leagueId)) return;
  const sigma = leagueId === 'NBA' ? SPREAD_SIGMA.nba : SPREAD_SIGMA.nfl;
  const fair = fairMoneylineFromHandicap(row.spreadHome, sigma);
  if (!fair) return;
  row.fairFromSpread = {
    home: round(fair.home),
    away: round(fair.away),
    homeProbability: round(fair.homeProbability),
    awayProbability: round(fair.awayProbability),
  };
  row.note = linesOnlyNote(leagueId, source, capturedAt);
}
