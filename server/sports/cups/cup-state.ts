/**
 * The Champions League and Europa League at one clock position. Their clubs come from many
 * leagues (and some from none Strix holds), so every forecast comes from the cross-league model
 * fitted on the domestic leagues and the UEFA competitions together, never from a fit of the cup
 * matches alone. The mirror holds no prices for UEFA matches: what is published is the model.
 */
import type {
  CompetitionMatch,
  CrossLeagueModel,
  FirstLeg,
} from '../../../engine/soccer/cross-league-types.ts';
import type { MatchPrediction } from '../../../engine/soccer/predict.ts';
import { CUP_LEAGUE_IDS, SOCCER_LEAGUE_IDS } from '../../data/reference/leagues.ts';
import type { Db } from '../../db/client.ts';
import { type CompetitionMatchRow, loadCompetitionWindow } from '../../db/queries/cup-matches.ts';
import { loadOdds, type OddsDocRow } from '../../db/queries/sports-catalogue.ts';
import { isStale, marketView } from '../odds/market.ts';
import type {
  LeagueState,
  MatchForecast,
  PlayedMatch,
  PriceSettings,
} from '../state/league-state.ts';
import { SOCCER_HISTORY_DAYS } from '../time/history-window.ts';
import { knownAt } from '../time/known-at.ts';
import type { CrossLeagueEngine } from './cross-league-engine.ts';
import { isKnockout, stageOf } from './cup-rounds.ts';
import type { CupStage, RatingBasis } from './cup-types.ts';

const DAY = 86_400_000;
const LEAGUES = [...SOCCER_LEAGUE_IDS, ...CUP_LEAGUE_IDS];

/** The cross-league fit at one clock position, shared by both cup leagues. */
export interface CrossLeagueFit {
  asOf: Date;
  /** Null when nothing ties the leagues together (no European match in the model's window). */
  model: CrossLeagueModel | null;
  /** Every domestic and UEFA match from the window, results hidden after the clock. */
  rows: CompetitionMatchRow[];
  /** The played ones, kick-off order. */
  played: (PlayedMatch & { leagueId: string })[];
}

const known = (r: CompetitionMatchRow, asOf: Date) => knownAt(asOf).result(r.leagueId, r);

/** Each club's domestic league: that of its latest domestic match before the clock. */
function domesticLeagues(
  played: readonly { leagueId: string; homeTeamId: number; awayTeamId: number }[],
) {
  const league = new Map<number, string>();
  for (const m of played) {
    if (CUP_LEAGUE_IDS.has(m.leagueId)) continue;
    league.set(m.homeTeamId, m.leagueId);
    league.set(m.awayTeamId, m.leagueId);
  }
  return league;
}

/** Fits the cross-league model on everything known at `asOf`. */
export async function fitCrossLeagueAt(
  db: Db,
  asOf: Date,
  engine: CrossLeagueEngine,
): Promise<CrossLeagueFit> {
  const from = new Date(asOf.getTime() - SOCCER_HISTORY_DAYS * DAY);
  return fitFromRows(await loadCompetitionWindow(db, LEAGUES, from), asOf, engine);
}

