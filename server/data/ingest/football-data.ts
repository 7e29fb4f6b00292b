import { FOOTBALL_DATA_CODES, footballDataBook, noteUnknownBook } from '../reference/bookmakers.ts';
import type { LeagueId } from '../reference/leagues.ts';
import { SOCCER_LEAGUE_IDS } from '../reference/leagues.ts';
import { FOOTBALL_DATA } from '../reference/provider-names.ts';
import { numberOrNull, readCsv } from './csv.ts';
import { footballSeasonLabel, isoDay, parseDayMonthYear, zonedTime } from './dates.ts';
import type { OddsKind, ParsedMatch, ParseResult, Quote } from './types.ts';

/** Column prefixes of the books the catalogue knows (docs/data.md "Bookmakers"). */
const BOOK = `(${FOOTBALL_DATA_CODES.join('|')})`;

type Column =
  | { market: '1x2'; book: string; kind: OddsKind; selection: 0 | 1 | 2 }
  | { market: 'ou'; book: string; kind: OddsKind; selection: 0 | 1 }
  | { market: 'ah'; book: string; kind: OddsKind; selection: 0 | 1 };

const ONE_X_TWO = new RegExp(`^${BOOK}(C?)([HDA])$`);
// '>2.5'/'<2.5' upstream; '_2_5'/'_2_5_1' in the pandas re-exports.
const OVER_UNDER = new RegExp(`^${BOOK}(C?)(>2\\.5|<2\\.5|_2_5_1|_2_5)$`);
const ASIAN = new RegExp(`^${BOOK}(C?)AH([HA])$`);

/**
 * Reads a header once into a map of price columns; columns that are not prices are ignored. A
 * book the catalogue does not hold yet (a prefix with home, draw and away columns) keeps its 1X2
 * prices under the file's own code and is reported once, rather than passed over unseen.
 */
function classify(header: string[]): Map<string, Column> {
  const columns = new Map<string, Column>();
  for (const name of header) {
    let match = ONE_X_TWO.exec(name);
    if (match && name !== 'BbAH') {
      const selection = ({ H: 0, D: 1, A: 2 } as const)[match[3] as 'H' | 'D' | 'A'];
      columns.set(name, {
        market: '1x2',
        book: match[1]!,
        kind: match[2] ? 'closing' : 'opening',
        selection,
      });
      continue;
    }
    match = OVER_UNDER.exec(name);
    if (match) {
      const over = match[3] === '>2.5' || match[3] === '_2_5';
      columns.set(name, {
        market: 'ou',
        book: match[1]!,
        kind: match[2] ? 'closing' : 'opening',
        selection: over ? 0 : 1,
      });
      continue;
    }
    match = ASIAN.exec(name);
    if (match) {
      columns.set(name, {
        market: 'ah',
        book: match[1]!,
        kind: match[2] ? 'closing' : 'opening',
        selection: match[3] === 'H' ? 0 : 1,
      });
    }
  }
  const names = new Set(header);
  const triple = (prefix: string) =>
    names.has(`${prefix}H`) && names.has(`${prefix}D`) && names.has(`${prefix}A`);
  for (const name of header) {
    const prefix = /^([A-Z0-9][A-Za-z0-9]*)H$/.exec(name)?.[1];
    if (!prefix || columns.has(name) || !triple(prefix)) continue;
    // 'XYC' beside 'XY' is XY's closing price, as B365C is Bet365's.
    const closing = prefix.length > 1 && prefix.endsWith('C') && triple(prefix.slice(0, -1));
    const book = closing ? prefix.slice(0, -1) : prefix;
    noteUnknownBook(FOOTBALL_DATA, book);
    (['H', 'D', 'A'] as const).forEach((side, selection) => {
      columns.set(`${prefix}${side}`, {
        market: '1x2',
        book,
        kind: closing ? 'closing' : 'opening',
        selection: selection as 0 | 1 | 2,
      });
    });
  }
  return columns;
}

const STAT_COLUMNS = [
  'HTHG',
  'HTAG',
  'HS',
  'AS',
  'HST',
  'AST',
  'HF',
  'AF',
  'HC',
  'AC',
  'HY',
  'AY',
  'HR',
  'AR',
];

