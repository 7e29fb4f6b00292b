import {
  type CompetitionStage,
  type FixtureCard,
  type OddsRow,
  type Prediction,
  type PricesPending,
  percentages,
  type ValueBet,
} from '@contract';
import { CUP_LEAGUE_IDS } from '../../data/reference/leagues.ts';
import { roundLabel } from '../cups/cup-rounds.ts';
import type { CupStage } from '../cups/cup-types.ts';
import { isUsLeague, latestFirst } from '../odds/market.ts';
import { oddsRows, type ValueHistory, valueBets } from '../odds/odds-table.ts';
import { pricesPending } from '../odds/prices-pending.ts';
import { WHAT_IF_NOTE } from '../odds/value-note.ts';
import type { LeagueInfo } from '../questions/interpret.ts';
import type { TeamDirectory } from '../questions/team-directory.ts';
import type { LeagueState, MatchForecast } from '../state/league-state.ts';
import { kickoffDayOf, kickoffText } from '../time/time-zones.ts';
import { confidence } from './confidence.ts';
import { cupFacts } from './cup-facts.ts';
import {
  formGuide,
  gamesOf,
  headToHead,
  record,
  seasonGames,
  streak,
  unbeatenRun,
} from './facts.ts';
import type { MarketFree } from './market-free.ts';
import {
  type DraftNarrative,
  type PredictionFacts,
  withoutMarket,
  writeNarrative,
} from './narrative.ts';
import { probabilitySourceOf } from './probability-source.ts';

const DAY = 86_400_000;
const pct = (p: number) => Math.round(p * 1000) / 10;

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

const threeWay = (probs: readonly number[], soccer: boolean) => {
  const [a, b, c] = percentages(probs);
  return soccer ? { home: a!, draw: b!, away: c! } : { home: a!, draw: null, away: b! };
};
const raw3 = (probs: readonly number[], soccer: boolean) =>
  soccer
    ? { home: probs[0]!, draw: probs[1]!, away: probs[2]! }
    : { home: probs[0]!, draw: null, away: probs[1]! };

/** The spread's move from the opening line to the latest one, when both are on file. */
function lineMove(state: LeagueState, matchId: number) {
  const docs = state.odds.get(matchId) ?? [];
  const lineOf = (kind: string) =>
    docs
      .filter((d) => d.kind === kind)
      .flatMap((d) => d.quotes)
      .find((q) => q.market === 'spread' && q.line !== null)?.line;
  const latest = latestFirst(docs)[0];
  if (!latest || latest.kind === 'opening') return null;
  const from = lineOf('opening');
  const to = lineOf(latest.kind);
  return from !== undefined && from !== null && to !== undefined && to !== null
    ? { from, to }
    : null;
}

