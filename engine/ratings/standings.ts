/**
 * End-of-season indifference from the standings, for the NBA margin rating. In the last weeks of
 * a regular season, a team that can no longer reach the postseason (tanking for the draft
 * lottery) or has already clinched a place (resting its starters) plays below its rating; a team
 * still in the race does not. NBA 2008–14 (the seasons before the scored ones): the closing
 * market moved 0.2–0.5 logit against such sides in their last ten games, and results went the
 * same way.
 *
 * Everything comes from results and the schedule of the season so far; nothing here needs a team
 * code, a playoff flag or a conference table, because the live forecaster has none of them:
 * - games left = the season's games per team (82; fewer for seasons shortened in advance) minus
 *   the team's games so far; games past that number (play-in, playoffs) are not regular season,
 *   so a game counts only while both sides still have one left;
 * - conferences come from the schedule: a team meets its own conference 3–4 times a season and
 *   the other one twice. Single pair counts are noisy (a shortened season, the Finals), so teams
 *   are compared by whom they met: with M the meetings this season and last (less their mean),
 *   a team's conference mates are the half of the league whose rows of M are most alike
 *   (Σ over third teams of M[a][c] · M[b][c]). The split is made once a season, when first
 *   needed (some side within `rampGames` of the end, 70-odd games in), from the meetings before
 *   that day: it is the costly part, and it no longer changes by then;
 * - a team is out when `cut` mates already have more wins than it can reach, and in when at most
 *   `safe − 1` mates can still reach its wins (8 and 8; from the 2020/21 play-in, 10 still play
 *   on and 6 skip the play-in). Ties and tie-breakers are ignored.
 *
 * A side's indifference is 0 while it is in the race, and for a side out or in it ramps from 0
 * with `rampGames` games left to 1 at its last game. The model reads the home side's minus the
 * away side's; played bubble games (neutral site) read 0.
 */

export interface MotivationParams {
  /** Ridge on the coefficient, in games of indifference 1 with a residual of 0. */
  ridge: number;
  /** Regular-season games per team. */
  seasonGames: number;
  /** Seasons whose schedule was shortened before it began: season → games per team. */
  shortSeasons?: Readonly<Record<number, number>>;
  /** First season with a play-in tournament (10 places still play on, 6 skip it). */
  playInFrom: number;
  /** Games left at which indifference starts to count. */
  rampGames: number;
}

interface Side {
  home: string;
  away: string;
}

const pair = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** A season's standings as they stood before a given day, for `indifference`. */
export class Standings {
  private season: number | undefined;
  private day = '';
  private wins = new Map<string, number>();
  private played = new Map<string, number>();
  private meetings = new Map<string, number>();
  private lastMeetings = new Map<string, number>();
  private pending: { home: string; away: string; winner?: string }[] = [];
  /** Conference mates of every team, split once a season when first needed. */
  private conferences: Map<string, ReadonlySet<string>> | undefined;

  constructor(private readonly params: MotivationParams) {
    if (!(params.ridge > 0)) throw new RangeError(`Bad ridge: ${params.ridge}`);
    if (!(params.rampGames > 0)) throw new RangeError(`Bad ramp: ${params.rampGames}`);
  }

  clone(): Standings {
    const copy = new Standings(this.params);
    copy.season = this.season;
    copy.day = this.day;
    copy.wins = new Map(this.wins);
    copy.played = new Map(this.played);
    copy.meetings = new Map(this.meetings);
    copy.lastMeetings = new Map(this.lastMeetings);
    copy.pending = [...this.pending];
    copy.conferences = this.conferences;
    return copy;
  }

  /** Moves to a game's day: earlier days' results count from now on; a new season starts afresh. */
  advance(date: string, season: number) {
    const day = date.slice(0, 10);
    if (day !== this.day) {
      for (const { home, away, winner } of this.pending) {
        if (winner) this.wins.set(winner, (this.wins.get(winner) ?? 0) + 1);
        const key = pair(home, away);
        this.meetings.set(key, (this.meetings.get(key) ?? 0) + 1);
      }
      this.pending = [];
      this.day = day;
    }
    if (season !== this.season) {
      if (this.season !== undefined) this.lastMeetings = this.meetings;
      this.meetings = new Map();
      this.wins = new Map();
      this.played = new Map();
      this.conferences = undefined;
      this.season = season;
    }
  }

