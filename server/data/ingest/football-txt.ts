import type { MatchDetails } from '../../db/schema.ts';
import { isoDay, zonedTime } from './dates.ts';
import type { ParsedMatch, ParseProblem, ParseResult } from './types.ts';

/** A UEFA club-competition match from openfootball's Football.TXT files. */
export interface CupMatch extends ParsedMatch {
  leagueId: 'UCL' | 'UEL';
  /** The clubs' associations as the file writes them ('ENG', 'POR', 'MCO', …). */
  homeCountry: string;
  awayCountry: string;
  details: MatchDetails;
}

type Day = [number, number, number];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** `Tue Sep/17 2024` or `Wed Sep/18` (the year only where the file chooses to write it). */
const DATE = /^([A-Z][a-z]{2}) ([A-Z][a-z]{2})\/(\d{1,2})(?: (\d{4}))?$/;
const MATCH = /^(?:(\d{1,2})\.(\d{2}))?\s*(.+?) \(([A-Z]{3})\)\s+v\s+(.+?) \(([A-Z]{3})\)\s*(.*)$/;
/** UEFA's evening matches are played at 20:00–21:00 local; a line without a time gets 20:00. */
const CONVENTIONAL_TIME = '20:00';

const dayValue = ([y, m, d]: Day) => Date.UTC(y, m - 1, d);

/** `Sep/17` (+ year) from a `# Date` or date line; null when the month is not one. */
function monthDay(month: string, day: string): [number, number] | null {
  const index = MONTHS.indexOf(month);
  return index < 0 ? null : [index + 1, Number(day)];
}

/** The `# Date <first> - <last>` span; the first date may omit the year (`Tue Jul/9 - …`). */
function parseSpan(line: string): [Day, Day] | null {
  const m =
    /^#\s*Date\s+\w{3} (\w{3})\/(\d{1,2})(?: (\d{4}))?\s*-\s*\w{3} (\w{3})\/(\d{1,2}) (\d{4})/.exec(
      line,
    );
  if (!m) return null;
  const first = monthDay(m[1]!, m[2]!);
  const last = monthDay(m[4]!, m[5]!);
  if (!first || !last) return null;
  const lastYear = Number(m[6]);
  const firstYear = m[3]
    ? Number(m[3])
    : first[0] * 100 + first[1] > last[0] * 100 + last[1]
      ? lastYear - 1
      : lastYear;
  return [
    [firstYear, ...first],
    [lastYear, ...last],
  ];
}

/** A date written without its year: the year that puts it inside the season's span. */
function inferYear([month, day]: [number, number], span: [Day, Day] | null): number | null {
  if (!span) return null;
  const [first, last] = span;
  for (let year = first[0]; year <= last[0]; year++) {
    const value = dayValue([year, month, day]);
    if (value >= dayValue(first) && value <= dayValue(last)) return year;
  }
  return null;
}

interface Score {
  home: number | null;
  away: number | null;
  extraTime?: [number, number];
  penalties?: [number, number];
}

const pair = (a: string, b: string): [number, number] => [Number(a), Number(b)];

/** The result column: the score after 90 minutes plus extra time and penalties; a reason if not. */
function parseResult(text: string): Score | { problem: string } {
  if (text === '') return { home: null, away: null }; // not played yet
  if (text === '[cancelled]') return { problem: 'cancelled, not played' };
  const awarded = /^(\d+-\d+)\s+\[awarded\]$/.exec(text);
  if (awarded) return { problem: `awarded ${awarded[1]}, not played` };
  let m = /^(\d+)-(\d+)(?: \(\d+-\d+\))?$/.exec(text);
  if (m) return { home: Number(m[1]), away: Number(m[2]) };
  // `2-3 a.e.t. (1-0, 1-0)`: after extra time; in brackets the 90-minute score, then half time.
  m = /^(?:(\d+)-(\d+) pen\. )?(\d+)-(\d+) a\.e\.t\. \((\d+)-(\d+)(?:, \d+-\d+)?\)$/.exec(text);
  if (m) {
    return {
      home: Number(m[5]),
      away: Number(m[6]),
      extraTime: pair(m[3]!, m[4]!),
      ...(m[1] ? { penalties: pair(m[1], m[2]!) } : {}),
    };
  }
  return { problem: `unreadable result "${text}"` };
}

