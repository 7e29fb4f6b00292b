import { mlbTeamByCode } from '../reference/mlb-teams.ts';
import { nhlTeamByCode } from '../reference/nhl-teams.ts';
import type { Pitcher, SbrGame } from './mlb-nhl-types.ts';
import type { ParseProblem, ParseResult, Quote } from './types.ts';
import { type Cell, cellAmerican, cellNumber, headerOf } from './xlsx.ts';

/** The single lines of the workbooks: sportsbookreview never says which book they come from. */
export const SBR_OPENING_SOURCE = 'Opening line';
export const SBR_CLOSING_SOURCE = 'Closing line';

/**
 * sportsbookreview's MLB and NHL season workbooks: one row per team per game, the visitor row
 * then the home row (N/N at a neutral site, home second as listed). Columns are found by header,
 * whose spellings drift by year ('Run Line'/'RunLine', 'Open OU'/'OpenOU', 'PL'/'PuckLine'); an
 * unnamed column after a line holds its price. Totals: the visitor row has the over price, the
 * home row the under price.
 */
export function parseSbrWorkbook(
  rows: Cell[][],
  file: string,
  league: 'MLB' | 'NHL',
): ParseResult<SbrGame> {
  const items: SbrGame[] = [];
  const problems: ParseProblem[] = [];
  const header = headerOf(rows);
  const col = (...names: string[]) => header.findIndex((h) => names.includes(h));
  const c = {
    date: col('Date'),
    vh: col('VH'),
    team: col('Team'),
    pitcher: col('Pitcher'),
    final: col('Final'),
    open: col('Open'),
    close: col('Close'),
    runLine: col('Run Line', 'RunLine', 'PuckLine', 'PL'),
    openOu: col('Open OU', 'OpenOU'),
    closeOu: col('Close OU', 'CloseOU'),
  };
  const periods = header
    .map((h, i) => (/^\d+(st|nd|rd|th)$/.test(h) ? i : -1))
    .filter((i) => i >= 0);
  const years = seasonYears(file, league);
  if (!years || c.date < 0 || c.team < 0 || c.final < 0) {
    return { items, problems: [{ file, line: 1, reason: 'not a sportsbookreview odds workbook' }] };
  }
  const teamOf = league === 'MLB' ? mlbTeamByCode : nhlTeamByCode;
  for (let i = 1; i < rows.length; i += 2) {
    let first = rows[i]!;
    let second = rows[i + 1];
    const line = i + 1; // sheet row of the first row (row 1 is the header)
    if (!second) {
      problems.push({ file, line, reason: 'a visitor row without its home row' });
      break;
    }
    // One pair in the mirror lists the home row first.
    if (first[c.vh] === 'H' && second[c.vh] === 'V') [first, second] = [second, first];
    const localDate = dateOf(first[c.date], years);
    const otherDate = dateOf(second[c.date], years);
    const away = teamOf(String(first[c.team] ?? ''));
    const home = teamOf(String(second[c.team] ?? ''));
    if (!localDate || localDate !== otherDate || !home || !away) {
      problems.push({
        file,
        line,
        reason: `unreadable pair: ${String(first[c.team])} (${String(first[c.date])}) at ${String(second[c.team])} (${String(second[c.date])})`,
      });
      continue;
    }
    const opening: Quote[] = [];
    const closing: Quote[] = [];
    moneyline(first[c.open], second[c.open], opening, SBR_OPENING_SOURCE);
    moneyline(first[c.close], second[c.close], closing, SBR_CLOSING_SOURCE);
    total(first, second, c.openOu, opening, SBR_OPENING_SOURCE);
    total(first, second, c.closeOu, closing, SBR_CLOSING_SOURCE);
    if (c.runLine >= 0) handicap(first, second, c.runLine, closing);
    items.push({
      season: league === 'MLB' ? String(years.start) : nhlSeason(years.start),
      localDate,
      home: home.code,
      away: away.code,
      neutral: first[c.vh] === 'N' && second[c.vh] === 'N',
      homeScore: cellNumber(second[c.final]),
      awayScore: cellNumber(first[c.final]),
      homeLine: periods.map((p) => cellNumber(second[p])),
      awayLine: periods.map((p) => cellNumber(first[p])),
      ...(c.pitcher >= 0
        ? { listed: [pitcherOf(second[c.pitcher]), pitcherOf(first[c.pitcher])] as const }
        : {}),
      opening,
      closing,
      file,
      line,
    } as SbrGame);
  }
  return { items, problems };
}

