import type { PricesPending } from '@contract';
import { mirrorCapturedAt } from '../../data/reference/capture-times.ts';
import {
  CUP_LEAGUE_IDS,
  isUsLeague,
  LEAGUES,
  type LeagueId,
} from '../../data/reference/leagues.ts';

const UNTIL = 'Until then this is the model alone, and no value bets are listed.';

/**
 * Why a fixture has no prices at the clock, and when they usually appear. In replay the answer
 * is the mirror's own schedule (the moment ingest stamps its prices with); live, bookmakers
 * price most games about a week ahead, so no single moment can be promised.
 */
export function pricesPending(
  leagueId: string,
  kickoff: Date,
  live: boolean,
  /** False for a day-only fixture: its stored time is a placeholder, not a time to promise. */
  kickoffTimeKnown = true,
): PricesPending {
  if (live) {
    return {
      note: `No bookmaker has priced this match yet; most price a game about a week before it starts. ${UNTIL}`,
      expectedAt: null,
    };
  }
  if (CUP_LEAGUE_IDS.has(leagueId)) {
    // The mirror holds no prices for UEFA matches at all: waiting would not bring any.
    const name = LEAGUES.find((l) => l.id === leagueId)?.name ?? 'these';
    return {
      note: `No bookmaker prices for ${name} matches in the stored data; live mode reads them from The Odds API. This is the model alone, and no value bets are listed.`,
      expectedAt: null,
    };
  }
  if (leagueId === 'MLB' || leagueId === 'NHL') return moneylinePending(leagueId, kickoff);
  if (isUsLeague(leagueId)) {
    return {
      note: `The line on file for this game is its closing line, known at kick-off. ${UNTIL}`,
      expectedAt: kickoffTimeKnown ? kickoff.toISOString() : null,
    };
  }
  const expected = mirrorCapturedAt('opening', leagueId as LeagueId, kickoff);
  const midweek = expected.getTime() < kickoff.getTime() && expected.getUTCDay() === 2;
  return {
    note: `Prices for ${midweek ? 'midweek' : 'weekend'} matches are collected on the ${midweek ? 'Tuesday' : 'Friday'} afternoon before them. ${UNTIL}`,
    expectedAt: expected.toISOString(),
  };
}

/** The first NHL season of the saved Odds API snapshots (2023/24). */
const SNAPSHOTS_FROM = Date.parse('2023-07-01T00:00:00Z');
/** The last MLB and NHL starts the sportsbookreview workbooks price (docs/data.md "MLB and NHL"). */
const WORKBOOK_PRICES_END = {
  MLB: Date.parse('2023-01-01T00:00:00Z'),
  NHL: Date.parse('2022-07-01T00:00:00Z'),
};

/**
 * MLB and NHL in replay: the workbooks' opening line is on file from 22:00 Eastern the evening
 * before (capture-times.ts); after them MLB has no prices at all, and the NHL has OddsPortal's
 * average closing line, known at puck drop (regular season only).
 */
function moneylinePending(leagueId: 'MLB' | 'NHL', kickoff: Date): PricesPending {
  if (kickoff.getTime() < WORKBOOK_PRICES_END[leagueId]) {
    const expected = mirrorCapturedAt('opening', leagueId, kickoff);
    return {
      note: `The opening line for this game is on file from 22:00 US Eastern the evening before. ${UNTIL}`,
      expectedAt: expected.toISOString(),
    };
  }
  if (leagueId === 'MLB') {
    return {
      note: 'No bookmaker prices for MLB games after 2022 in the stored data; live mode reads them from The Odds API. This is the model alone, and no value bets are listed.',
      expectedAt: null,
    };
  }
  if (kickoff.getTime() < SNAPSHOTS_FROM) {
    return {
      note: `The line on file for this game, where there is one, is the average closing moneyline, known at puck drop (regular season only). ${UNTIL}`,
      expectedAt: kickoff.toISOString(),
    };
  }
  // The saved Odds API snapshots are dated 17:00 UTC of their file's day, and not every day has one.
  const snapshot = Date.UTC(
    kickoff.getUTCFullYear(),
    kickoff.getUTCMonth(),
    kickoff.getUTCDate(),
    17,
  );
  const localDay = snapshot < kickoff.getTime() ? snapshot : snapshot - 86_400_000;
  return {
    note: `Prices for this season are snapshots saved at 17:00 UTC on some game days, and the average closing moneyline at puck drop (regular season only). ${UNTIL}`,
    expectedAt: new Date(localDay).toISOString(),
  };
}
