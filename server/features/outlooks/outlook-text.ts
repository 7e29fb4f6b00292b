import type { OutlookChance, OutlookColumn } from '@contract';
import { mlbFormat, type SeasonOutcome } from '../../../engine/season/index.ts';
import { cutShort } from './schedule.ts';
import { regularSeasonLength, type ScheduleGap, type SeasonRows } from './season-rows.ts';

/** Column headings and their meaning, in display order (a league shows those it reports). */
export const COLUMN_TEXT: Record<OutlookChance, { label: string; description: string }> = {
  title: { label: 'Title', description: 'Finishing first.' },
  topSeed: { label: 'Top seed', description: "Finishing as the conference's first seed." },
  divisionTitle: { label: 'Division', description: 'Winning the division.' },
  promotion: { label: 'Auto promotion', description: 'Finishing in the top two.' },
  playoffs: { label: 'Play-offs', description: 'Finishing in a play-off place.' },
  playIn: { label: 'Play-in', description: 'Finishing 7th to 10th in the conference.' },
  makePlayoffs: {
    label: 'Make play-offs',
    description: 'Reaching the play-offs, directly or through the play-in games.',
  },
  playoffPromotion: {
    label: 'Promoted via play-offs',
    description: 'Winning the promotion play-offs (semi-finals and final simulated).',
  },
  promoted: { label: 'Promoted', description: 'Promoted automatically or through the play-offs.' },
  top4: { label: 'Top 4', description: 'Finishing in the top four.' },
  europe: {
    label: 'Europe',
    description:
      'Finishing in the top six, the usual European places (cup winners can change them).',
  },
  relegationPlayoff: {
    label: 'Relegation play-off',
    description: 'Finishing third from bottom, which plays the relegation play-off.',
  },
  relegation: { label: 'Relegated', description: 'Finishing in the automatic relegation places.' },
  bye: {
    label: 'Bye',
    description: 'A top-two seed of its league: straight into the division series.',
  },
  wildCard: {
    label: 'Wild card',
    description: 'A play-off place as one of the conference’s two wild cards.',
  },
  bestRecord: {
    label: 'Best record',
    description: 'The league’s best regular-season record (the Presidents’ Trophy).',
  },
  pennant: {
    label: 'Pennant',
    description:
      'Winning the league (AL or NL) pennant: the postseason simulated to the World Series.',
  },
};

/** MLB and NHL columns, in display order, and how their championship column reads. */
const US_COLUMNS: Partial<Record<string, OutlookChance[]>> = {
  MLB: ['topSeed', 'divisionTitle', 'playoffs', 'bye', 'pennant', 'title'],
  NHL: ['divisionTitle', 'playoffs', 'wildCard', 'bestRecord', 'title'],
};
const CHAMPIONSHIP: Partial<Record<string, { label: string; description: string }>> = {
  MLB: {
    label: 'World Series',
    description: 'Winning the World Series: the postseason played out from the teams’ ratings.',
  },
  NHL: {
    label: 'Stanley Cup',
    description: 'Winning the Stanley Cup: the play-offs played out from the teams’ ratings.',
  },
};

/** The columns a league's outcome reports, in display order, with their labels. */
export function columnsOf(leagueId: string, outcome: SeasonOutcome): OutlookColumn[] {
  const keys = Object.keys(outcome.chances) as OutlookChance[];
  const order = US_COLUMNS[leagueId] ?? (Object.keys(COLUMN_TEXT) as OutlookChance[]);
  return order
    .filter((k) => keys.includes(k))
    .map((key) => ({
      key,
      ...(key === 'title' ? (CHAMPIONSHIP[leagueId] ?? COLUMN_TEXT[key]) : COLUMN_TEXT[key]),
      ...(key === 'topSeed' && leagueId === 'MLB'
        ? { description: 'Finishing as its league’s first seed.' }
        : {}),
      ...(key === 'playoffs' && leagueId === 'MLB'
        ? { label: 'Postseason', description: 'Reaching the postseason.' }
        : {}),
    }));
}

