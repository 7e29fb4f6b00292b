import {
  type AdvancedLock,
  type DynamicPrediction,
  type MatchResponse,
  type StatsResponse,
  withoutPrices,
} from '@contract';
import { unprocessable } from '../../lib/http-error.ts';
import { encodedPage } from '../../plugins/encoded-page.ts';
import { lineHistory } from '../../sports/odds/line-history.ts';
import { latestFirst } from '../../sports/odds/market.ts';
import { marketFreeBuild } from '../../sports/prediction/market-free.ts';
import { buildPrediction } from '../../sports/prediction/prediction-builder.ts';
import { interpret } from '../../sports/questions/interpret.ts';
import { currentAsOf } from '../../sports/time/replay-clock.ts';
import { type PlayerSources, playerSources } from '../players/player-sources.ts';
import type { SearchDeps } from '../search/search-service.ts';
import { statsFor } from './match-stats.ts';
import { type MatchView, matchView } from './match-view.ts';

/**
 * GET /api/match/{id}: an upcoming fixture at the clock, or a played one with its result. The
 * answer holds only what is fixed at this clock position (a live fixture's line history can be
 * a day of polls), so it is built once per position and match.
 */
export async function getMatch(
  deps: SearchDeps,
  id: number,
  lock: AdvancedLock,
  timeZone?: string,
): Promise<MatchResponse> {
  const asOf = await currentAsOf(deps.ctx);
  // The view is memoised per clock position and viewer zone; this reshape of it is cheap.
  const view = await matchView(deps, id, asOf, timeZone);
  // A person on a break reads the prediction as written without the market.
  const onBreak = lock?.reason === 'break';
  const match = matchResponse(onBreak ? { ...view, built: marketFreeBuild(view.built) } : view);
  return lock ? lockAdvanced(match, lock) : match;
}

/**
 * getMatch's answer serialised, and compressed for each encoding asked for, kept per clock
 * position, match, viewer zone and lock: every viewer in the same situation gets the same bytes,
 * so a busy match page is written and compressed once, not per request (docs/performance.md
 * "Where a request's time goes").
 */
export async function getMatchEncoded(
  deps: SearchDeps,
  id: number,
  lock: AdvancedLock,
  timeZone?: string,
): Promise<ReturnType<typeof encodedPage>> {
  const asOf = await currentAsOf(deps.ctx);
  const key = `match-json|${id}|${timeZone ?? ''}|${lock ? JSON.stringify(lock) : ''}`;
  return deps.state.memo(asOf, key, async () =>
    encodedPage(JSON.stringify(await getMatch(deps, id, lock, timeZone)), 'fast'),
  );
}

/**
 * The match as a viewer without Advanced Analytics sees it: the prediction, with the prices,
 * their movement and the value bets left out (the model's own line stays: it is the prediction).
 */
export function lockAdvanced(match: MatchResponse, lock: NonNullable<AdvancedLock>): MatchResponse {
  return {
    ...match,
    odds: [],
    pricesPending: null,
    lineHistory: { ...match.lineHistory, series: [] },
    valueBets: [],
    valueBetsNote: null,
    locked: lock,
  };
}

