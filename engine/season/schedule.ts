/**
 * The part of a season's schedule no stored row holds. A provider lists only a few weeks ahead,
 * but a league's schedule is known in shape: a soccer league is a double round-robin (every
 * ordered home/away pair meets once), an NBA or NFL team plays its season's length.
 */

/** A meeting of two teams (by index), at `home`'s ground. */
export interface Meeting {
  home: number;
  away: number;
}

/**
 * Every ordered pair (home, away) of `teams` teams that neither a played match nor a scheduled
 * fixture holds: the double round-robin's meetings still to be dated, home team by home team.
 */
export function remainingPairs(
  teams: number,
  played: readonly Meeting[],
  scheduled: readonly Meeting[],
): Meeting[] {
  const held = new Uint8Array(teams * teams);
  for (const m of [...played, ...scheduled]) held[m.home * teams + m.away] = 1;
  const out: Meeting[] = [];
  for (let home = 0; home < teams; home++) {
    for (let away = 0; away < teams; away++) {
      if (home !== away && !held[home * teams + away]) out.push({ home, away });
    }
  }
  return out;
}

/** Per team, the games it still lacks: at home and away. */
export interface GamesShort {
  home: Int32Array;
  away: Int32Array;
}

/**
 * How many games each team lacks to reach `length` after `games` (played and scheduled), split
 * home and away: a team plays at home until half its season is (rounded up: 9 of an NFL 17),
 * the rest away. A team past `length` lacks none.
 */
export function gamesShort(teams: number, length: number, games: readonly Meeting[]): GamesShort {
  const total = new Int32Array(teams);
  const atHome = new Int32Array(teams);
  for (const g of games) {
    total[g.home]!++;
    total[g.away]!++;
    atHome[g.home]!++;
  }
  const home = new Int32Array(teams);
  const away = new Int32Array(teams);
  const homeTarget = Math.ceil(length / 2);
  for (let t = 0; t < teams; t++) {
    const short = Math.max(0, length - total[t]!);
    home[t] = Math.min(short, Math.max(0, homeTarget - atHome[t]!));
    away[t] = short - home[t]!;
  }
  return { home, away };
}
