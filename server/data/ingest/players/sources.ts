import { closeSync, existsSync, openSync, readdirSync, readSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { NFL_POSITION_FILES } from './nfl.ts';

/**
 * Where the player files sit in the mirror, found by their upstream layout (the folder names
 * their repositories give them), wherever that layout sits under the data folder.
 */

export interface FileRef {
  path: string;
  /** Relative to the data folder, with forward slashes: what ingested_files records. */
  rel: string;
}

export interface FplSeasonFiles {
  /** '2016-17'. */
  season: string;
  gameweeks: (FileRef & { gameweek: number })[];
  playersRaw: FileRef;
  /** The season's teams.csv (2019/20+), else data/master_team_list.csv. */
  teams: FileRef & { kind: 'teams' | 'master' };
}

export interface NflSeasonFiles {
  season: string;
  files: (FileRef & { week: number })[];
}

export interface PlayerSources {
  fpl: FplSeasonFiles[];
  nba?: { base: FileRef; fill?: FileRef };
  nfl: NflSeasonFiles[];
}

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

function headerOf(path: string): string {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(512);
    const bytes = readSync(fd, buffer, 0, buffer.length, 0);
    return buffer.toString('latin1', 0, bytes).split(/\r?\n/)[0] ?? '';
  } finally {
    closeSync(fd);
  }
}

const FPL_GW = /^(.*\/)?data\/(\d{4}-\d{2})\/gws\/gw(\d+)\.csv$/;
const NFL_WEEK = new RegExp(
  `(^|/)NFL-data-Players/(\\d{4})/(\\d+)/(${NFL_POSITION_FILES.join('|')})\\.csv$`,
);

/** Groups a season's gameweek files with its players_raw and team list. */
function fplSeasons(dataDir: string, gameweeks: Map<string, FplSeasonFiles['gameweeks']>) {
  const seasons: FplSeasonFiles[] = [];
  for (const [folder, files] of gameweeks) {
    const ref = (rel: string): FileRef => ({ path: join(dataDir, rel), rel });
    const season = folder.split('/').at(-1)!;
    const teamsRel = `${folder}/teams.csv`;
    const masterRel = `${folder.split('/').slice(0, -1).join('/')}/master_team_list.csv`;
    const teams = existsSync(join(dataDir, teamsRel))
      ? { ...ref(teamsRel), kind: 'teams' as const }
      : { ...ref(masterRel), kind: 'master' as const };
    const playersRaw = ref(`${folder}/players_raw.csv`);
    if (!existsSync(playersRaw.path) || !existsSync(teams.path)) continue;
    files.sort((a, b) => a.gameweek - b.gameweek);
    seasons.push({ season, gameweeks: files, playersRaw, teams });
  }
  return seasons.sort((a, b) => a.season.localeCompare(b.season));
}

export function discoverPlayerSources(dataDir: string): PlayerSources {
  const fplGameweeks = new Map<string, FplSeasonFiles['gameweeks']>();
  const nflWeeks = new Map<string, NflSeasonFiles['files']>();
  const sources: PlayerSources = { fpl: [], nfl: [] };
  let nbaFill: FileRef | undefined;
  for (const path of walk(dataDir)) {
    const rel = relative(dataDir, path).split(sep).join('/');
    const fpl = FPL_GW.exec(rel);
    const nfl = NFL_WEEK.exec(rel);
    if (fpl) {
      const folder = rel.slice(0, rel.lastIndexOf('/gws/'));
      const list = fplGameweeks.get(folder) ?? [];
      list.push({ path, rel, gameweek: Number(fpl[3]) });
      fplGameweeks.set(folder, list);
    } else if (nfl) {
      const list = nflWeeks.get(nfl[2]!) ?? [];
      list.push({ path, rel, week: Number(nfl[3]) });
      nflWeeks.set(nfl[2]!, list);
    } else if (rel.endsWith('.csv')) {
      const header = headerOf(path);
      if (header.startsWith('firstName,gameDate,playerteamName,opponentteamName'))
        sources.nba = { base: { path, rel }, fill: sources.nba?.fill };
      else if (
        header.includes('Game_ID') &&
        header.includes('MATCHUP') &&
        header.includes('PLAYER_NAME')
      )
        nbaFill = { path, rel };
    }
  }
  sources.fpl = fplSeasons(dataDir, fplGameweeks);
  sources.nfl = [...nflWeeks]
    .map(([season, files]) => ({
      season,
      files: files.sort((a, b) => a.week - b.week || a.rel.localeCompare(b.rel)),
    }))
    .sort((a, b) => a.season.localeCompare(b.season));
  if (sources.nba) sources.nba.fill = nbaFill;
  return sources;
}
