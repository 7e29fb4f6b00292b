import {
  type CompetitionStage,
  type FixtureCard,
  type OddsRow,
  type Prediction,
  type PricesPending,
  type ProbabilitySource,
  percentages,
  type ValueBet,
} from '@contract';
import { CUP_LEAGUE_IDS, isUsLeague } from '../../data/reference/leagues.ts';
import { roundLabel } from '../cups/cup-rounds.ts';
import type { CupStage } from '../cups/cup-types.ts';
import { oddsRows, type ValueHistory, valueBets } from '../odds/odds-table.ts';
import { pricesPending } from '../odds/prices-pending.ts';
import { WHAT_IF_NOTE } from '../odds/value-note.ts';
import type { LeagueInfo } from '../questions/interpret.ts';
import type { TeamDirectory } from '../questions/team-directory.ts';
import type { LeagueState, MatchForecast } from '../state/league-state.ts';
import { kickoffDayOf } from '../time/time-zones.ts';
import { citationsOf } from './citations.ts';
import { confidence } from './confidence.ts';
import { formGuide } from './facts.ts';
import type { MarketFree } from './market-free.ts';
import {
  type DraftNarrative,
  type PredictionFacts,
  withoutMarket,
  writeNarrative,
} from './narrative.ts';
import { predictionFacts, type Sides, sidesOf } from './prediction-facts.ts';

const DAY = 86_400_000;

export interface BuiltPrediction {
  prediction: Omit<Prediction, 'predictionId' | 'createdAt'>;
  odds: OddsRow[];
  /** A fixture with no prices at the clock: why, and when they usually appear. */
  pricesPending: PricesPending;
  valueBets: ValueBet[];
  /** Why there are none, when there are none. */
  valueBetsNote: string | null;
  facts: PredictionFacts;
  /** The same prediction written without the market, for a person on a break (market-free.ts). */
  withoutMarket: MarketFree;
  forecast: MatchForecast;
  leagueId: string;
  homeTeamId: number;
  awayTeamId: number;
}

export interface BuildInput {
  league: LeagueInfo;
  state: LeagueState;
  directory: TeamDirectory;
  homeId: number;
  awayId: number;
  /** `kickoffTimeKnown` false: the source gives the day only. */
  fixture: { matchId: number; kickoff: Date; kickoffTimeKnown?: boolean } | null;
  query: string;
  /** The viewer's IANA zone: the narrative names the day their cards show. */
  timeZone?: string;
  /** EXCHANGE_COMMISSION: exchanges' prices are compared net of it. */
  exchangeCommission: number;
  /** How bets like each value bet did (SportsState.valueHistory); absent while it is computed. */
  valueHistory?: ValueHistory;
}

// Re-exported: the share card and its tests print the same percentages.
export { percentages };

/** The model's or market's probabilities as they are (0 to 1), draw null without draws. */
const raw3 = (probs: readonly number[], soccer: boolean) =>
  soccer
    ? { home: probs[0]!, draw: probs[1]!, away: probs[2]! }
    : { home: probs[0]!, draw: null, away: probs[1]! };

type Confidence = ReturnType<typeof confidence>;

/**
 * A full prediction for one meeting, from the league's fitted state at the clock: the facts
 * (prediction-facts.ts), the narrative written from them with and without the market, the
 * confidence, and the market view (prices, value bets).
 */
export function buildPrediction(input: BuildInput): BuiltPrediction | null {
  const { league, state, directory, homeId, awayId, fixture } = input;
  const kickoffDay = fixture ? kickoffDayOf({ ...fixture, leagueId: league.id }) : null;
  const forecast = fixture
    ? state.forecasts.get(fixture.matchId)
    : state.hypothetical(homeId, awayId);
  if (!forecast) return null;
  const soccer = !isUsLeague(league.id);
  const sides = sidesOf(state, (id) => directory.team(id)?.name ?? 'Unknown team', homeId, awayId);
  const facts = predictionFacts({
    league,
    state,
    fixture,
    timeZone: input.timeZone,
    forecast,
    soccer,
    sides,
  });
  const seed = `${sides.home}|${sides.away}|${fixture?.matchId ?? ''}`;
  const narrative: DraftNarrative = writeNarrative(facts, seed);
  const conf = confidence({
    leagueId: league.id,
    gamesHome: facts.gamesInYear.home,
    gamesAway: facts.gamesInYear.away,
    model: forecast.model,
    market: forecast.market?.probabilities ?? null,
    daysToKickoff: fixture ? (fixture.kickoff.getTime() - state.asOf.getTime()) / DAY : null,
  });
  const market = marketView(input, forecast, sides, soccer, kickoffDay);
  return {
    prediction: predictionView(input, { forecast, facts, narrative, conf, sides, kickoffDay }),
    odds: market.odds,
    pricesPending: market.pending,
    valueBets: market.value.bets.map((bet) => ({ ...bet, kickoffDay })),
    // Not priced yet is not "no prices in our data": the list says when they come.
    valueBetsNote: market.pending ? market.pending.note : market.value.note,
    facts,
    withoutMarket: marketFreeView(input, facts, seed, conf),
    forecast,
    leagueId: league.id,
    homeTeamId: homeId,
    awayTeamId: awayId,
  };
}

/**
 * The market's side of a meeting: the prices on file at the clock, the value bets they hold
 * against the forecast, and when there are none yet, why and when they usually appear. A
 * what-if has no prices.
 */