/** The web's match page from the match at the clock. */
function matchResponse(view: MatchView): MatchResponse {
  const { built, fixture, league, status } = view;
  const p = built.prediction;
  const started = status !== 'upcoming';
  return {
    id: fixture.matchId,
    homeTeam: p.homeTeam,
    awayTeam: p.awayTeam,
    homeTeamId: fixture.homeTeamId,
    awayTeamId: fixture.awayTeamId,
    league: league.name,
    leagueId: league.id,
    sport: league.sport,
    startTime: fixture.kickoff.toISOString(),
    // The NBA file, for one, gives dates only.
    startTimeTbc: fixture.kickoffTimeKnown === false,
    startDay: p.kickoffDay ?? null,
    // The files name no grounds; a final's neutral venue is the one thing they do say.
    venue: p.stage?.neutral ? 'Neutral venue' : null,
    status,
    score: view.score,
    prediction: {
      confidence: p.confidence,
      summary: `${p.prediction} ${p.summary}`,
      homeWinProb: p.homeTeamWinProb,
      drawProb: p.drawProb,
      awayWinProb: p.awayTeamWinProb,
      probabilitySource: p.probabilitySource,
      keyInsights: p.keyInsights,
      formGuide: p.formGuide,
    },
    ...(p.stage ? { stage: p.stage } : {}),
    odds: view.odds,
    pricesPending: started ? null : built.pricesPending,
    lineHistory: lineHistory(league.id, view.docs, built.forecast.model),
    valueBets: started ? [] : built.valueBets,
    valueBetsNote: started ? null : built.valueBetsNote,
    locked: null,
  };
}

/** The prediction for two named teams: their real fixture at the clock, else a what-if. */
async function predictPair(deps: SearchDeps, home: string, away: string) {
  const asOf = await currentAsOf(deps.ctx);
  const catalogue = await deps.state.getCatalogue(asOf);
  // The teams' stats and the latest probability are about their next meeting: a match they
  // have just played is the search answer's business (played-answer.ts), not these endpoints'.
  const result = interpret(`${home} vs ${away}`, {
    ...catalogue.interpretContext(asOf),
    recent: [],
  });
  if (!result.ok) throw unprocessable(result.error, { suggestions: result.suggestions });
  const i = result.interpretation;
  if (i.homeTeamId === null || i.awayTeamId === null || !i.leagueId) {
    throw unprocessable('We could not find two teams in the names given.');
  }
  const state = await deps.state.getLeague(i.leagueId, asOf);
  const fixture = result.fixtures[0];
  const league = catalogue.leagues.get(i.leagueId)!;
  const built = buildPrediction({
    league,
    state,
    directory: catalogue.directory,
    homeId: i.homeTeamId,
    awayId: i.awayTeamId,
    fixture: fixture
      ? {
          matchId: fixture.matchId,
          kickoff: fixture.kickoff,
          kickoffTimeKnown: fixture.kickoffTimeKnown ?? true,
        }
      : null,
    query: '',
    exchangeCommission: deps.ctx.config.exchangeCommission,
    valueHistory: await deps.state.valueHistory(),
  });
  if (!built)
    throw unprocessable(`There is not enough recent data to rate ${i.home} and ${i.away}.`);
  return { i, state, built, fixture, league };
}

/** GET /api/stats/{home}/{away}: the two named sides' records, ratings and players. */
export async function getStats(
  deps: SearchDeps,
  home: string,
  away: string,
  players: PlayerSources = playerSources,
): Promise<StatsResponse> {
  const { i, state, built, league } = await predictPair(deps, home, away);
  return statsFor(
    deps,
    {
      league,
      state,
      forecast: built.forecast,
      homeId: i.homeTeamId!,
      awayId: i.awayTeamId!,
    },
    players,
  );
}

/** GET /api/dynamic-predictions/{home}/{away}: the published probability from the latest prices. */
export async function getDynamicPrediction(
  deps: SearchDeps,
  home: string,
  away: string,
): Promise<DynamicPrediction> {
  const { state, built, fixture } = await predictPair(deps, home, away);
  const p = built.prediction;
  const latest = fixture ? latestFirst(state.odds.get(fixture.matchId) ?? [])[0] : undefined;
  return {
    homeWinPercentage: p.homeTeamWinProb,
    drawPercentage: p.drawProb ?? 0,
    awayWinPercentage: p.awayTeamWinProb,
    pricesAsOf: built.forecast.market && latest ? latest.capturedAt.toISOString() : null,
    // Public, and the same for a viewer on a break: what the figures are, no book named.
    probabilitySource: withoutPrices(p.probabilitySource),
  };
}