const SOCCER_TIES: Record<string, string> = {
  E0: 'Level on points: goal difference, then goals scored, then head-to-head points; a play-off or head-to-head away goals after that are drawn as lots.',
  E1: 'Level on points: goal difference, then goals scored, then head-to-head points; head-to-head away goals after that are drawn as lots.',
  D1: 'Level on points: goal difference, goals scored, head-to-head points, then away goals scored.',
  F1: 'Level on points: goal difference, goals scored, then head-to-head points and goal difference.',
  SP1: 'Level on points: head-to-head points and goal difference among the tied clubs, then goal difference, then goals scored.',
  I1: 'Level on points: head-to-head points and goal difference among the tied clubs, then goal difference, then goals scored; a title or relegation play-off is drawn as lots.',
};

export function SOCCER_RULE_TEXT(leagueId: string, playoffsSimulated: boolean): string[] {
  const lines = [
    'Every remaining match is drawn from the score distribution behind its published probabilities; 3 points for a win, 1 for a draw.',
    SOCCER_TIES[leagueId] ?? '',
  ];
  if (leagueId === 'E1') {
    lines.push(
      playoffsSimulated
        ? 'Top two are promoted; 3rd v 6th and 4th v 5th play two-legged semi-finals and a final from the model’s goal rates (extra time, then penalties as an even chance); bottom three go down.'
        : 'Top two are promoted, 3rd to 6th reach the play-offs, bottom three go down; the play-off games are not simulated without remaining fixtures to read the ratings from.',
    );
  }
  if (leagueId === 'D1' || leagueId === 'F1') {
    lines.push('Bottom two go down; third from bottom plays a relegation play-off.');
  }
  return lines.filter(Boolean);
}

const NBA_NFL_RULES: Record<'NBA' | 'NFL', string[]> = {
  NBA: [
    'Every remaining regular-season game is drawn from its published home-win probability; a simulated win moves the two teams’ ratings as Elo would (K = 20), so later games in the same simulation feel it.',
    'Conference seeds by win %; two teams level: head-to-head, then division leadership, then conference record; more than two: division leadership first, then the record among the tied teams, then conference record; later steps are drawn as lots.',
    'Seeds 1–6 reach the play-offs; 7–10 play the play-in (7 v 8 for the 7th seed, its loser v the winner of 9 v 10 for the 8th), simulated from the ratings.',
  ],
  NFL: [
    'Every remaining regular-season game is drawn from its published home-win probability; a simulated win moves the two teams’ ratings as Elo would (K = 20).',
    'Division winners by win %, then head-to-head, division record and conference record; common games and strength of victory are not computed and are drawn as lots.',
    'The four division winners are seeds 1–4, the three best other teams seeds 5–7 (wild cards), ranked by win %, head-to-head and conference record.',
  ],
};

const MLB_FORMAT_TEXT: Record<number, string> = {
  6: 'Each league’s three division winners are seeds 1–3, the three best other teams seeds 4–6 (wild cards); seeds 1 and 2 skip the wild-card round (best of three, 3 v 6 and 4 v 5).',
  5: 'Each league’s three division winners and two wild cards reach the postseason; the wild cards meet in one game for a place in the division series.',
  8: 'Eight teams a league reached the 2020 postseason, meeting in best-of-three series (1 v 8, 2 v 7, 3 v 6, 4 v 5): here the three division winners and the five best others (the rule guaranteeing each division’s runner-up a place is not applied).',
  4: 'Each league’s three division winners and one wild card reach the division series (the rule keeping division rivals apart in that round is not applied).',
};