function marketView(
  input: BuildInput,
  forecast: MatchForecast,
  sides: Sides,
  soccer: boolean,
  kickoffDay: string | null,
) {
  const { league, state, fixture } = input;
  if (!fixture) return { odds: [], value: { bets: [], note: WHAT_IF_NOTE }, pending: null };
  const odds = oddsRows(
    fixture.matchId,
    league.id,
    state.odds.get(fixture.matchId) ?? [],
    { asOf: state.asOf, staleAfterMs: state.prices.staleAfterMs },
    input.exchangeCommission,
  );
  const value = valueBets(
    odds,
    {
      published: forecast.published,
      model: forecast.model,
      market: forecast.market?.probabilities ?? null,
    },
    {
      matchId: fixture.matchId,
      homeTeam: sides.home,
      awayTeam: sides.away,
      kickoff: fixture.kickoff,
      soccer,
      history:
        input.valueHistory &&
        ((ev: number, price: number) => input.valueHistory!(ev, price, league.id)),
    },
  );
  const pending =
    odds.length === 0
      ? pricesPending(league.id, fixture.kickoff, state.prices.live, kickoffDay === null)
      : null;
  return { odds, value, pending };
}

/** The prediction as answers carry it: the published figures, the model's, the texts. */
function predictionView(
  input: BuildInput,
  parts: {
    forecast: MatchForecast;
    facts: PredictionFacts & { source: ProbabilitySource };
    narrative: DraftNarrative;
    conf: Confidence;
    sides: Sides;
    kickoffDay: string | null;
  },
): BuiltPrediction['prediction'] {
  const { league, directory, fixture } = input;
  const { forecast, facts, narrative, conf, sides, kickoffDay } = parts;
  const { soccer, published } = facts;
  const cup = CUP_LEAGUE_IDS.has(league.id);
  const nameOf = (id: number) => directory.team(id)?.name ?? 'Unknown team';
  return {
    prediction: narrative.prediction,
    summary: narrative.summary,
    confidence: conf.value,
    confidenceFactors: conf.factors,
    homeTeamWinProb: published.home,
    awayTeamWinProb: published.away,
    drawProb: published.draw,
    probabilitySource: facts.source,
    homeTeam: sides.home,
    awayTeam: sides.away,
    query: input.query,
    sport: league.sport,
    league: league.name,
    matchId: fixture?.matchId ?? null,
    kickoff: fixture?.kickoff.toISOString() ?? null,
    kickoffDay,
    hypothetical: !fixture,
    model: raw3(forecast.model, soccer),
    market: forecast.market ? raw3(forecast.market.probabilities, soccer) : null,
    expectedGoals: forecast.expectedGoals
      ? {
          home: Math.round(forecast.expectedGoals.home * 100) / 100,
          away: Math.round(forecast.expectedGoals.away * 100) / 100,
        }
      : null,
    fairSpread: facts.fairSpread,
    formGuide: {
      home: formGuide(sides.homeGames, nameOf),
      away: formGuide(sides.awayGames, nameOf),
    },
    keyInsights: narrative.keyInsights,
    keyTrends: narrative.keyTrends,
    riskFactors: narrative.riskFactors,
    citations: citationsOf(league.id, sides.home, sides.away, fixture?.matchId ?? null, soccer),
    ...(cup ? { stage: stageView(forecast.stage ?? null, league.name) } : {}),
  };
}

/** The same prediction written without the market, for a person on a break (market-free.ts). */
function marketFreeView(
  input: BuildInput,
  facts: PredictionFacts,
  seed: string,
  conf: Confidence,
): MarketFree {
  const marketFreeFacts = withoutMarket(facts);
  const narrative = writeNarrative(marketFreeFacts, seed);
  const matchId = input.fixture?.matchId ?? null;
  return {
    facts: marketFreeFacts,
    text: {
      prediction: narrative.prediction,
      summary: narrative.summary,
      keyInsights: narrative.keyInsights,
      keyTrends: narrative.keyTrends,
      riskFactors: narrative.riskFactors,
      confidenceFactors: conf.factorsWithoutMarket,
      citations: citationsOf(input.league.id, facts.home, facts.away, matchId, facts.soccer, true),
    },
  };
}

/** The stage as answers show it: the round in words, tie chances in percentages. */
export function stageView(stage: CupStage | null, leagueName: string): CompetitionStage | null {
  if (!stage) return null;
  const advance = stage.advance
    ? percentages([stage.advance.homeAdvances, stage.advance.awayAdvances])
    : null;
  return {
    round: roundLabel(stage.round) ?? leagueName,
    neutral: stage.neutral,
    firstLeg: stage.firstLeg
      ? { home: stage.firstLeg.homeGoals, away: stage.firstLeg.awayGoals }
      : null,
    advance: advance ? { home: advance[0]!, away: advance[1]! } : null,
  };
}

export function fixtureCard(built: BuiltPrediction, league: LeagueInfo): FixtureCard {
  const p = built.prediction;
  return {
    matchId: p.matchId!,
    league: league.name,
    homeTeam: p.homeTeam,
    awayTeam: p.awayTeam,
    kickoff: p.kickoff!,
    kickoffDay: p.kickoffDay ?? null,
    homeWinProb: p.homeTeamWinProb,
    drawProb: p.drawProb,
    awayWinProb: p.awayTeamWinProb,
    confidence: p.confidence,
    valueBets: built.valueBets.length,
    ...(p.stage ? { round: p.stage.round } : {}),
  };
}
