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
