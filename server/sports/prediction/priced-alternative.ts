import type { Intent, PricedAlternative } from '@contract';
import { oddsRows } from '../odds/odds-table.ts';
import type { Fixture } from '../questions/interpret.ts';
import type { Catalogue } from '../state/catalogue.ts';
import type { SportsState } from '../state/sports-state.ts';
import { kickoffDayOf } from '../time/time-zones.ts';

/** What the alternative's question asks, in the words of the question it stands in for. */
const ASKED: Partial<Record<Intent, string>> = { value: 'value bets', odds: 'odds' };

/**
 * For a match with no prices at the clock (docs/product.md "Questions and predictions"): the
 * soonest other match of either team that has prices, else the soonest of the league, so an
 * answer that cannot show a price points at one that can. Priced means what the odds table
 * would show: prices captured by the clock and not stale. Null when nothing is priced (UEFA
 * matches and, in replay, NBA and NFL games, whose only lines are dated at kick-off).
 */
export async function pricedAlternative(input: {
  state: SportsState;
  catalogue: Catalogue;
  asOf: Date;
  /** The unpriced match asked about. */
  fixture: Fixture;
  intent: Intent;
  exchangeCommission: number;
}): Promise<PricedAlternative | null> {
  const { catalogue, fixture } = input;
  const sides = [fixture.homeTeamId, fixture.awayTeamId];
  const others = catalogue.fixtures.filter(
    (f) => f.matchId !== fixture.matchId && f.kickoff.getTime() > input.asOf.getTime(),
  );
  const ofTeams = others.filter(
    (f) => sides.includes(f.homeTeamId) || sides.includes(f.awayTeamId),
  );
  const ofLeague = others.filter((f) => f.leagueId === fixture.leagueId);
  const name = (id: number) => catalogue.directory.team(id)?.name ?? '';
  const leagueName = (id: string) => catalogue.leagues.get(id)?.name ?? id;
  const alternative = (f: Fixture, reason: string): PricedAlternative => ({
    matchId: f.matchId,
    homeTeam: name(f.homeTeamId),
    awayTeam: name(f.awayTeamId),
    league: leagueName(f.leagueId),
    kickoff: f.kickoff.toISOString(),
    kickoffDay: kickoffDayOf(f),
    reason,
    question: `${name(f.homeTeamId)} vs ${name(f.awayTeamId)} ${ASKED[input.intent] ?? 'prediction'}`,
  });
  const ofTeam = await firstPriced(input, ofTeams);
  if (ofTeam) {
    const team = sides.find((id) => id === ofTeam.homeTeamId || id === ofTeam.awayTeamId)!;
    return alternative(ofTeam, `${name(team)}'s soonest match with prices`);
  }
  const ofLeagueFound = await firstPriced(input, ofLeague);
  return ofLeagueFound
    ? alternative(ofLeagueFound, `The soonest ${leagueName(fixture.leagueId)} match with prices`)
    : null;
}

async function firstPriced(
  input: { state: SportsState; asOf: Date; exchangeCommission: number },
  candidates: readonly Fixture[],
): Promise<Fixture | undefined> {
  for (const candidate of candidates) if (await priced(input, candidate)) return candidate;
  return undefined;
}

async function priced(
  input: { state: SportsState; asOf: Date; exchangeCommission: number },
  fixture: Fixture,
): Promise<boolean> {
  const league = await input.state.getLeague(fixture.leagueId, input.asOf);
  const docs = league.odds.get(fixture.matchId);
  if (!docs?.length) return false;
  const clock = { asOf: input.asOf, staleAfterMs: league.prices.staleAfterMs };
  return (
    oddsRows(fixture.matchId, fixture.leagueId, docs, clock, input.exchangeCommission).length > 0
  );
}