/** The fit from the loaded rows; only results known at `asOf` reach the model. */
export function fitFromRows(
  rows: CompetitionMatchRow[],
  asOf: Date,
  engine: CrossLeagueEngine,
): CrossLeagueFit {
  // Results not known at the clock are dropped here, before the model or any fact reads them.
  const played = rows
    .filter((r) => known(r, asOf))
    .map((r) => ({
      id: r.id,
      leagueId: r.leagueId,
      kickoff: r.kickoff,
      kickoffTimeKnown: r.kickoffTimeKnown,
      season: r.season,
      homeTeamId: r.homeTeamId,
      awayTeamId: r.awayTeamId,
      homeScore: r.homeScore!,
      awayScore: r.awayScore!,
    }));
  const leagueOf = domesticLeagues(played);
  const stats = new Map(rows.map((r) => [r.id, r]));
  const matches: CompetitionMatch[] = played.map((m) => {
    const row = stats.get(m.id)!;
    return {
      date: m.kickoff.toISOString(),
      home: String(m.homeTeamId),
      away: String(m.awayTeamId),
      homeGoals: m.homeScore,
      awayGoals: m.awayScore,
      homeShotsOnTarget: row.stats?.HST,
      awayShotsOnTarget: row.stats?.AST,
      homeShots: row.stats?.HS,
      awayShots: row.stats?.AS,
      neutral: row.details?.neutral === true,
      competition: m.leagueId,
      homeLeague: leagueOf.get(m.homeTeamId) ?? null,
      awayLeague: leagueOf.get(m.awayTeamId) ?? null,
      // Clubs outside the six leagues start from their association's prior (engine).
      homeCountry: row.homeCountry,
      awayCountry: row.awayCountry,
    };
  });
  return { asOf, model: fitOrNone(engine, matches, asOf), rows, played };
}

/** The model's refusal to rate without a European match is an honest "no forecast", not a 500. */
function fitOrNone(engine: CrossLeagueEngine, matches: CompetitionMatch[], asOf: Date) {
  try {
    return engine.fit(matches, { asOf: asOf.toISOString() });
  } catch (error) {
    if (error instanceof Error && error.name === 'NoEuropeanMatchesError') return null;
    throw error;
  }
}

const isFinal = (round: string | null | undefined) => /^final$/i.test(stageOf(round));

/** The first leg of a second leg: the reverse meeting earlier in the same stage, if played. */
function firstLegOf(
  fixture: CompetitionMatchRow,
  played: CrossLeagueFit['played'],
  rounds: ReadonlyMap<number, string | undefined>,
): FirstLeg | null {
  const stage = stageOf(fixture.details?.round);
  const leg = played.find(
    (m) =>
      m.leagueId === fixture.leagueId &&
      m.season === fixture.season &&
      m.homeTeamId === fixture.awayTeamId &&
      m.awayTeamId === fixture.homeTeamId &&
      m.kickoff < fixture.kickoff &&
      stageOf(rounds.get(m.id)) === stage,
  );
  return leg ? { homeGoals: leg.awayScore, awayGoals: leg.homeScore } : null;
}

function stageFor(
  fixture: CompetitionMatchRow,
  fit: CrossLeagueFit,
  rounds: ReadonlyMap<number, string | undefined>,
  prediction: MatchPrediction,
  engine: CrossLeagueEngine,
): CupStage {
  const round = fixture.details?.round ?? null;
  const neutral = fixture.details?.neutral === true || isFinal(round);
  const firstLeg = isKnockout(round) && !neutral ? firstLegOf(fixture, fit.played, rounds) : null;
  // A first leg decides nothing on its own; a second leg (first leg played) or a one-off final does.
  const decides = isKnockout(round) && (firstLeg !== null || neutral);
  return {
    round,
    neutral,
    firstLeg,
    advance: decides ? engine.tie(prediction, firstLeg) : null,
  };
}

function forecastOf(
  prediction: MatchPrediction,
): Omit<MatchForecast, 'market' | 'published' | 'modelWeight'> {
  const over = prediction.overUnder(2.5);
  return {
    model: [prediction.homeWin, prediction.draw, prediction.awayWin],
    expectedGoals: { home: prediction.expectedHomeGoals, away: prediction.expectedAwayGoals },
    overUnder25: { over: over.over, under: over.under },
    fairSpread: null,
    soccerRatings: {
      home: {
        attack: prediction.home.attack,
        defence: prediction.home.defence,
        known: prediction.home.known,
      },
      away: {
        attack: prediction.away.attack,
        defence: prediction.away.defence,
        known: prediction.away.known,
      },
    },
    elo: null,
  };
}

