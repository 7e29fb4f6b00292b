/**
 * The starting-pitcher term of the MLB model (docs/models.md "Baseball"). Each starter is rated
 * by the runs his team allowed in his earlier starts, per nine innings, shrunk to the league's
 * rate by `shrinkStarts` starts' worth of league-average games; each team by the runs it allowed
 * in its recent games, whoever started. A pitcher better than his team's usual is an edge the
 * team ratings cannot see: the model reads (team − pitcher) for each side.
 *
 * Everything a forecast reads comes from games before it: the starter expected for a game (the
 * listing) is looked up before the game, and only the pitcher who actually started is credited
 * with the game's runs afterwards.
 */
import type { BaseballGame, StarterForm } from './types.ts';

export interface StarterFormParams {
  /** League-average starts added to every pitcher's record (the shrinkage). */
  shrinkStarts: number;
  /** Weight of a start one season older (0–1): form carries over, less and less. */
  seasonCarry: number;
  /** Half-life of a team's recent games, in games. */
  teamHalfLife: number;
}

/**
 * Chosen on 2012–2019 with the starters who actually pitched (docs/models.md "Baseball"): less
 * shrinkage or a longer team memory than these read the same or worse.
 */
export const STARTER_FORM: StarterFormParams = {
  shrinkStarts: 8,
  seasonCarry: 0.6,
  teamHalfLife: 150,
};

const NINE_INNINGS_OUTS = 54;
/** League-average games added to a team's record of runs scored and allowed. */
const TEAM_PRIOR_GAMES = 5;

/** Runs allowed on a nine-inning footing: a 12-inning game's runs count for 9/12 of a game. */
export function perNine(runs: number, outs: number | undefined): number {
  if (!outs || outs <= 0) return runs;
  return (runs * NINE_INNINGS_OUTS) / Math.max(outs, 27);
}

interface RunsRecord {
  weight: number;
  runs: number;
  season: number;
}

/** Forms before each game (by game id), for games in chronological order. */
export function starterForms(
  games: readonly BaseballGame[],
  params: StarterFormParams = STARTER_FORM,
): Map<string, { home: StarterForm; away: StarterForm } | null> {
  // Runs each side scores, and runs each side and each starter allowed beyond what the
  // opponent usually scores: an ace who faced strong line-ups is not mistaken for an average one.
  const offence = new Map<string, RunsRecord>();
  const defence = new Map<string, RunsRecord>();
  const pitchers = new Map<string, RunsRecord>();
  const league = { runs: 0, games: 0, season: Number.NaN };
  const teamDecay = 0.5 ** (1 / params.teamHalfLife);
  const out = new Map<string, { home: StarterForm; away: StarterForm } | null>();

  const leagueRate = () => (league.games > 0 ? league.runs / league.games : 4.5);
  const aged = (record: RunsRecord | undefined, season: number): RunsRecord => {
    if (!record) return { weight: 0, runs: 0, season };
    if (record.season === season) return record;
    const carry = params.seasonCarry ** (season - record.season);
    return { weight: record.weight * carry, runs: record.runs * carry, season };
  };
  /** A shrunk mean: `prior` games' worth of `towards` added to the record. */
  const shrunk = (record: RunsRecord, towards: number, prior: number) =>
    (record.runs + towards * prior) / (record.weight + prior);
  const scoring = (team: string, season: number) =>
    shrunk(aged(offence.get(team), season), leagueRate(), TEAM_PRIOR_GAMES);
  const form = (team: string, starter: string | undefined, season: number): StarterForm => {
    const lg = leagueRate();
    const teamRate = lg + shrunk(aged(defence.get(team), season), 0, TEAM_PRIOR_GAMES);
    const seen = starter ? pitchers.get(starter) : undefined;
    if (!seen) return { pitcher: teamRate, team: teamRate, starts: 0 };
    const record = aged(seen, season);
    return {
      pitcher: lg + shrunk(record, 0, params.shrinkStarts),
      team: teamRate,
      starts: record.weight,
    };
  };
  const credit = (
    map: Map<string, RunsRecord>,
    key: string,
    runs: number,
    season: number,
    decay: number,
  ) => {
    const current = aged(map.get(key), season);
    map.set(key, { weight: current.weight * decay + 1, runs: current.runs * decay + runs, season });
  };

  for (const game of games) {
    if (game.season !== league.season) {
      // A season's league rate starts from the last one's, worth a few weeks of games.
      if (league.games > 0) {
        const rate = leagueRate();
        league.games = 200;
        league.runs = rate * 200;
      }
      league.season = game.season;
    }
    out.set(
      game.id,
      game.homeStarter || game.awayStarter
        ? {
            home: form(game.home, game.homeStarter, game.season),
            away: form(game.away, game.awayStarter, game.season),
          }
        : null,
    );
    // A fixture not yet played credits nothing.
    if (!Number.isFinite(game.homeScore) || !Number.isFinite(game.awayScore)) continue;
    const homeAllowed = perNine(game.awayScore, game.outs);
    const awayAllowed = perNine(game.homeScore, game.outs);
    const homeBeyond = homeAllowed - scoring(game.away, game.season);
    const awayBeyond = awayAllowed - scoring(game.home, game.season);
    credit(defence, game.home, homeBeyond, game.season, teamDecay);
    credit(defence, game.away, awayBeyond, game.season, teamDecay);
    credit(offence, game.home, awayAllowed, game.season, teamDecay);
    credit(offence, game.away, homeAllowed, game.season, teamDecay);
    if (game.homeStarterActual)
      credit(pitchers, game.homeStarterActual, homeBeyond, game.season, 1);
    if (game.awayStarterActual)
      credit(pitchers, game.awayStarterActual, awayBeyond, game.season, 1);
    league.runs += homeAllowed + awayAllowed;
    league.games += 2;
  }
  return out;
}

/**
 * The pitching edge of the home side, in runs per nine innings: how much better than his team's
 * usual the home starter is, less the same for the away starter. Zero without a listing.
 */
export function pitchingEdge(forms: { home: StarterForm; away: StarterForm } | null): number {
  if (!forms) return 0;
  return forms.home.team - forms.home.pitcher - (forms.away.team - forms.away.pitcher);
}
