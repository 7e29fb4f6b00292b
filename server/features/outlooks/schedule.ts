import { gamesShort, remainingPairs } from '../../../engine/season/index.ts';
import type { MatchForecast } from '../../sports/state/league-state.ts';
import { type Meeting, regularSeasonLength, type SeasonRows } from './season-rows.ts';

/**
 * Teams per season (the files agree for every season on file): the Premier League 22 until
 * 1994/95, La Liga 22 in 1995/96 and 1996/97, Serie A 18 until 2003/04, Ligue 1 18 in
 * 1997/98–2001/02 and from 2023/24; the NBA 30 franchises from 2004/05, the NFL 32 from 2002;
 * MLB 30; the NHL 30 to 2016/17, 31 with Vegas from 2017/18, 32 with Seattle from 2021/22.
 */
export function leagueSize(leagueId: string, season: string): number | null {
  const start = Number(season.slice(0, 4));
  switch (leagueId) {
    case 'E0':
      return start <= 1994 ? 22 : 20;
    case 'E1':
      return 24;
    case 'SP1':
      return start === 1995 || start === 1996 ? 22 : 20;
    case 'D1':
      return 18;
    case 'I1':
      return start <= 2003 ? 18 : 20;
    case 'F1':
      return (start >= 1997 && start <= 2001) || start >= 2023 ? 18 : 20;
    case 'NBA':
      return start >= 2004 ? 30 : 29;
    case 'NFL':
      return start >= 2002 ? 32 : 31;
    case 'MLB':
      return 30;
    case 'NHL':
      return start >= 2021 ? 32 : start >= 2017 ? 31 : 30;
    default:
      return null;
  }
}

/**
 * Seasons stopped before their schedule was played, from the day they stopped: Ligue 1 2019/20
 * (ended by the LFP on 30 April 2020) and the NBA's 2019/20 (suspended on 11 March 2020; 22 teams
 * played 8 more games each in August, the other 8 none), and the NHL's 2019/20 (paused on 12
 * March 2020 and never resumed: the regular season ended where it stopped, the play-offs
 * began in August with 24 teams).
 */
const CUT_SHORT: Record<string, { season: string; from: Date }> = {
  F1: { season: '2019/20', from: new Date(Date.UTC(2020, 3, 30)) },
  NBA: { season: '2019/20', from: new Date(Date.UTC(2020, 2, 12)) },
  NHL: { season: '2019/20', from: new Date(Date.UTC(2020, 2, 12)) },
};

/** Whether a season was stopped before its schedule was played (at any clock). */
export const cutShort = (leagueId: string, season: string) =>
  CUT_SHORT[leagueId]?.season === season;

/**
 * The first day after each league's regular season (UTC, the season's start year): the NFL's
 * by 1 February, the NBA's by 1 May (1 June in 2020/21), MLB's by 15 October, the NHL's by
 * 1 May (1 June in 2020/21); soccer by 1 July (1 September in 2019/20).
 */
function regularSeasonEnd(leagueId: string, start: number): number {
  switch (leagueId) {
    case 'NFL':
      return Date.UTC(start + 1, 1, 1);
    case 'NBA':
    case 'NHL':
      return Date.UTC(start + 1, start === 2020 ? 5 : 4, 1);
    case 'MLB':
      return Date.UTC(start, 9, 15);
    default:
      return Date.UTC(start + 1, start === 2019 ? 8 : 6, 1);
  }
}

/**
 * Whether the stored rows are the whole season at the clock: once its regular season is over
 * (regularSeasonEnd), a team short of games lost them (the NBA's Celtics v Pacers, April 2013),
 * and a season cut short ends where it stopped.
 */
export function scheduleClosed(leagueId: string, season: string, asOf: Date): boolean {
  const cut = CUT_SHORT[leagueId];
  if (cut && cut.season === season && asOf >= cut.from) return true;
  return asOf.getTime() >= regularSeasonEnd(leagueId, Number(season.slice(0, 4)));
}

/**
 * The rest of a season's schedule beside its stored rows. A soccer league is a double
 * round-robin, so every home/away pair with no played match and no stored fixture is a meeting
 * still to be dated; an NBA or NFL team plays its season's length, so a team short of it has
 * games whose opponents the stored rows do not name. When the teams on file are not the
 * league's (a season just begun with few fixtures listed), nothing is added and the gap is kept
 * to be said.
 */
