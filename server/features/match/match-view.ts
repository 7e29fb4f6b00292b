import type { OddsRow } from '@contract';
import { findMatch, loadOdds, type OddsDocRow } from '../../db/queries/sports-catalogue.ts';
import { notFound } from '../../lib/http-error.ts';
import { oddsRows } from '../../sports/odds/odds-table.ts';
import {
  type BuiltPrediction,
  buildPrediction,
} from '../../sports/prediction/prediction-builder.ts';
import type { Fixture, LeagueInfo } from '../../sports/questions/interpret.ts';
import type { Catalogue } from '../../sports/state/catalogue.ts';
import type { LeagueState } from '../../sports/state/league-state.ts';
import { AWAITING_RESULT_MS } from '../../sports/time/result-timing.ts';
import type { SearchDeps } from '../search/search-service.ts';

export const MATCH_NOT_FOUND = 'Match not found.';

export type MatchStatus = 'upcoming' | 'in-play' | 'finished';

/**
 * One match as known at a clock position, before it is shaped for an answer (the web's match
 * page, the API's prediction and odds): the fixture, where it stands, the prediction as
 * published (a started match's as it stood just before kick-off) and the prices on show.
 */
export interface MatchView {
  catalogue: Catalogue;
  league: LeagueInfo;
  /** `round` is the source's ('League, Matchday 7'), cup matches only. */
  fixture: Fixture;
  status: MatchStatus;
  score: { home: number; away: number } | null;
  /** The state the prediction was built from: the clock's, or just before a started match. */
  state: LeagueState;
  built: BuiltPrediction;
  /** The prices on show: every one known at the clock for a started match (closing line too). */
  docs: OddsDocRow[];
  odds: OddsRow[];
}

type FixtureRow = Omit<Fixture, 'matchId' | 'season'>;

const fixtureRow = (r: FixtureRow & { kickoffTimeKnown: boolean }, round: string | null) => ({
  leagueId: r.leagueId,
  homeTeamId: r.homeTeamId,
  awayTeamId: r.awayTeamId,
  kickoff: r.kickoff,
  kickoffTimeKnown: r.kickoffTimeKnown,
  round,
});

/** Where a match stands at the clock, with its league as fitted at the clock. */
export interface LocatedMatch {
  catalogue: Catalogue;
  league: LeagueInfo;
  row: ReturnType<typeof fixtureRow>;
  status: MatchStatus;
  score: MatchView['score'];
  current: LeagueState;
}

/**
 * The match `id` at the clock without its prediction (cheap: no refit before a played match).
 * 404 for an id not known, not yet published at the clock, or kicked off long ago with no result.
 */
export async function locateMatch(deps: SearchDeps, id: number, asOf: Date): Promise<LocatedMatch> {
  const catalogue = await deps.state.getCatalogue(asOf);
  const upcoming = catalogue.fixtureById.get(id);
  if (upcoming) {
    return {
      catalogue,
      league: catalogue.leagues.get(upcoming.leagueId)!,
      row: fixtureRow(upcoming, upcoming.details?.round ?? null),
      status: 'upcoming',
      score: null,
      current: await deps.state.getLeague(upcoming.leagueId, asOf),
    };
  }
  const found = await findMatch(deps.ctx.db, id);
  // Not kicked off and not among the fixtures known at the clock: not published yet.
  if (!found || found.kickoff > asOf) throw notFound(MATCH_NOT_FOUND);
  const current = await deps.state.getLeague(found.leagueId, asOf);
  const played = current.played.find((m) => m.id === id);
  // Kicked off, result not known yet: in play, or waiting for the result to be reported.
  if (!played && asOf.getTime() - found.kickoff.getTime() > AWAITING_RESULT_MS) {
    throw notFound(MATCH_NOT_FOUND);
  }
  return {
    catalogue,
    league: catalogue.leagues.get(found.leagueId)!,
    row: fixtureRow(found, null),
    status: played ? 'finished' : 'in-play',
    score: played ? { home: played.homeScore, away: played.awayScore } : null,
    current,
  };
}

/**
 * The match `id` at the clock, built once per clock position (and viewer zone: the summary
 * names the kick-off day the viewer's page shows). 404 as `locateMatch`.
 */
export function matchView(
  deps: SearchDeps,
  id: number,
  asOf: Date,
  timeZone?: string,
): Promise<MatchView> {
  return deps.state.memo(asOf, `match-view:${id}:${timeZone ?? ''}`, () =>
    buildView(deps, id, asOf, timeZone),
  );
}

async function buildView(
  deps: SearchDeps,
  id: number,
  asOf: Date,
  timeZone: string | undefined,
): Promise<MatchView> {
  const { catalogue, league, row, status, score, current } = await locateMatch(deps, id, asOf);
  // A started match shows the prediction as published: the league as it stood before kick-off.
  const state =
    status === 'upcoming'
      ? current
      : await deps.state.getBeforeMatch(row.leagueId, id, row.kickoff, asOf);
  const built = buildPrediction({
    league,
    state,
    directory: catalogue.directory,
    homeId: row.homeTeamId,
    awayId: row.awayTeamId,
    fixture: { matchId: id, kickoff: row.kickoff, kickoffTimeKnown: row.kickoffTimeKnown },
    query: '',
    timeZone,
    exchangeCommission: deps.ctx.config.exchangeCommission,
    valueHistory: await deps.state.valueHistory(),
  });
  if (!built) throw notFound(MATCH_NOT_FOUND);
  // A match under way or played shows every price known at the clock (its closing line among
  // them); an upcoming one, the prices its league state already holds.
  const started = status !== 'upcoming';
  const docs = started ? await loadOdds(deps.ctx.db, [id], asOf) : (state.odds.get(id) ?? []);
  const odds = started
    ? oddsRows(
        id,
        row.leagueId,
        docs,
        { asOf: row.kickoff, staleAfterMs: Number.POSITIVE_INFINITY },
        deps.ctx.config.exchangeCommission,
      )
    : built.odds;
  // A finished cup match's round comes from its forecast: the fixture list no longer holds it.
  const round = row.round ?? built.forecast.stage?.round ?? null;
  const fixture: Fixture = { ...row, matchId: id, round };
  return { catalogue, league, fixture, status, score, state, built, docs, odds };
}
