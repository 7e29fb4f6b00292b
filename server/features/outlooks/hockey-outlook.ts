import type { OutlookTeam } from '@contract';
import { DEFAULT_REGULATION } from '../../../engine/hockey/regulation.ts';
import { forSeason } from '../../../engine/predict/mlb-nhl.ts';
import { MLB_NHL_TABLES } from '../../../engine/predict/mlb-nhl-tables.ts';
import {
  Ending,
  type HockeyFormat,
  type HockeyResult,
  simulateHockeySeason,
  type UnsettledResult,
} from '../../../engine/season/index.ts';
import type { LeagueMatchRow } from '../../db/queries/sports-catalogue.ts';
import { columnsOf, SCHEDULE_RULE_TEXT } from './outlook-text.ts';
import { gamesLeft } from './schedule.ts';
import type { SeasonRows } from './season-rows.ts';
import { type LeagueProjection, projection } from './soccer-outlook.ts';
import {
  alignmentOf,
  fixtures,
  homeAdvantageOf,
  openGames,
  RATING_K,
  ratings,
  seasonOpen,
} from './us-outlook.ts';

/**
 * Of the regular-season games won by one goal in 2010/11–2018/19 (the Kaggle tables, which say
 * how each ended), the share that went past regulation: 2,503 of 4,878. A game won by two or
 * more ended in regulation (overtime is sudden death; a shoot-out adds one goal).
 */
export const ONE_GOAL_PAST_REGULATION = 0.513;
/** Of the games level after 60 minutes in 2015/16–2018/19 (three-on-three overtime), the share a shoot-out settled: 396 of 1,131. */
export const SHOOTOUT_SHARE = 0.35;

/** How each NHL game ended, by match id: `details.settledIn` where a source says. */
export type Endings = ReadonlyMap<number, string>;

/** The play-off places of a season (engine/season/simulate-hockey.ts HockeyFormat). */
export function hockeyFormat(season: string): HockeyFormat {
  const start = Number(season.slice(0, 4));
  if (start === 2020) return { divisionPlaces: 4, wildCards: 0 };
  if (start <= 2012) return { divisionPlaces: 1, wildCards: 5 };
  return { divisionPlaces: 3, wildCards: 2 };
}

/**
 * Played games as the standings read them: the ending where a source gives it ('overtime or
 * shoot-out' counts as overtime: the loser's point is the same), regulation for a win by two or
 * more, and otherwise unknown (`unsettled`, drawn in each simulation).
 */
export function hockeyResults(rows: SeasonRows, list: readonly LeagueMatchRow[], endings: Endings) {
  const settled: HockeyResult[] = [];
  const unsettled: UnsettledResult[] = [];
  for (const r of list) {
    const home = rows.indexOf.get(r.homeTeamId)!;
    const away = rows.indexOf.get(r.awayTeamId)!;
    const homeWon = r.homeScore! > r.awayScore!;
    const said = endings.get(r.id);
    const ending =
      said === 'regulation'
        ? Ending.regulation
        : said === 'shootout'
          ? Ending.shootout
          : said === 'overtime' || said === 'overtime-or-shootout'
            ? Ending.overtime
            : Math.abs(r.homeScore! - r.awayScore!) >= 2
              ? Ending.regulation
              : null;
    if (ending === null) {
      unsettled.push({ home, away, homeWon, pastRegulation: ONE_GOAL_PAST_REGULATION });
    } else settled.push({ home, away, homeWon, ending });
  }
  return { settled, unsettled };
}

/** Each team's record so far: wins, regulation losses, overtime losses, and losses not known. */
function records(
  n: number,
  settled: readonly HockeyResult[],
  unsettled: readonly UnsettledResult[],
) {
  const won = new Int32Array(n);
  const lost = new Int32Array(n);
  const overtime = new Int32Array(n);
  const unknown = new Int32Array(n);
  for (const g of settled) {
    won[g.homeWon ? g.home : g.away]!++;
    (g.ending === Ending.regulation ? lost : overtime)[g.homeWon ? g.away : g.home]!++;
  }
  for (const g of unsettled) {
    won[g.homeWon ? g.home : g.away]!++;
    unknown[g.homeWon ? g.away : g.home]!++;
  }
  return { won, lost, overtime, unknown };
}