/** `= UEFA Champions League 2024/25` → the competition, its season and whether it is qualifying. */
function parseTitle(line: string) {
  const m = /^=\s*UEFA (Champions|Europa) League\b(.*?)(\d{4})\/(\d{2})\s*$/.exec(line);
  if (!m) return null;
  return {
    leagueId: m[1] === 'Champions' ? ('UCL' as const) : ('UEL' as const),
    season: `${m[3]}/${m[4]}`,
    qualifying: /quali/i.test(m[2]!),
  };
}

/**
 * The final is played at a neutral venue chosen years ahead ('Final', 'Finals, Final'); so were
 * the 2019/20 Champions League quarter- and semi-finals, single matches in Lisbon (August 2020).
 */
const isNeutral = (leagueId: string, season: string, round: string) =>
  /(^|, )Final$/.test(round) ||
  (leagueId === 'UCL' && season === '2019/20' && /^(Quarterfinals|Semifinals)$/.test(round));

/**
 * Reads one Football.TXT competition file (openfootball/champions-league `cl.txt`, `el.txt`,
 * `clq.txt`, `elq.txt`). Kick-off times are Central European local time; homeScore/awayScore are
 * the score after 90 minutes, what a 1X2 price settles on, with extra time and penalties in
 * `details`. Matches that were not played (cancelled, awarded) are problems, not results.
 */
export function parseFootballTxt(text: string, file: string): ParseResult<CupMatch> {
  const items: CupMatch[] = [];
  const problems: ParseProblem[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n?|\n/);
  const title = parseTitle(lines[0] ?? '');
  if (!title) return { items, problems: [{ file, line: 1, reason: 'not a UEFA competition' }] };
  let span: [Day, Day] | null = null;
  let round = '';
  let day: Day | null = null;
  let time: string | null = null;
  lines.forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (index === 0 || trimmed === '') return;
    if (trimmed.startsWith('#')) {
      if (/^#\s*Date\b/.test(trimmed)) {
        span = parseSpan(trimmed);
        if (!span) problems.push({ file, line, reason: 'unreadable season span' });
      }
      return;
    }
    if (trimmed.startsWith('»')) {
      round = trimmed.slice(1).trim();
      day = null;
      return;
    }
    const date = DATE.exec(trimmed);
    if (date) {
      day = readDate(date, span);
      time = null;
      if (!day) problems.push({ file, line, reason: `unreadable date "${trimmed}"` });
      return;
    }
    const match = MATCH.exec(trimmed);
    if (!match) {
      problems.push({ file, line, reason: 'unreadable line' });
      return;
    }
    if (match[1]) time = `${match[1].padStart(2, '0')}:${match[2]}`;
    if (!day) {
      problems.push({ file, line, reason: 'match before any date' });
      return;
    }
    const result = parseResult(match[7]!.trim());
    if ('problem' in result) {
      problems.push({ file, line, reason: result.problem });
      return;
    }
    const kickoff = zonedTime('Europe/Paris', day, time ?? CONVENTIONAL_TIME);
    if (!kickoff) {
      problems.push({ file, line, reason: `unreadable kick-off time "${time}"` });
      return;
    }
    const details: MatchDetails = { round };
    if (isNeutral(title.leagueId, title.season, round)) details.neutral = true;
    if (result.extraTime) details.extraTime = result.extraTime;
    if (result.penalties) details.penalties = result.penalties;
    if (title.qualifying) details.qualifying = true;
    items.push({
      leagueId: title.leagueId,
      season: title.season,
      kickoff,
      localDate: isoDay(day),
      kickoffTimeKnown: time !== null,
      home: match[3]!.trim(),
      homeCountry: match[4]!,
      away: match[5]!.trim(),
      awayCountry: match[6]!,
      homeScore: result.home,
      awayScore: result.away,
      odds: [],
      details,
      file,
      line,
    });
  });
  return { items, problems };
}

/** A date line as a day, its year written or inferred, checked against its weekday. */
function readDate(date: RegExpExecArray, span: [Day, Day] | null): Day | null {
  const md = monthDay(date[2]!, date[3]!);
  if (!md) return null;
  const year = date[4] ? Number(date[4]) : inferYear(md, span);
  if (year === null) return null;
  const day: Day = [year, ...md];
  const check = new Date(dayValue(day));
  if (check.getUTCDate() !== md[1]) return null;
  return WEEKDAYS[check.getUTCDay()] === date[1] ? day : null;
}
