import {
  BET_CSV_HEADER,
  BET_LIMITS,
  BET_MESSAGES,
  BET_STATUSES,
  type BetStatus,
  CreateBetRequestSchema,
  type ImportBetsResponse,
} from '@contract';
import { parse } from 'csv-parse/sync';
import type { AppContext } from '../../app-context.ts';
import { normalizeName } from '../../data/reference/normalize.ts';
import {
  insertBetsCapped,
  leagueSports,
  matchesBetween,
  type NewBet,
} from '../../db/queries/bets.ts';
import { loadTeams } from '../../db/queries/sports-catalogue.ts';
import { badRequest, conflict, HttpError } from '../../lib/http-error.ts';
import { matchLengthMs } from '../../sports/time/result-timing.ts';
import { betClock, betPriceOf, parseTakenAt } from './bet-service.ts';
import { unguardFormula } from './csv-export.ts';
import { checkTerms, toCents } from './rules.ts';
import { settleBets } from './settle-bets.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock'>;
type Column = (typeof BET_CSV_HEADER)[number];
type Row = { line: number; values: Record<Column, string> };

/** A bet is taken before its match: an imported row attaches to a match within this window. */
const ATTACH_WITHIN_MS = 14 * 24 * 3_600_000;

const lineError = (line: number, sentence: string) => badRequest(`Line ${line}: ${sentence}`);