export function completeSchedule(rows: SeasonRows, asOf: Date): SeasonRows {
  const { leagueId, season } = rows;
  const expected = leagueSize(leagueId, season);
  if (expected === null || scheduleClosed(leagueId, season, asOf)) return rows;
  const teams = rows.teamIds.length;
  if (teams !== expected) return { ...rows, scheduleGap: { teams, expected } };
  const meeting = (r: Meeting) => ({
    home: rows.indexOf.get(r.homeTeamId)!,
    away: rows.indexOf.get(r.awayTeamId)!,
  });
  const played = rows.played.map(meeting);
  const listed = rows.remaining.map(meeting);
  const length = regularSeasonLength(leagueId, season);
  if (length !== null) {
    const open = gamesShort(teams, length, [...played, ...listed]);
    return open.home.some((g) => g > 0) || open.away.some((g) => g > 0) ? { ...rows, open } : rows;
  }
  const undated = remainingPairs(teams, played, listed).map((m, k) => ({
    id: -(k + 1),
    homeTeamId: rows.teamIds[m.home]!,
    awayTeamId: rows.teamIds[m.away]!,
  }));
  return { ...rows, undated };
}

/** A what-if meeting at the home side's ground, priced by the fitted model. */
export type WhatIf = (homeId: number, awayId: number) => MatchForecast | null;

/** Whether a forecast carries its teams' ratings (soccer goal rates, or NBA/NFL Elo). */
const rates = (f: MatchForecast | undefined) =>
  !!f && ((f.expectedGoals !== null && f.soccerRatings !== null) || f.elo !== null);

/**
 * Undated and open games are priced from the teams' ratings, read from the remaining fixtures'
 * forecasts; a team none of them rates (no fixture listed ahead, or only one in play) is rated
 * from a what-if meeting instead, two such teams to a meeting.
 */
export function rateEveryTeam(rows: SeasonRows, whatIf: WhatIf): SeasonRows {
  if (rows.undated.length === 0 && !rows.open) return rows;
  const rated = new Set<number>();
  for (const r of rows.remaining) {
    if (!rates(rows.forecasts.get(r.id))) continue;
    rated.add(r.homeTeamId);
    rated.add(r.awayTeamId);
  }
  const unrated = rows.teamIds.filter((id) => !rated.has(id));
  if (unrated.length === 0) return rows;
  const forecasts = new Map(rows.forecasts);
  const ratingGames: Meeting[] = [];
  let id = -(rows.undated.length + 1);
  for (let i = 0; i < unrated.length; i += 2) {
    const home = unrated[i]!;
    const away = unrated[i + 1] ?? rows.teamIds.find((t) => t !== home);
    const f = away === undefined ? null : whatIf(home, away);
    if (!f || away === undefined) continue;
    forecasts.set(id, f);
    ratingGames.push({ id, homeTeamId: home, awayTeamId: away });
    id--;
  }
  return { ...rows, forecasts, ratingGames };
}

/** Games each team (by index) has left: listed, undated and open. */
export function gamesLeft(rows: SeasonRows): Int32Array {
  const left = new Int32Array(rows.teamIds.length);
  for (const r of [...rows.remaining, ...rows.undated]) {
    left[rows.indexOf.get(r.homeTeamId)!]!++;
    left[rows.indexOf.get(r.awayTeamId)!]!++;
  }
  if (rows.open) {
    for (let t = 0; t < left.length; t++) left[t]! += rows.open.home[t]! + rows.open.away[t]!;
  }
  return left;
}

/**
 * League games left and how many of them no stored row dates: a soccer league's undated
 * meetings; an NBA/NFL team's open games, two teams to a game (an odd one out counts whole).
 */
export function fixturesLeft(rows: SeasonRows): { remaining: number; undated: number } {
  let open = 0;
  if (rows.open) {
    for (let t = 0; t < rows.teamIds.length; t++) open += rows.open.home[t]! + rows.open.away[t]!;
  }
  const undated = rows.undated.length + Math.ceil(open / 2);
  return { remaining: rows.remaining.length + undated, undated };
}