/** The competition rules an American league's outlook applies, in sentences. */
export function US_RULE_TEXT(
  league: 'NBA' | 'NFL' | 'MLB',
  rows: SeasonRows,
  ratingK: number,
): string[] {
  if (league !== 'MLB') return NBA_NFL_RULES[league];
  const format = mlbFormat(Number(rows.season.slice(0, 4))).playoffs;
  const lines = [
    `Every remaining regular-season game is drawn from its published home-win probability; a simulated win moves the two teams’ ratings as Elo would (K = ${ratingK}).`,
    'Division winners by win %, then head-to-head record, then record within the division; what the rules list after that is drawn as lots (no tie-break games since 2022).',
    MLB_FORMAT_TEXT[format]!,
  ];
  lines.push(
    rows.remaining.length > 0 || rows.open
      ? 'The postseason is played out series by series (division series best of five, league championship series and World Series best of seven, home field to the better seed) from the teams’ ratings at the season’s end; starting pitchers are not known that far ahead and are left out.'
      : 'The regular season is over, so the postseason is not simulated: its games are not in the data for this season.',
  );
  return lines;
}

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

/** How the games no provider has listed yet are simulated (nothing when there are none). */
export function SCHEDULE_RULE_TEXT(rows: SeasonRows): string[] {
  if (rows.undated.length > 0) {
    return [
      `Every club meets every other home and away: the ${count(rows.undated.length, 'meeting', 'meetings')} no provider has dated yet ${rows.undated.length === 1 ? 'is' : 'are'} simulated from the model’s goal rates (each side’s attack and defence, home advantage included), with no market to pool in.`,
    ];
  }
  if (!rows.open) return [];
  return [
    'Games past those listed, up to each team’s regular-season length, have no known opponent: each is played against a league-average side (the mean rating) from the team’s Elo rating, with home advantage in its home games, and counts in its overall record only (not head-to-head, division or conference records).',
  ];
}

/** Said beside the outlook when the teams on file are not the league's (else null). */
export function scheduleNote(
  gap: ScheduleGap | null,
  league: string,
  season: string,
): string | null {
  if (!gap) return null;
  return gap.teams < gap.expected
    ? `Only ${gap.teams} of the ${league}'s ${gap.expected} teams have a ${season} match on file, so the rest of the schedule is not known: only the listed matches are simulated, and the chances do not cover the whole season.`
    : `The ${season} matches on file name ${gap.teams} teams where the ${league} has ${gap.expected}, so the rest of the schedule cannot be laid out: only the listed matches are simulated.`;
}

/**
 * MLB and NHL: said when the clock is past the season's last game on file and nothing is
 * left to simulate (the off-season): the table is the final one, and the next season's
 * schedule is not in the data. When the teams' games on file fall short of the season's
 * length (a file holding part of a season), the table is not the season's: it says so.
 */
export function offSeasonNote(rows: SeasonRows, league: string, asOf: Date): string | null {
  if (rows.remaining.length > 0 || rows.open || rows.played.length === 0) return null;
  const partial = partialSeason(rows);
  if (partial) {
    return `Only ${partial.games.toLocaleString('en-GB')} games of the ${rows.season} ${league} regular season are on file (each team plays ${partial.length}), so this table is not the season's and no chances are given from it.`;
  }
  const last = rows.played.reduce((t, r) => Math.max(t, r.kickoff.getTime()), 0);
  if (asOf.getTime() <= last) return null;
  return `The ${rows.season} ${league} regular season is over and the next season's schedule is not on file: this is the final table, with nothing left to simulate, and the postseason is not simulated.`;
}

/**
 * A finished season whose games on file fall short of its length by more than a game or two
 * (a rain-out never made up): not a stopped season (`cutShort`), which ends where it stopped.
 */
export function partialSeason(rows: SeasonRows): { games: number; length: number } | null {
  const length = regularSeasonLength(rows.leagueId, rows.season);
  if (length === null || cutShort(rows.leagueId, rows.season)) return null;
  const games = new Map<number, number>();
  for (const r of rows.played) {
    games.set(r.homeTeamId, (games.get(r.homeTeamId) ?? 0) + 1);
    games.set(r.awayTeamId, (games.get(r.awayTeamId) ?? 0) + 1);
  }
  const short = [...games.values()].some((g) => g < length - 2);
  return short ? { games: rows.played.length, length } : null;
}