  /**
   * A game of the current day: it counts as played at once, since the schedule is known; it
   * counts as a meeting, and its result (if given) as a win, from the next day.
   */
  note(game: Side, result?: { homeScore: number; awayScore: number }) {
    this.played.set(game.home, (this.played.get(game.home) ?? 0) + 1);
    this.played.set(game.away, (this.played.get(game.away) ?? 0) + 1);
    const winner =
      result && result.homeScore !== result.awayScore
        ? result.homeScore > result.awayScore
          ? game.home
          : game.away
        : undefined;
    this.pending.push({ home: game.home, away: game.away, winner });
  }

  private left(team: string): number {
    const p = this.params;
    const games = (this.season !== undefined && p.shortSeasons?.[this.season]) || p.seasonGames;
    return Math.max(0, games - (this.played.get(team) ?? 0));
  }

  /** Conference mates of `team`: see the file comment. */
  private mates(team: string): ReadonlySet<string> {
    this.conferences ??= this.splitConferences();
    return this.conferences.get(team) ?? new Set();
  }

  private splitConferences(): Map<string, ReadonlySet<string>> {
    const teams = new Map<string, number>();
    const keys = [...this.lastMeetings.keys(), ...this.meetings.keys()];
    for (const key of keys)
      for (const t of key.split('|')) if (!teams.has(t)) teams.set(t, teams.size);
    const n = teams.size;
    const m = new Float64Array(n * n);
    for (const table of [this.lastMeetings, this.meetings]) {
      for (const [key, count] of table) {
        const [a, b] = key.split('|').map((t) => teams.get(t)!) as [number, number];
        m[a * n + b]! += count;
        m[b * n + a]! += count;
      }
    }
    let mean = 0;
    for (let i = 0; i < n * n; i++) mean += m[i]!;
    mean /= Math.max(1, n * (n - 1));
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (i !== j) m[i * n + j]! -= mean;
    const names = [...teams.keys()];
    const size = Math.floor(n / 2) - 1;
    const out = new Map<string, ReadonlySet<string>>();
    for (let a = 0; a < n; a++) {
      const alike: [number, number][] = [];
      for (let b = 0; b < n; b++) {
        if (b === a) continue;
        let sum = 0;
        for (let c = 0; c < n; c++) if (c !== a && c !== b) sum += m[a * n + c]! * m[b * n + c]!;
        alike.push([b, sum]);
      }
      alike.sort((x, y) => y[1] - x[1] || x[0] - y[0]);
      out.set(names[a]!, new Set(alike.slice(0, size).map(([b]) => names[b]!)));
    }
    return out;
  }

  /** 0 in the race; for a side already out or in, 1 − games left / rampGames (at least 0). */
  private sideIndifference(team: string): number {
    const p = this.params;
    const left = this.left(team);
    if (left >= p.rampGames) return 0;
    const playIn = this.season !== undefined && this.season >= p.playInFrom;
    const cut = playIn ? 10 : 8;
    const safe = playIn ? 6 : 8;
    const wins = this.wins.get(team) ?? 0;
    const mates = [...this.mates(team)];
    const out = mates.filter((t) => (this.wins.get(t) ?? 0) > wins + left).length >= cut;
    const safeIn =
      mates.filter((t) => (this.wins.get(t) ?? 0) + this.left(t) >= wins).length <= safe - 1;
    return out || safeIn ? 1 - left / p.rampGames : 0;
  }

  /**
   * Home minus away indifference of a game on the current day (call `advance` first); 0 at a
   * neutral site or when either side has no regular-season game left.
   */
  indifference(game: Side & { neutral?: boolean }): number {
    if (game.neutral || this.left(game.home) < 1 || this.left(game.away) < 1) return 0;
    return this.sideIndifference(game.home) - this.sideIndifference(game.away);
  }
}