/** One cup league at the clock, in the shape the answers read (see LeagueState). */
export async function loadCupState(
  db: Db,
  leagueId: string,
  fixtureIds: readonly number[],
  prices: PriceSettings,
  fit: CrossLeagueFit,
  engine: CrossLeagueEngine,
): Promise<LeagueState> {
  const wanted = new Set(fixtureIds);
  const ids = fit.rows.filter((r) => wanted.has(r.id) && r.leagueId === leagueId).map((r) => r.id);
  const odds = new Map<number, OddsDocRow[]>();
  for (const doc of await loadOdds(db, ids, fit.asOf)) {
    odds.set(doc.matchId, [...(odds.get(doc.matchId) ?? []), doc]);
  }
  return cupStateFrom(leagueId, fixtureIds, prices, fit, engine, odds);
}

/** The cup state from a fit and the fixtures' prices (pure: the tests drive it directly). */
export function cupStateFrom(
  leagueId: string,
  fixtureIds: readonly number[],
  prices: PriceSettings,
  fit: CrossLeagueFit,
  engine: CrossLeagueEngine,
  odds: ReadonlyMap<number, OddsDocRow[]>,
): LeagueState {
  const { asOf, model } = fit;
  const wanted = new Set(fixtureIds);
  const upcoming = fit.rows.filter((r) => wanted.has(r.id) && r.leagueId === leagueId);
  const rounds = new Map(fit.rows.map((r) => [r.id, r.details?.round]));
  const rated = (id: number) => model !== null && Object.hasOwn(model.teams, String(id));
  const forecasts = new Map<number, MatchForecast>();
  for (const r of upcoming) {
    // A club the model never saw would be rated at its prior: no forecast beats a made-up one.
    if (!rated(r.homeTeamId) || !rated(r.awayTeamId)) continue;
    const neutral = r.details?.neutral === true || isFinal(r.details?.round);
    const prediction = model!.predict(String(r.homeTeamId), String(r.awayTeamId), { neutral });
    const fresh = (odds.get(r.id) ?? []).filter(
      (d) => !isStale(d.capturedAt, asOf, prices.staleAfterMs),
    );
    const base = forecastOf(prediction);
    forecasts.set(r.id, {
      ...base,
      // Live prices are shown beside the model; the published figure stays the model's.
      market: marketView(leagueId, fresh),
      published: base.model,
      modelWeight: 1,
      stage: stageFor(r, fit, rounds, prediction, engine),
    });
  }
  const cupPlayed = fit.played.filter((m) => m.leagueId === leagueId);
  const currentSeason = cupPlayed.at(-1)?.season ?? upcoming[0]?.season ?? null;
  return {
    leagueId,
    asOf,
    // Form, head-to-head and records span every competition: a cup club's form is its season.
    played: fit.played,
    currentSeason,
    forecasts,
    odds: new Map(odds),
    prices,
    hypothetical(homeId, awayId) {
      if (!rated(homeId) || !rated(awayId)) return null;
      const base = forecastOf(model!.predict(String(homeId), String(awayId), { neutral: true }));
      return { ...base, market: null, published: base.model, modelWeight: 1, stage: null };
    },
    ratingBasis: (teamId) => ratingBasis(fit, teamId),
  };
}

/** Counted over the past four years, the window the insight names. */
export const BASIS_YEARS = 4;

function ratingBasis(fit: CrossLeagueFit, teamId: number): RatingBasis | null {
  const team = fit.model?.teams[String(teamId)];
  if (!team) return null;
  const since = fit.asOf.getTime() - BASIS_YEARS * 365 * DAY;
  let domesticMatches = 0;
  let europeanMatches = 0;
  for (const m of fit.played) {
    if (m.kickoff.getTime() < since) continue;
    if (m.homeTeamId !== teamId && m.awayTeamId !== teamId) continue;
    if (CUP_LEAGUE_IDS.has(m.leagueId)) europeanMatches++;
    else if (m.leagueId === team.league) domesticMatches++;
  }
  return { league: team.league, domesticMatches, europeanMatches };
}