/** Reads the CSV strictly (a malformed quote is an error, not a guess), header first. */
export function readBetCsv(text: string): Row[] {
  if (Buffer.byteLength(text, 'utf8') > BET_LIMITS.importMaxBytes) {
    throw badRequest(BET_MESSAGES.importTooLarge);
  }
  const clean = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(clean, {
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw badRequest(
      `${line ? `Line ${line}: ` : ''}the CSV could not be read (a quote is not closed or is misplaced).`,
    );
  }
  const [first, ...rest] = records;
  if (!first) throw badRequest(BET_MESSAGES.importEmpty);
  const header = first.record.map((name) => name.trim().toLowerCase());
  const known = new Set<string>(BET_CSV_HEADER);
  if (
    header.length !== BET_CSV_HEADER.length ||
    new Set(header).size !== header.length ||
    !header.every((name) => known.has(name))
  ) {
    throw badRequest(BET_MESSAGES.importHeader);
  }
  if (rest.length === 0) throw badRequest(BET_MESSAGES.importEmpty);
  if (rest.length > BET_LIMITS.importMaxRows) throw badRequest(BET_MESSAGES.importTooLarge);
  return rest.map(({ record, info }) => {
    if (record.length !== header.length) {
      throw lineError(
        info.lines,
        `the row has ${record.length} columns; the header has ${header.length}.`,
      );
    }
    const values = {} as Record<Column, string>;
    header.forEach((name, i) => {
      values[name as Column] = (record[i] ?? '').trim();
    });
    return { line: info.lines, values };
  });
}

const numberOrUndefined = (text: string) => (text === '' ? undefined : Number(text));

/** A row through the same contract schema as POST, so it fails with the same sentences. */
function rowInput(row: Row) {
  const v = row.values;
  const result = CreateBetRequestSchema.safeParse({
    event: unguardFormula(v.event) || undefined,
    leagueId: v.league || null,
    market: v.market,
    selection: v.selection,
    line: v.line === '' ? null : Number(v.line),
    // As written, so '+145' is refused as American odds rather than read as 145.
    price: v.price,
    stake: numberOrUndefined(v.stake),
    bookmaker: unguardFormula(v.bookmaker) || null,
    takenAt: v.taken_at || undefined,
    note: unguardFormula(v.note) || null,
  });
  if (!result.success) throw lineError(row.line, result.error.issues[0]!.message);
  if (!result.data.event) throw lineError(row.line, BET_MESSAGES.eventInvalid);
  if (!v.taken_at) throw lineError(row.line, BET_MESSAGES.takenAtInvalid);
  return { ...result.data, event: result.data.event };
}

/** "Home v Away" (also "vs", "vs."), the way the export writes a match. */
function sidesOf(event: string): [string, string] | null {
  const parts = event.split(/\s+(?:v|vs\.?)\s+/i);
  return parts.length === 2 && parts[0] && parts[1] ? [parts[0], parts[1]] : null;
}

type TeamIndex = Map<string, number[]>;
type Candidate = { id: number; leagueId: string; kickoff: Date };

async function teamIndex(ctx: Ctx): Promise<TeamIndex> {
  const index: TeamIndex = new Map();
  for (const team of await loadTeams(ctx.db)) {
    for (const name of new Set([normalizeName(team.name), ...team.aliases])) {
      index.set(name, [...(index.get(name) ?? []), team.id]);
    }
  }
  return index;
}

/**
 * Finds the Strix match an imported row is on: the earliest between its sides (home first)
 * kicking off within 14 days of `taken_at` whose result was not yet known then. One query per
 * pair of sides over the whole file's dates, so a file of 2,000 rows costs a query per fixture
 * pairing, not per row.
 */
class MatchFinder {
  private readonly cache = new Map<string, Promise<Candidate[]>>();
  constructor(
    private readonly ctx: Ctx,
    private readonly teams: TeamIndex,
    private readonly window: { from: Date; to: Date },
  ) {}

  async find(event: string, takenAt: Date): Promise<Candidate | undefined> {
    const sides = sidesOf(event);
    if (!sides) return undefined;
    const [home, away] = sides.map((side) => this.teams.get(normalizeName(side)) ?? []);
    const key = `${home!.join(',')}|${away!.join(',')}`;
    let candidates = this.cache.get(key);
    if (!candidates) {
      candidates = matchesBetween(this.ctx.db, home!, away!, this.window.from, this.window.to);
      this.cache.set(key, candidates);
    }
    const latest = takenAt.getTime() + ATTACH_WITHIN_MS;
    return (await candidates).find(
      (m) =>
        m.kickoff.getTime() + matchLengthMs(m.leagueId) > takenAt.getTime() &&
        m.kickoff.getTime() <= latest,
    );
  }
}

/** The dates any row of the file could attach to (rows with unreadable dates fail later). */
function fileWindow(rows: readonly Row[]): { from: Date; to: Date } {
  const times = rows.map((r) => Date.parse(r.values.taken_at)).filter(Number.isFinite);
  const longest = Math.max(matchLengthMs('NFL'), matchLengthMs('NBA'), matchLengthMs('E0'));
  if (times.length === 0) return { from: new Date(0), to: new Date(0) };
  return {
    from: new Date(Math.min(...times) - longest),
    to: new Date(Math.max(...times) + ATTACH_WITHIN_MS),
  };
}

function statusOf(row: Row): BetStatus {
  const status = row.values.status || 'open';
  if (!(BET_STATUSES as readonly string[]).includes(status)) {
    throw lineError(row.line, 'Status must be one of open, won, lost, void.');
  }
  return status as BetStatus;
}

async function rowBet(
  row: Row,
  context: { now: Date; matches: MatchFinder; sports: Map<string, string> },
): Promise<NewBet> {
  const input = rowInput(row);
  let takenAt: Date;
  try {
    takenAt = parseTakenAt(input.takenAt, context.now);
  } catch (error) {
    throw lineError(row.line, (error as Error).message);
  }
  if (input.leagueId && !context.sports.has(input.leagueId)) {
    throw lineError(row.line, BET_MESSAGES.leagueInvalid);
  }
  const match = await context.matches.find(input.event, takenAt);
  const leagueId = match?.leagueId ?? input.leagueId ?? null;
  let line: number | null;
  let price: number;
  try {
    line = checkTerms(input, leagueId === null ? null : (context.sports.get(leagueId) ?? null));
    // The file's prices are decimal, as the export writes them.
    price = betPriceOf(input.price, 'decimal');
  } catch (error) {
    if (error instanceof HttpError) throw lineError(row.line, error.message);
    throw error;
  }
  // A row on a Strix match is graded by Strix; a row outside it keeps the result it brings.
  const status = match ? 'open' : statusOf(row);
  return {
    matchId: match?.id ?? null,
    leagueId,
    event: input.event,
    market: input.market,
    selection: input.selection,
    line,
    price,
    stakeCents: toCents(input.stake),
    bookmaker: input.bookmaker ?? null,
    takenAt,
    source: 'import',
    note: input.note ?? null,
    status,
    settledAt: status === 'open' ? null : takenAt,
  };
}

/**
 * POST …/bets/import: every row checked first (the first bad one refuses the whole file with
 * its line number), then all stored in one statement. Rows naming a Strix match ("Home v
 * Away", kicking off within 14 days of taken_at, result not yet known then) attach to it and
 * are graded now if their result is known at the clock; the others keep their event text and
 * the status they bring (dated at taken_at, the only date the file has).
 */
export async function importBets(
  ctx: Ctx,
  userId: string,
  text: string,
): Promise<ImportBetsResponse> {
  const rows = readBetCsv(text);
  const now = await betClock(ctx);
  const context = {
    now,
    matches: new MatchFinder(ctx, await teamIndex(ctx), fileWindow(rows)),
    sports: await leagueSports(ctx.db),
  };
  const bets: NewBet[] = [];
  for (const row of rows) bets.push(await rowBet(row, context));
  const ids = await insertBetsCapped(
    ctx.db,
    userId,
    bets,
    ctx.clock.now(),
    BET_LIMITS.maxBetsPerAccount,
  );
  if (!ids) throw conflict(BET_MESSAGES.tooManyBets);
  const attached = bets.filter((b) => b.matchId !== null).length;
  if (attached > 0) await settleBets(ctx.db, now);
  return { imported: bets.length, attached };
}
