import type {
  FixtureCard,
  Interpretation,
  PricedAlternative,
  ScreenerRow,
  ValueBet,
} from '@contract';
import { unprocessable } from '../../lib/http-error.ts';
import { MARGIN_POINTS, VALUE_THRESHOLD_PCT } from '../../sports/odds/odds-table.ts';
import { screenerRows } from '../../sports/odds/screener-rows.ts';
import { noValueBetsInSlateNote } from '../../sports/odds/value-note.ts';
import {
  type BuiltPrediction,
  buildPrediction,
  fixtureCard,
} from '../../sports/prediction/prediction-builder.ts';
import { pricedAlternative } from '../../sports/prediction/priced-alternative.ts';
import type { Fixture } from '../../sports/questions/interpret.ts';
import type { Catalogue } from '../../sports/state/catalogue.ts';
import { currentAsOf } from '../../sports/time/replay-clock.ts';
import type { SearchDeps } from './search-service.ts';

/** A slate answer rates at most this many fixtures (a busy NBA night has 15). */
const MAX_SLATE = 40;

/** What a match or slate question is answered with, before it is written and stored. */
export interface MatchAnswer {
  built: BuiltPrediction;
  matches: FixtureCard[];
  valueBets: ValueBet[];
  valueBetsNote: string | null;
  /** One unpriced match: a priced one to ask about instead (priced-alternative.ts). */
  pricedAlternative: PricedAlternative | null;
  /** Slate answers only. */
  screener?: ScreenerRow[];
}

/** Where and for whom a question's fixtures are rated. */
interface Rating {
  deps: SearchDeps;
  asOf: Date;
  catalogue: Catalogue;
  question: string;
  timeZone: string | undefined;
}

/**
 * Rates what was asked: the two teams named (their fixture, or a what-if without one), else every
 * fixture in scope (a slate, at most MAX_SLATE).
 */
export async function matchAnswer(
  deps: SearchDeps,
  question: string,
  interpretation: Interpretation,
  fixtures: Fixture[],
  timeZone: string | undefined,
): Promise<MatchAnswer> {
  const asOf = await currentAsOf(deps.ctx);
  const catalogue = await deps.state.getCatalogue(asOf);
  const rating: Rating = { deps, asOf, catalogue, question, timeZone };
  return interpretation.homeTeamId !== null && interpretation.awayTeamId !== null
    ? oneMatchAnswer(rating, interpretation, fixtures[0])
    : slateAnswer(rating, interpretation, fixtures);
}

/** One match's prediction; null when there is too little recent data to rate it. */
async function rate(
  { deps, asOf, catalogue, question, timeZone }: Rating,
  leagueId: string,
  homeId: number,
  awayId: number,
  fixture: Fixture | undefined,
): Promise<BuiltPrediction | null> {
  const state = await deps.state.getLeague(leagueId, asOf);
  return buildPrediction({
    league: catalogue.leagues.get(leagueId)!,
    state,
    directory: catalogue.directory,
    homeId,
    awayId,
    fixture: fixture ? fixtureOf(fixture) : null,
    query: question,
    timeZone,
    exchangeCommission: deps.ctx.config.exchangeCommission,
    valueHistory: await deps.state.valueHistory(),
  });
}

async function oneMatchAnswer(
  rating: Rating,
  interpretation: Interpretation,
  fixture: Fixture | undefined,
): Promise<MatchAnswer> {
  const { deps, asOf, catalogue } = rating;
  const built = await rate(
    rating,
    interpretation.leagueId!,
    interpretation.homeTeamId!,
    interpretation.awayTeamId!,
    fixture,
  );
  if (!built) {
    throw unprocessable(
      `There is not enough recent data to rate ${interpretation.home} against ${interpretation.away} yet.`,
    );
  }
  return {
    built,
    matches: [],
    valueBets: built.valueBets,
    valueBetsNote: built.valueBetsNote,
    pricedAlternative:
      built.pricesPending && fixture
        ? await pricedAlternative({
            state: deps.state,
            catalogue,
            asOf,
            fixture,
            intent: interpretation.intent,
            exchangeCommission: deps.ctx.config.exchangeCommission,
          })
        : null,
  };
}

async function slateAnswer(
  rating: Rating,
  interpretation: Interpretation,
  fixtures: Fixture[],
): Promise<MatchAnswer> {
  const { leagues } = rating.catalogue;
  const rated: BuiltPrediction[] = [];
  for (const fixture of fixtures.slice(0, MAX_SLATE)) {
    const built = await rate(
      rating,
      fixture.leagueId,
      fixture.homeTeamId,
      fixture.awayTeamId,
      fixture,
    );
    if (built) rated.push(built);
  }
  if (rated.length === 0)
    throw unprocessable('There is not enough recent data to rate these matches yet.');
  const valueBets = rated
    .flatMap((b) => b.valueBets)
    .sort((a, b) => b.expectedValue - a.expectedValue)
    .slice(0, 10);
  // Value questions lead with the match holding the best value; others with the first match.
  const headline =
    (interpretation.intent === 'value' &&
      rated.find((b) => b.prediction.matchId === valueBets[0]?.matchId)) ||
    rated[0]!;
  const leagueOf = (b: BuiltPrediction) =>
    leagues.get(fixtures.find((f) => f.matchId === b.prediction.matchId)!.leagueId)!;
  const matches = [headline, ...rated.filter((b) => b !== headline)].map((b) =>
    fixtureCard(b, leagueOf(b)),
  );
  const screener = screenerRows(
    interpretation.intent,
    rated.map((built) => ({ built, league: leagueOf(built).name })),
  );
  const valueBetsNote =
    valueBets.length > 0
      ? null
      : noValueBetsInSlateNote(
          rated.length,
          rated.filter((b) => b.odds.some((row) => row.netDecimal.home !== null)).length,
          rated.some((b) => b.odds.some((row) => row.exchange)),
          VALUE_THRESHOLD_PCT,
          MARGIN_POINTS,
        );
  return { built: headline, matches, valueBets, valueBetsNote, pricedAlternative: null, screener };
}

const fixtureOf = (f: Fixture) => ({
  matchId: f.matchId,
  kickoff: f.kickoff,
  kickoffTimeKnown: f.kickoffTimeKnown ?? true,
});
