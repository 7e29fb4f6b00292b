import { mlbTeamByCode } from '../reference/mlb-teams.ts';
import type { Pitcher, RetrosheetGame } from './mlb-nhl-types.ts';
import type { ParseProblem, ParseResult } from './types.ts';

/**
 * Retrosheet requires this notice with any use of its files; it is stored as the source of
 * every match and starter it gives (see RETROSHEET_SOURCE) and shown in docs/data.md.
 */
export const RETROSHEET_NOTICE =
  'The information used here was obtained free of charge from and is copyrighted by Retrosheet. Interested parties may contact Retrosheet at "www.retrosheet.org".';

/** Comma-separated fields, text in double quotes (which may hold commas). */
function fields(line: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      const end = line.indexOf('"', i + 1);
      out.push(line.slice(i + 1, end < 0 ? line.length : end));
      i = (end < 0 ? line.length : end) + 2;
    } else {
      const end = line.indexOf(',', i);
      out.push(line.slice(i, end < 0 ? line.length : end));
      i = end < 0 ? line.length + 1 : end + 1;
    }
  }
  return out;
}

/** Field n (1-based, as Retrosheet's guide numbers them). */
const at = (f: string[], n: number) => (f[n - 1] ?? '').trim();

const pitcher = (id: string, name: string): Pitcher | null =>
  id || name ? { ...(id ? { id } : {}), name } : null;

/**
 * Retrosheet game logs (GLyyyy.TXT): one regular-season game per line, 161 fields at fixed
 * positions, no header. Kept: date, double-header number (2), teams (4, 7), score (10, 11),
 * length in outs (12; over 54 = extra innings), day/night (13), park (17) and the pitchers who
 * actually started (102–105).
 */
export function parseRetrosheet(text: string, file: string): ParseResult<RetrosheetGame> {
  const items: RetrosheetGame[] = [];
  const problems: ParseProblem[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    if (raw.trim() === '') return;
    const line = index + 1;
    const f = fields(raw);
    const date = at(f, 1);
    const home = mlbTeamByCode(at(f, 7));
    const away = mlbTeamByCode(at(f, 4));
    const homeScore = Number(at(f, 11));
    const awayScore = Number(at(f, 10));
    const gameNumber = Number(at(f, 2));
    if (f.length < 105 || !/^\d{8}$/.test(date) || !home || !away) {
      problems.push({ file, line, reason: `not a game log line (${f.length} fields, ${date})` });
      return;
    }
    if (!Number.isInteger(homeScore) || !Number.isInteger(awayScore) || at(f, 10) === '') {
      problems.push({ file, line, reason: 'no final score' });
      return;
    }
    const outs = Number(at(f, 12));
    const dn = at(f, 13);
    items.push({
      season: date.slice(0, 4),
      localDate: `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`,
      gameNumber: gameNumber === 1 || gameNumber === 2 ? gameNumber : 0,
      home: home.code,
      away: away.code,
      homeScore,
      awayScore,
      outs: at(f, 12) !== '' && Number.isInteger(outs) ? outs : null,
      dayNight: dn === 'D' || dn === 'N' ? dn : null,
      parkId: at(f, 17),
      starters: [pitcher(at(f, 104), at(f, 105)), pitcher(at(f, 102), at(f, 103))],
      file,
      line,
    });
  });
  return { items, problems };
}
