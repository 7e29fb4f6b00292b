import { MLB_TEAMS } from '../../data/reference/mlb-teams.ts';
import { NHL_TEAMS } from '../../data/reference/nhl-teams.ts';
import type { Alignment } from './alignment.ts';

/**
 * MLB and NHL leagues, conferences and divisions per season, keyed by the franchise codes of
 * server/data/reference/mlb-teams.ts and nhl-teams.ts (a franchise keeps its code across names
 * and moves: the Coyotes are UTA, the Thrashers WPG). From the leagues' standings pages
 * (mlb.com/standings, nhl.com/standings) for each season:
 * - MLB: six divisions since 1994; the Astros moved from the NL Central to the AL West in 2013.
 *   In 2020 the schedule was regional (each team met only its own division and the other
 *   league's same-region division), but the standings kept the six divisions.
 * - NHL: six divisions in two conferences to 2012/13; four from 2013/14 (Atlantic, Metropolitan,
 *   Central, Pacific; Detroit and Columbus moved east, Winnipeg into the Central); Vegas joined
 *   the Pacific in 2017/18, Seattle the Pacific in 2021/22 (Arizona, now Utah, to the Central).
 *   2020/21 played four temporary divisions (North, East, Central, West) with no conferences:
 *   they are kept here as two pairs of divisions so the standings have somewhere to group them.
 */
type Table = Record<string, string[]>;

const MLB_2013: Table = {
  'AL/AL East': ['BAL', 'BOS', 'NYY', 'TB', 'TOR'],
  'AL/AL Central': ['CWS', 'CLE', 'DET', 'KC', 'MIN'],
  'AL/AL West': ['HOU', 'LAA', 'OAK', 'SEA', 'TEX'],
  'NL/NL East': ['ATL', 'MIA', 'NYM', 'PHI', 'WSH'],
  'NL/NL Central': ['CHC', 'CIN', 'MIL', 'PIT', 'STL'],
  'NL/NL West': ['ARI', 'COL', 'LAD', 'SD', 'SF'],
};

const MLB_2012: Table = {
  ...MLB_2013,
  'AL/AL West': ['LAA', 'OAK', 'SEA', 'TEX'],
  'NL/NL Central': ['CHC', 'CIN', 'HOU', 'MIL', 'PIT', 'STL'],
};

const NHL_2021: Table = {
  'East/Atlantic': ['BOS', 'BUF', 'DET', 'FLA', 'MTL', 'OTT', 'TBL', 'TOR'],
  'East/Metropolitan': ['CAR', 'CBJ', 'NJD', 'NYI', 'NYR', 'PHI', 'PIT', 'WSH'],
  'West/Central': ['UTA', 'CHI', 'COL', 'DAL', 'MIN', 'NSH', 'STL', 'WPG'],
  'West/Pacific': ['ANA', 'CGY', 'EDM', 'LAK', 'SEA', 'SJS', 'VAN', 'VGK'],
};

const NHL_2017: Table = {
  ...NHL_2021,
  'West/Central': ['CHI', 'COL', 'DAL', 'MIN', 'NSH', 'STL', 'WPG'],
  'West/Pacific': ['ANA', 'UTA', 'CGY', 'EDM', 'LAK', 'SJS', 'VAN', 'VGK'],
};

const NHL_2013: Table = {
  ...NHL_2017,
  'West/Pacific': ['ANA', 'UTA', 'CGY', 'EDM', 'LAK', 'SJS', 'VAN'],
};

const NHL_2020: Table = {
  'East/North': ['CGY', 'EDM', 'MTL', 'OTT', 'TOR', 'VAN', 'WPG'],
  'East/East': ['BOS', 'BUF', 'NJD', 'NYI', 'NYR', 'PHI', 'PIT', 'WSH'],
  'West/Central': ['CAR', 'CHI', 'CBJ', 'DAL', 'DET', 'FLA', 'NSH', 'TBL'],
  'West/West': ['ANA', 'UTA', 'COL', 'LAK', 'MIN', 'SJS', 'STL', 'VGK'],
};

/** 2010/11: Atlanta still in the Southeast (its Winnipeg successor stayed there in 2011–2013). */
const NHL_2010: Table = {
  'East/Atlantic': ['NJD', 'NYI', 'NYR', 'PHI', 'PIT'],
  'East/Northeast': ['BOS', 'BUF', 'MTL', 'OTT', 'TOR'],
  'East/Southeast': ['CAR', 'FLA', 'TBL', 'WSH', 'WPG'],
  'West/Central': ['CHI', 'CBJ', 'DET', 'NSH', 'STL'],
  'West/Northwest': ['CGY', 'COL', 'EDM', 'MIN', 'VAN'],
  'West/Pacific': ['ANA', 'DAL', 'LAK', 'UTA', 'SJS'],
};

function tableOf(league: 'MLB' | 'NHL', season: number): Table {
  if (league === 'MLB') return season >= 2013 ? MLB_2013 : MLB_2012;
  if (season >= 2021) return NHL_2021;
  if (season === 2020) return NHL_2020;
  if (season >= 2017) return NHL_2017;
  if (season >= 2013) return NHL_2013;
  return NHL_2010;
}

const NAMES = new Map<string, string>([
  ...MLB_TEAMS.map((t) => [`MLB:${t.code}`, t.name] as const),
  ...NHL_TEAMS.map((t) => [`NHL:${t.code}`, t.name] as const),
]);

/**
 * A season's alignment by franchise name (the name the catalogue gives each team), for the
 * season starting in `season` (2024 = MLB 2024, NHL 2024/25).
 */
export function seasonAlignment(league: 'MLB' | 'NHL', season: number): Map<string, Alignment> {
  const out = new Map<string, Alignment>();
  for (const [key, codes] of Object.entries(tableOf(league, season))) {
    const [conference, division] = key.split('/') as [string, string];
    for (const code of codes) {
      const name = NAMES.get(`${league}:${code}`);
      if (!name) throw new Error(`No ${league} franchise has the code ${code}.`);
      out.set(name, { conference, division });
    }
  }
  return out;
}

/** Leagues (AL, NL) and conferences in display order. */
export const MLB_NHL_CONFERENCES: Record<'MLB' | 'NHL', [string, string]> = {
  MLB: ['AL', 'NL'],
  NHL: ['East', 'West'],
};