/** The season's first year, from the file name ('mlb-odds-2016', 'nhl odds 2014-15'). */
function seasonYears(file: string, league: 'MLB' | 'NHL') {
  const name = file.split('/').at(-1) ?? '';
  const span = /(\d{4})-(\d{2})\.xlsx$/i.exec(name);
  if (span) return { start: Number(span[1]), league };
  const single = /(\d{4})\.xlsx$/i.exec(name);
  if (!single) return undefined;
  // 'nhl odds 2021.xlsx' is the season that ended in 2021 (2020-21, played January to July).
  return { start: Number(single[1]) - (league === 'NHL' ? 1 : 0), league };
}

const nhlSeason = (start: number) => `${start}/${String((start + 1) % 100).padStart(2, '0')}`;

/** 'Date' is month and day (404 = 4 April); the year is the file's (NHL: October on = first). */
function dateOf(cell: Cell, years: { start: number; league: 'MLB' | 'NHL' }): string | null {
  const n = cellNumber(cell);
  if (n === null || !Number.isInteger(n)) return null;
  const month = Math.floor(n / 100);
  const day = n % 100;
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const year = years.league === 'NHL' && month < 10 ? years.start + 1 : years.start;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 'FHERNANDZ-R': initial and surname as the book listed them, and the throwing hand. */
function pitcherOf(cell: Cell): Pitcher | null {
  if (typeof cell !== 'string' || cell.trim() === '') return null;
  const match = /^(.*?)-([LR])$/.exec(cell.trim());
  return match ? { name: match[1]!, hand: match[2] as 'L' | 'R' } : { name: cell.trim() };
}

function moneyline(away: Cell, home: Cell, into: Quote[], bookmaker: string) {
  const a = cellAmerican(away);
  const h = cellAmerican(home);
  if (a && h) into.push({ bookmaker, market: 'moneyline', line: null, prices: [h, a] });
}

function total(away: Cell[], home: Cell[], at: number, into: Quote[], bookmaker: string) {
  if (at < 0) return;
  const line = cellNumber(away[at]) ?? cellNumber(home[at]);
  if (line === null || line <= 0) return;
  const over = cellAmerican(away[at + 1]);
  const under = cellAmerican(home[at + 1]);
  into.push({ bookmaker, market: 'total', line, prices: over && under ? [over, under] : [] });
}

/** The run line / puck line: ±1.5 with its price, as two numbers or as text '+1.5(-305)'. */
function handicap(away: Cell[], home: Cell[], at: number, into: Quote[]) {
  const read = (row: Cell[]) => {
    const cell = row[at];
    if (typeof cell === 'string') {
      const m = /^([+-]?\d+(?:\.\d+)?)\s*\(([+-]?\d+)\)$/.exec(cell.trim());
      return m ? { line: Number(m[1]), price: cellAmerican(m[2]) } : null;
    }
    const line = cellNumber(cell);
    return line === null ? null : { line, price: cellAmerican(row[at + 1]) };
  };
  const h = read(home);
  const a = read(away);
  if (!h || Math.abs(h.line) > 5) return;
  const prices = h.price && a?.price ? [h.price, a.price] : [];
  into.push({ bookmaker: SBR_CLOSING_SOURCE, market: 'spread', line: h.line, prices });
}
