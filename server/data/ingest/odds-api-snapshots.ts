import { noteUnknownBook, oddsApiBook } from '../reference/bookmakers.ts';
import { MLB_TEAMS } from '../reference/mlb-teams.ts';
import { NHL_TEAMS, nhlTeamByCode } from '../reference/nhl-teams.ts';
import { normalizeName } from '../reference/normalize.ts';
import { decimalFromAmericanCell } from './american-odds.ts';
import { numberOrNull, readCsv } from './csv.ts';
import type { OddsApiSnapshot } from './mlb-nhl-types.ts';
import type { ParseProblem, ParseResult, Quote } from './types.ts';

/** The saver's README: each day's snapshot targets noon US Eastern, 17:00 UTC. */
const SNAPSHOT_HOUR_UTC = 17;

/** The Odds API keys these files use that its bookmaker reference spells otherwise. */
const KEYS: Record<string, string> = { caesars: 'williamhill_us' };

/**
 * Each franchise's spellings with accents and punctuation set aside: a name two franchises
 * share is left out (null), so it names neither.
 */
function spellings(teams: readonly { code: string; codes: string[]; aliases: string[] }[]) {
  const byName = new Map<string, string | null>();
  for (const team of teams) {
    for (const name of new Set([...team.codes, ...team.aliases].map(normalizeName))) {
      const seen = byName.get(name);
      byName.set(name, seen === undefined || seen === team.code ? team.code : null);
    }
  }
  return byName;
}
const SPELLINGS = {
  MLB: spellings(MLB_TEAMS.map((t) => ({ ...t, codes: [t.name, ...t.codes] }))),
  NHL: spellings(NHL_TEAMS),
};

/**
 * The franchise code of a team as The Odds API names it, in the saved snapshots and the live
 * feed alike ('Montréal Canadiens', 'St Louis Blues', 'Utah Hockey Club', 'Arizona Coyotes',
 * 'Athletics', 'Oakland Athletics'): the spelling as the reference table writes it, else the
 * same name without its accents and punctuation. Undefined for a name no franchise has.
 */
export function oddsApiTeamCode(leagueId: 'MLB' | 'NHL', name: string): string | undefined {
  const exact = leagueId === 'NHL' ? nhlTeamByCode(name)?.code : undefined;
  return exact ?? SPELLINGS[leagueId].get(normalizeName(name)) ?? undefined;
}

/**
 * Saved The Odds API snapshots (odds_yyyy-mm-dd.csv, NHL 2023-24 and 2024-25): one row per game
 * and book, taken at 17:00 UTC of the file's date. Each row is its own capture, not a closing
 * line. A row taken at or after the game's commence_time may hold in-play prices: dropped.
 */
export function parseOddsApiSnapshots(text: string, file: string): ParseResult<OddsApiSnapshot> {
  const items: OddsApiSnapshot[] = [];
  const problems: ParseProblem[] = [];
  const day = /odds_(\d{4}-\d{2}-\d{2})\.csv$/.exec(file)?.[1];
  if (!day) return { items, problems: [{ file, line: 1, reason: 'no snapshot date in the name' }] };
  const capturedAt = new Date(`${day}T${String(SNAPSHOT_HOUR_UTC).padStart(2, '0')}:00:00Z`);
  for (const { line, values: v } of readCsv(text).rows) {
    const home = oddsApiTeamCode('NHL', v.home_team ?? '');
    const away = oddsApiTeamCode('NHL', v.away_team ?? '');
    const commence = new Date(v.commence_time ?? '');
    if (!home || !away || Number.isNaN(commence.getTime())) {
      problems.push({ file, line, reason: `unreadable game ${v.away_team} at ${v.home_team}` });
      continue;
    }
    if (capturedAt.getTime() >= commence.getTime()) continue; // at or after puck drop
    const key = v.bookmaker ?? '';
    const book = oddsApiBook(Object.hasOwn(KEYS, key) ? KEYS[key]! : key);
    if (!book) noteUnknownBook('The Odds API (saved snapshots)', key);
    const bookmaker = book?.name ?? key;
    const quotes: Quote[] = [];
    const mlH = decimalFromAmericanCell(v.ml_home);
    const mlA = decimalFromAmericanCell(v.ml_away);
    if (mlH && mlA) quotes.push({ bookmaker, market: 'moneyline', line: null, prices: [mlH, mlA] });
    const spread = numberOrNull(v.spread_home);
    const spH = decimalFromAmericanCell(v.spread_home_odds);
    const spA = decimalFromAmericanCell(v.spread_away_odds);
    if (spread !== null && spH && spA)
      quotes.push({ bookmaker, market: 'spread', line: spread, prices: [spH, spA] });
    const total = numberOrNull(v.total_line);
    const over = decimalFromAmericanCell(v.total_over_odds);
    const under = decimalFromAmericanCell(v.total_under_odds);
    if (total !== null && over && under)
      quotes.push({ bookmaker, market: 'total', line: total, prices: [over, under] });
    if (quotes.length === 0) continue;
    items.push({ capturedAt, commence, home, away, quotes, file, line });
  }
  return { items, problems };
}
