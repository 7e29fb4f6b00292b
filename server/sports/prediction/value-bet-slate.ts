import type { ValueBet } from '@contract';
import { SLATE_DAYS } from '../questions/league-slate.ts';
import type { SportsState } from '../state/sports-state.ts';
import { buildPrediction } from './prediction-builder.ts';

const DAY = 86_400_000;

export { SLATE_DAYS };

export interface SlateBet {
  leagueId: string;
  bet: ValueBet;
}

/**
 * Every value bet on the fixtures known at the clock that kick off in the next week: the same
 * bets the web's answers and match pages show, from the same fitted league states. Built once
 * per clock position, however many keys ask, since nothing in it changes until the clock moves.
 */
export function valueBetSlate(
  sports: SportsState,
  asOf: Date,
  exchangeCommission: number,
): Promise<SlateBet[]> {
  return sports.memo(asOf, 'v1:value-bets', () => buildSlate(sports, asOf, exchangeCommission));
}

async function buildSlate(
  sports: SportsState,
  asOf: Date,
  exchangeCommission: number,
): Promise<SlateBet[]> {
  const catalogue = await sports.getCatalogue(asOf);
  const end = asOf.getTime() + SLATE_DAYS * DAY;
  const slate: SlateBet[] = [];
  for (const fixture of catalogue.fixtures) {
    if (fixture.kickoff.getTime() > end) continue;
    const league = catalogue.leagues.get(fixture.leagueId);
    if (!league) continue;
    const state = await sports.getLeague(fixture.leagueId, asOf);
    const built = buildPrediction({
      league,
      state,
      directory: catalogue.directory,
      homeId: fixture.homeTeamId,
      awayId: fixture.awayTeamId,
      fixture: {
        matchId: fixture.matchId,
        kickoff: fixture.kickoff,
        kickoffTimeKnown: fixture.kickoffTimeKnown ?? true,
      },
      query: '',
      exchangeCommission,
      valueHistory: await sports.valueHistory(),
    });
    // No forecast (too little data on a side): no probability, so no value to claim.
    if (!built) continue;
    for (const bet of built.valueBets) slate.push({ leagueId: league.id, bet });
  }
  return slate;
}