function quotesFor(values: Record<string, string>, columns: Map<string, Column>) {
  const groups = new Map<string, { kind: OddsKind; quote: Quote }>();
  const openingLine = numberOrNull(values.AHh) ?? numberOrNull(values.BbAHh);
  const closingLine = numberOrNull(values.AHCh);
  for (const [name, column] of columns) {
    const price = numberOrNull(values[name]);
    // Blank or nonsense prices (≤ 1 cannot be decimal odds) are not quotes.
    if (price === null || price <= 1) continue;
    const bookmaker = footballDataBook(column.book)?.name ?? column.book;
    const key = `${column.kind}|${column.market}|${bookmaker}`;
    let group = groups.get(key);
    if (!group) {
      const size = column.market === '1x2' ? 3 : 2;
      const line =
        column.market === 'ou'
          ? 2.5
          : column.market === 'ah'
            ? column.kind === 'closing'
              ? closingLine
              : openingLine
            : null;
      group = {
        kind: column.kind,
        quote: {
          bookmaker,
          market: column.market,
          line,
          prices: new Array(size).fill(Number.NaN),
        },
      };
      groups.set(key, group);
    }
    group.quote.prices[column.selection] = price;
  }
  const byKind = new Map<OddsKind, Quote[]>();
  for (const { kind, quote } of groups.values()) {
    // Only complete books: a 1x2 with a missing draw price cannot be de-vigged.
    if (quote.prices.some(Number.isNaN)) continue;
    if (quote.market === 'ah' && quote.line === null) continue;
    byKind.set(kind, [...(byKind.get(kind) ?? []), quote]);
  }
  return [...byKind].map(([kind, quotes]) => ({ kind, quotes }));
}

/**
 * Parses a football-data.co.uk CSV (or a re-export of one, or a results-only derivative when
 * `leagueId` is given because the file has no Div column). One file holds one season.
 */
export function parseFootballData(
  text: string,
  file: string,
  options: { leagueId?: LeagueId } = {},
): ParseResult<ParsedMatch> {
  const { header, rows } = readCsv(text);
  const columns = classify(header);
  const items: ParsedMatch[] = [];
  const problems: ParseResult<ParsedMatch>['problems'] = [];
  const dated: { row: (typeof rows)[number]; day: [number, number, number] }[] = [];

  for (const row of rows) {
    const v = row.values;
    // Upstream files end with rows of empty cells; they are padding, not data.
    if (Object.values(v).every((cell) => cell === '')) continue;
    const day = parseDayMonthYear(v.Date ?? '');
    if (!day) {
      problems.push({ file, line: row.line, reason: `unreadable date "${v.Date ?? ''}"` });
      continue;
    }
    dated.push({ row, day });
  }
  if (dated.length === 0) return { items, problems };
  const first = dated.reduce((a, b) => (a.day.join('-') <= b.day.join('-') ? a : b)).day;
  const season = footballSeasonLabel(first);

  for (const { row, day } of dated) {
    const v = row.values;
    const leagueId = (options.leagueId ?? v.Div) as LeagueId;
    if (!SOCCER_LEAGUE_IDS.has(leagueId)) {
      problems.push({ file, line: row.line, reason: `unknown league "${v.Div ?? ''}"` });
      continue;
    }
    const home = v.HomeTeam ?? v.HT ?? '';
    const away = v.AwayTeam ?? v.AT ?? '';
    if (!home || !away) {
      problems.push({ file, line: row.line, reason: 'missing team name' });
      continue;
    }
    const homeScore = numberOrNull(v.FTHG ?? v.HG);
    const awayScore = numberOrNull(v.FTAG ?? v.AG);
    if (
      (v.FTHG && homeScore === null) ||
      (v.FTAG && awayScore === null) ||
      (homeScore === null) !== (awayScore === null)
    ) {
      problems.push({
        file,
        line: row.line,
        reason: `unreadable score "${v.FTHG ?? ''}-${v.FTAG ?? ''}"`,
      });
      continue;
    }
    const timed = v.Time ? zonedTime('Europe/London', day, v.Time) : null;
    // Without a time, 15:00 UK is the traditional kick-off.
    const kickoff = timed ?? zonedTime('Europe/London', day, '15:00')!;
    const stats: Record<string, number> = {};
    for (const name of STAT_COLUMNS) {
      const value = numberOrNull(v[name]);
      if (value !== null) stats[name] = value;
    }
    items.push({
      leagueId,
      season,
      kickoff,
      localDate: isoDay(day),
      kickoffTimeKnown: timed !== null,
      home,
      away,
      homeScore,
      awayScore,
      stats,
      odds: quotesFor(v, columns),
      file,
      line: row.line,
    });
  }
  return { items, problems };
}
