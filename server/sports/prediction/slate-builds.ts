import type { Fixture, LeagueInfo } from '../questions/interpret.ts';
import type { SportsState } from '../state/sports-state.ts';
import { type BuiltPrediction, buildPrediction } from './prediction-builder.ts';

const DAY = 86_400_000;

/**
 * How far past the clock the week's predictions reach: the clock's day and the seven after it in
 * any viewer's zone end within nine days of the clock.
 */
export const SLATE_HORIZON_DAYS = 9;

export interface SlateBuild {
  fixture: Fixture;
  league: LeagueInfo;
  built: BuiltPrediction;
}

/**
 * The prediction of every fixture known at the clock that kicks off within the horizon, from the
 * same fitted league states and builder as the answers and match pages (no second path). Built
 * once per clock position, in kick-off order, however many pages and keys read it.
 */
export function slateBuilds(
  sports: SportsState,
  asOf: Date,
  exchangeCommission: number,
): Promise<SlateBuild[]> {
  return sports.memo(asOf, 'slate:builds', () => build(sports, asOf, exchangeCommission));
}

async function build(
  sports: SportsState,
  asOf: Date,
  exchangeCommission: number,
): Promise<SlateBuild[]> {
  const catalogue = await sports.getCatalogue(asOf);
  const end = asOf.getTime() + SLATE_HORIZON_DAYS * DAY;
  const valueHistory = await sports.valueHistory();
  const builds: SlateBuild[] = [];
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
      valueHistory,
    });
    // No forecast (too little data on a side): no probability to publish or to claim value from.
    if (built) builds.push({ fixture, league, built });
  }
  return builds;
}