export function hockeyOutlook(
  rows: SeasonRows,
  endings: Endings,
  names: (teamId: number) => string,
  simulations: number,
  seed: number,
): LeagueProjection {
  const { alignment, labels } = alignmentOf('NHL', rows, names);
  const { settled, unsettled } = hockeyResults(rows, rows.played, endings);
  const elo = ratings(rows);
  const edge = homeAdvantageOf('NHL', rows);
  const season = Number(rows.season.slice(0, 4));
  const format = hockeyFormat(rows.season);
  const outcome = simulateHockeySeason({
    alignment,
    played: settled,
    unsettled,
    fixtures: fixtures(rows, elo, edge),
    openGames: openGames(rows, elo, edge),
    regulation: forSeason(MLB_NHL_TABLES.NHL.regulation ?? {}, season) ?? DEFAULT_REGULATION,
    shootoutShare: SHOOTOUT_SHARE,
    ratingK: RATING_K.NHL,
    simulations,
    seed,
    format,
    ...(seasonOpen(rows) ? { postseason: { ratings: elo, homeAdvantage: edge } } : {}),
  });
  const n = rows.teamIds.length;
  const columns = columnsOf('NHL', outcome);
  const { won, lost, overtime, unknown } = records(n, settled, unsettled);
  const left = gamesLeft(rows);
  // Points as far as known; a one-goal loss whose ending is not on file counts as the share of
  // a point such losses took (for the order only: no such point is shown).
  const order = (t: number) =>
    (2 * won[t]! + overtime[t]! + ONE_GOAL_PAST_REGULATION * unknown[t]!) /
    Math.max(1, won[t]! + lost[t]! + overtime[t]! + unknown[t]!);
  const conferences = [0, 1].map((c) =>
    [...Array(n).keys()]
      .filter((t) => alignment.conference[t] === c)
      .sort((a, b) => order(b) - order(a) || won[b]! - won[a]!),
  );
  const teams: OutlookTeam[] = conferences.flatMap((members) =>
    members.map((t, position) => {
      const played = won[t]! + lost[t]! + overtime[t]! + unknown[t]!;
      const known = unknown[t] === 0;
      return {
        teamId: rows.teamIds[t]!,
        team: names(rows.teamIds[t]!),
        conference: labels[t]!.conference,
        division: labels[t]!.division,
        standing: {
          position: position + 1,
          played,
          won: won[t]!,
          drawn: known ? overtime[t]! : null,
          lost: known ? lost[t]! : lost[t]! + unknown[t]!,
          scored: 0,
          conceded: 0,
          points: known ? 2 * won[t]! + overtime[t]! : null,
          winPct: played ? Math.round((won[t]! / played) * 1000) / 1000 : 0,
        },
        remaining: left[t]!,
        projection: projection(outcome, t, members.length),
        chances: Object.fromEntries(columns.map((c) => [c.key, outcome.chances[c.key]![t]!])),
      };
    }),
  );
  goalsInto(teams, rows);
  return {
    outcome,
    teams,
    columns,
    rules: [...hockeyRules(rows, format, unsettled.length), ...SCHEDULE_RULE_TEXT(rows)],
  };
}

/** Goals for and against from the played games. */
function goalsInto(teams: OutlookTeam[], rows: SeasonRows) {
  const byId = new Map(teams.map((t) => [t.teamId, t.standing]));
  for (const r of rows.played) {
    const home = byId.get(r.homeTeamId)!;
    const away = byId.get(r.awayTeamId)!;
    home.scored += r.homeScore!;
    home.conceded += r.awayScore!;
    away.scored += r.awayScore!;
    away.conceded += r.homeScore!;
  }
}

function hockeyRules(rows: SeasonRows, format: HockeyFormat, unsettled: number): string[] {
  const count = unsettled.toLocaleString('en-GB');
  const lines = [
    `Every remaining regular-season game is drawn from its published home-win probability (overtime and shoot-out included), split into a regulation win, a game level after 60 minutes (settled by a shoot-out ${Math.round(SHOOTOUT_SHARE * 100)}% of the time) or a regulation loss by the model’s regulation split; the loser past regulation takes a point. A simulated win moves the two teams’ ratings as Elo would (K = ${RATING_K.NHL}).`,
    'Points, then points percentage while games played differ; level teams by regulation wins, regulation and overtime wins, wins, then points in the games among them; goal differential and later steps are drawn as lots.',
    format.wildCards === 2
      ? 'The top three of each division reach the play-offs, then the two best other teams of each conference as wild cards.'
      : format.wildCards === 0
        ? 'The top four of each of the season’s four divisions reach the play-offs.'
        : 'The division winners and the five best other teams of each conference (eight a conference) reach the play-offs.',
  ];
  if (unsettled > 0) {
    lines.push(
      `How ${count} ${unsettled === 1 ? 'game' : 'games'} won by one goal ended (in regulation or past it) ${unsettled === 1 ? 'is' : 'are'} not in the data for this season, so the current points are not shown and the table is ordered by what is known; each simulation draws each such game as past regulation with a ${Math.round(ONE_GOAL_PAST_REGULATION * 100)}% chance, the share of one-goal games that went past regulation in 2010/11–2018/19.`,
    );
  }
  if (!seasonOpen(rows)) {
    lines.push(
      'The regular season is over, so the play-offs are not simulated: their games are not read from the data for this outlook.',
    );
  } else if (format.wildCards === 2) {
    lines.push(
      'The play-offs are played out series by series (best of seven, 2-2-1-1-1, home ice to the division winner in the first round, then to the better record) from the teams’ ratings at the season’s end.',
    );
  } else {
    lines.push('This season’s play-off format is not simulated: no Stanley Cup chances.');
  }
  return lines;
}
