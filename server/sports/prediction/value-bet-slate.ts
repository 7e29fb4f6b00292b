import type { ValueBet } from '@contract';
import { SLATE_DAYS } from '../questions/league-slate.ts';
import type { SportsState } from '../state/sports-state.ts';
import { slateBuilds } from './slate-builds.ts';

const DAY = 86_400_000;

export { SLATE_DAYS };

export interface SlateBet {
  leagueId: string;
  bet: ValueBet;
}

/**
 * Every value bet on the fixtures known at the clock that kick off in the next week: the same
 * bets the web's answers, match pages and slate show, from the same predictions (slate-builds.ts).
 * Built once per clock position, however many keys ask, since nothing in it changes until the
 * clock moves.
 */
export function valueBetSlate(
  sports: SportsState,
  asOf: Date,
  exchangeCommission: number,
): Promise<SlateBet[]> {
  return sports.memo(asOf, 'v1:value-bets', async () => {
    const end = asOf.getTime() + SLATE_DAYS * DAY;
    return (await slateBuilds(sports, asOf, exchangeCommission))
      .filter(({ fixture }) => fixture.kickoff.getTime() <= end)
      .flatMap(({ league, built }) => built.valueBets.map((bet) => ({ leagueId: league.id, bet })));
  });
}
