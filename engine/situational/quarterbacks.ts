/**
 * NFL starting-quarterback changes, from the sequence of starters alone. A team's "primary"
 * quarterback is the one who started most of its last `window` games (ties: the most recent).
 * A game started by anyone else, after the team's starter changed during the season, is a
 * backup start (injury, benching), worth most in the first start (the ratings have not seen the
 * change yet) and fading as the backup's streak lengthens and the ratings catch up:
 * `backup = fade^(starts in a row so far)`. A new starter who has started every game of the
 * season (an off-season change: a signing, a draft pick) does not count: on NFL 2007–14 such
 * changes carried almost no signal and counting them hurt. A primary starting again straight
 * after someone else is a return. Both are 0 when the starter is unknown.
 */

export interface QuarterbackGame {
  id: string;
  season: number;
  home: string;
  away: string;
  homeQb?: string;
  awayQb?: string;
}

export interface QuarterbackSide {
  /** fade^streak for a backup start, else 0. */
  backup: number;
  /** 1 when the primary starts again after a game someone else started, else 0. */
  returning: number;
}

export interface QuarterbackSettings {
  /** Team games the primary starter is judged over. */
  window: number;
  /** How fast a backup start stops being news (per start in a row). */
  fade: number;
}

export const QUARTERBACK_SETTINGS: QuarterbackSettings = { window: 16, fade: 0.7 };

/** The primary among recent starters: most starts, ties to the most recent. */
export function primaryStarter(recent: readonly string[]): string | undefined {
  const count = new Map<string, number>();
  for (const qb of recent) count.set(qb, (count.get(qb) ?? 0) + 1);
  let best: string | undefined;
  let bestCount = 0;
  for (let i = recent.length - 1; i >= 0; i--) {
    const qb = recent[i]!;
    const c = count.get(qb)!;
    if (c > bestCount) {
      best = qb;
      bestCount = c;
    }
  }
  return best;
}

function side(
  history: readonly string[],
  gamesThisSeason: number,
  qb: string | undefined,
  s: QuarterbackSettings,
) {
  if (!qb || history.length === 0) return { backup: 0, returning: 0 };
  const primary = primaryStarter(history.slice(-s.window));
  if (qb !== primary) {
    let streak = 0;
    for (let i = history.length - 1; i >= 0 && history[i] === qb; i--) streak++;
    // Started every game of the season so far (or it is the opener): an off-season change.
    return { backup: streak < gamesThisSeason ? s.fade ** streak : 0, returning: 0 };
  }
  return { backup: 0, returning: history.at(-1) !== primary ? 1 : 0 };
}

/**
 * Quarterback-change terms for every game of `played` (in order, each from the games before
 * it) and then of `fixtures` (from all played games; fixtures do not change the history).
 */
export function quarterbackChanges(
  played: readonly QuarterbackGame[],
  fixtures: readonly QuarterbackGame[] = [],
  settings: QuarterbackSettings = QUARTERBACK_SETTINGS,
): Map<string, { home: QuarterbackSide; away: QuarterbackSide }> {
  const starters = new Map<string, string[]>();
  const historyOf = (team: string) => {
    let h = starters.get(team);
    if (!h) {
      h = [];
      starters.set(team, h);
    }
    return h;
  };
  const seasonGames = new Map<string, number>();
  const count = (team: string, season: number) => seasonGames.get(`${season}:${team}`) ?? 0;
  const sides = (game: QuarterbackGame) => ({
    home: side(historyOf(game.home), count(game.home, game.season), game.homeQb, settings),
    away: side(historyOf(game.away), count(game.away, game.season), game.awayQb, settings),
  });
  const out = new Map<string, { home: QuarterbackSide; away: QuarterbackSide }>();
  for (const game of played) {
    out.set(game.id, sides(game));
    for (const [team, qb] of [
      [game.home, game.homeQb],
      [game.away, game.awayQb],
    ] as const) {
      historyOf(team).push(qb ?? '');
      seasonGames.set(`${game.season}:${team}`, count(team, game.season) + 1);
    }
  }
  for (const game of fixtures) out.set(game.id, sides(game));
  return out;
}