/** A full prediction for one meeting, from the league's fitted state at the clock. */
export function buildPrediction(input: BuildInput): BuiltPrediction | null {
  const { league, state, directory, homeId, awayId, fixture } = input;
  const kickoffDay = fixture ? kickoffDayOf({ ...fixture, leagueId: league.id }) : null;
  const forecast = fixture
    ? state.forecasts.get(fixture.matchId)
    : state.hypothetical(homeId, awayId);
  if (!forecast) return null;
  const soccer = !isUsLeague(league.id);
  const name = (id: number) => directory.team(id)?.name ?? 'Unknown team';
  const home = name(homeId);
  const away = name(awayId);
  const homeGames = gamesOf(state.played, homeId);
  const awayGames = gamesOf(state.played, awayId);
  const yearAgo = state.asOf.getTime() - 365 * DAY;
  const inYear = (games: typeof homeGames) =>
    games.filter((g) => g.match.kickoff.getTime() >= yearAgo).length;
  const homeSeason = seasonGames(homeGames, state.currentSeason);
  const awaySeason = seasonGames(awayGames, state.currentSeason);
  const h2h = headToHead(state.played, homeId, awayId, 6);
  const overRate = (games: typeof homeGames) => {
    const last = games.slice(0, 10);
    return { over: last.filter((g) => g.scored + g.conceded > 2.5).length, of: last.length };
  };
  const published = threeWay(forecast.published, soccer);
  const source = probabilitySourceOf(
    league.id,
    forecast,
    fixture ? (state.odds.get(fixture.matchId) ?? []) : null,
  );
  const cup = CUP_LEAGUE_IDS.has(league.id);
  const facts: PredictionFacts = {
    home,
    away,
    league: league.name,
    soccer,
    when: fixture ? kickoffText({ ...fixture, leagueId: league.id }, input.timeZone) : null,
    published,
    source,
    model: threeWay(forecast.model, soccer),
    market: forecast.market
      ? { ...threeWay(forecast.market.probabilities, soccer), source: forecast.market.source }
      : null,
    expectedGoals: forecast.expectedGoals,
    overUnder25: forecast.overUnder25 ? { over: pct(forecast.overUnder25.over) } : null,
    fairSpread: forecast.fairSpread === null ? null : Math.round(forecast.fairSpread * 2) / 2,
    form: {
      home: homeGames.slice(0, 5).map((g) => g.result),
      away: awayGames.slice(0, 5).map((g) => g.result),
    },
    // A what-if has no venue, so home and away splits say nothing about it.
    seasonRecord: {
      homeAtHome: fixture && homeSeason.length ? record(homeSeason.filter((g) => g.home)) : null,
      awayAway: fixture && awaySeason.length ? record(awaySeason.filter((g) => !g.home)) : null,
    },
    headToHead: {
      played: h2h.length,
      homeWins: h2h.filter((g) => g.result === 'W').length,
      draws: h2h.filter((g) => g.result === 'D').length,
      awayWins: h2h.filter((g) => g.result === 'L').length,
    },
    streaks: { home: streak(homeGames), away: streak(awayGames) },
    unbeaten: { home: unbeatenRun(homeGames), away: unbeatenRun(awayGames) },
    overRate: soccer ? { home: overRate(homeGames), away: overRate(awayGames) } : null,
    lineMove: fixture ? lineMove(state, fixture.matchId) : null,
    gamesInYear: { home: inYear(homeGames), away: inYear(awayGames) },
    // Promoted sides: games this season but none in earlier seasons of this league on file.
    cup: cup ? cupFacts(state, forecast.stage ?? null, homeId, awayId, home, away) : null,
    // A cup's form spans competitions, so "new to the league" means nothing there.
    newTeams:
      soccer && !cup && state.played.some((m) => m.season !== state.currentSeason)
        ? [
            { team: home, games: homeGames, season: homeSeason },
            { team: away, games: awayGames, season: awaySeason },
          ]
            .filter((t) => t.games.length > 0 && t.games.length === t.season.length)
            .map((t) => t.team)
        : [],
  };
  const seed = `${home}|${away}|${fixture?.matchId ?? ''}`;
  const narrative: DraftNarrative = writeNarrative(facts, seed);
  const marketFreeFacts = withoutMarket(facts);
  const marketFreeNarrative = writeNarrative(marketFreeFacts, seed);
  const conf = confidence({
    leagueId: league.id,
    gamesHome: facts.gamesInYear.home,
    gamesAway: facts.gamesInYear.away,
    model: forecast.model,
    market: forecast.market?.probabilities ?? null,
    daysToKickoff: fixture ? (fixture.kickoff.getTime() - state.asOf.getTime()) / DAY : null,
  });
  const odds = fixture
    ? oddsRows(
        fixture.matchId,
        league.id,
        state.odds.get(fixture.matchId) ?? [],
        { asOf: state.asOf, staleAfterMs: state.prices.staleAfterMs },
        input.exchangeCommission,
      )
    : [];
  const value = fixture
    ? valueBets(
        odds,
        {
          published: forecast.published,
          model: forecast.model,
          market: forecast.market?.probabilities ?? null,
        },
        {
          matchId: fixture.matchId,
          homeTeam: home,
          awayTeam: away,
          kickoff: fixture.kickoff,
          soccer,
          history: input.valueHistory,
        },
      )
    : { bets: [], note: WHAT_IF_NOTE };
  const pending =
    fixture && odds.length === 0
      ? pricesPending(league.id, fixture.kickoff, state.prices.live, kickoffDay === null)
      : null;
  const citations = citationsOf(league.id, home, away, fixture?.matchId ?? null, soccer);
  const nameOf = (id: number) => name(id);
  return {
    prediction: {
      prediction: narrative.prediction,
      summary: narrative.summary,
      confidence: conf.value,
      confidenceFactors: conf.factors,
      homeTeamWinProb: published.home,
      awayTeamWinProb: published.away,
      drawProb: published.draw,
      probabilitySource: source,
      homeTeam: home,
      awayTeam: away,
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
      formGuide: { home: formGuide(homeGames, nameOf), away: formGuide(awayGames, nameOf) },
      keyInsights: narrative.keyInsights,
      keyTrends: narrative.keyTrends,
      riskFactors: narrative.riskFactors,
      citations,
      ...(cup ? { stage: stageView(forecast.stage ?? null, league.name) } : {}),
    },
    odds,
    pricesPending: pending,
    valueBets: value.bets.map((bet) => ({ ...bet, kickoffDay })),
    // Not priced yet is not "no prices in our data": the list says when they come.
    valueBetsNote: pending ? pending.note : value.note,
    facts,
    withoutMarket: {
      facts: marketFreeFacts,
      text: {
        prediction: marketFreeNarrative.prediction,
        summary: marketFreeNarrative.summary,
        keyInsights: marketFreeNarrative.keyInsights,
        keyTrends: marketFreeNarrative.keyTrends,
        riskFactors: marketFreeNarrative.riskFactors,
        confidenceFactors: conf.factorsWithoutMarket,
        citations: citationsOf(league.id, home, away, fixture?.matchId ?? null, soccer, true),
      },
    },
    forecast,
    leagueId: league.id,
    homeTeamId: homeId,
    awayTeamId: awayId,
  };
}

/**
 * The sources an answer cites. `marketHidden`: for a person on a break, each source is named
 * for what the answer still uses from it (results, scores), not for its prices and lines.
 */
function citationsOf(
  leagueId: string,
  home: string,
  away: string,
  matchId: number | null,
  soccer: boolean,
  marketHidden = false,
): Prediction['citations'] {
  return [
    ...(matchId !== null
      ? [{ title: `${home} vs ${away} match page`, url: `/match/${matchId}` }]
      : []),
    ...(CUP_LEAGUE_IDS.has(leagueId)
      ? [
          {
            title: 'UEFA competition results: openfootball (Football.TXT)',
            url: 'https://github.com/openfootball/champions-league',
          },
        ]
      : []),
    soccer
      ? {
          title: marketHidden
            ? 'Results: football-data.co.uk'
            : 'Results and bookmaker prices: football-data.co.uk',
          url: 'https://www.football-data.co.uk/',
        }
      : leagueId === 'NFL'
        ? {
            title: marketHidden ? 'Scores: nflverse' : 'Scores and lines: nflverse',
            url: 'https://github.com/nflverse/nfldata',
          }
        : {
            title: marketHidden
              ? 'NBA scores (data set on GitHub)'
              : 'NBA scores and lines (data set on GitHub)',
            url: 'https://github.com/phillipjoolee',
          },
    { title: 'How Strix models and grades predictions', url: '/data-sources' },
  ];
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
