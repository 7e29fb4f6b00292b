import {
  BET_LIMITS,
  BET_MESSAGES,
  type Bet,
  type BetsResponse,
  type CreateBetRequest,
  type DeleteBetResponse,
  type OddsFormat,
  type UpdateBetRequest,
} from '@contract';
import type { AppContext } from '../../app-context.ts';
import {
  type BetChanges,
  betMatchFacts,
  deleteBet,
  findBet,
  insertBetOnce,
  leagueSports,
  listBets,
  type NewBet,
  updateBet,
} from '../../db/queries/bets.ts';
import { badRequest, conflict, needsConfirmation, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/parse.ts';
import { knownAt } from '../../sports/time/known-at.ts';
import { currentAsOf } from '../../sports/time/replay-clock.ts';
import { noteMovedLines } from './moved-line.ts';
import { presentBet } from './present.ts';
import { confirmNearMarket, decimalPriceOf } from './price-entry.ts';
import { checkTerms, toCents } from './rules.ts';
import { summarise } from './summary.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock'>;

/**
 * The app's "now" for a bet: the replay clock offline; live, the wall clock itself (the
 * minute-rounded clock would date a bet taken at 12:00:40 at 12:00 and refuse 12:00:40).
 */
export async function betClock(ctx: Ctx): Promise<Date> {
  return ctx.config.live ? ctx.clock.now() : currentAsOf(ctx);
}

/**
 * Every bet taken by the clock, newest first, as known at it. A bet taken after the clock
 * (possible only when a replay was started again from an earlier date) is in the clock's
 * future and is left out, like every other fact dated after it.
 */
export async function myBetsAtClock(
  ctx: Ctx,
  userId: string,
): Promise<{ bets: Bet[]; asOf: Date }> {
  const [rows, asOf] = await Promise.all([listBets(ctx.db, userId), betClock(ctx)]);
  const bets = rows
    .filter((r) => r.takenAt.getTime() <= asOf.getTime())
    .map((r) => presentBet(r, asOf));
  return { bets: await noteMovedLines(ctx.db, bets, asOf), asOf };
}

/** GET: the bets with their summary. */
export async function listMyBets(ctx: Ctx, userId: string): Promise<BetsResponse> {
  const { bets, asOf } = await myBetsAtClock(ctx, userId);
  return { asOf: asOf.toISOString(), bets, summary: summarise(bets, asOf) };
}

export function parseTakenAt(raw: string | undefined, now: Date): Date {
  if (raw === undefined) return now;
  const takenAt = new Date(raw);
  if (Number.isNaN(takenAt.getTime())) throw badRequest(BET_MESSAGES.takenAtInvalid);
  if (takenAt.getTime() > now.getTime()) throw badRequest(BET_MESSAGES.takenAtFuture);
  return takenAt;
}

/** A price as sent, read in its format: > 1.01 and ≤ 1000 as a decimal price, or a 400. */
export const betPriceOf = (entry: string | number, format: OddsFormat | undefined) =>
  decimalPriceOf(
    entry,
    format,
    (d) => d > BET_LIMITS.minPrice && d <= BET_LIMITS.maxPrice,
    BET_MESSAGES.priceInvalid,
  );

/**
 * What a new bet on one of Strix's matches stores, after checking it against the match and
 * its price against the market's when the bet was taken.
 */
async function matchBet(
  ctx: Ctx,
  input: CreateBetRequest,
  price: number,
  now: Date,
  takenAt: Date,
) {
  const match = await betMatchFacts(ctx.db, input.matchId!);
  if (!match) throw badRequest(BET_MESSAGES.matchNotFound);
  // The result must still be unknown at the clock (and so when the bet was taken).
  if (knownAt(now).over(match.leagueId, match.kickoff)) {
    throw badRequest(BET_MESSAGES.matchSettled);
  }
  const line = checkTerms(input, match.sportId);
  await confirmNearMarket(
    ctx,
    {
      matchId: match.id,
      leagueId: match.leagueId,
      market: input.market,
      selection: input.selection,
      line,
    },
    { decimal: price, format: input.priceFormat, confirmed: input.confirm === true },
    takenAt,
  );
  // The match's name is kept beside its id: the bet still says what it was on should the
  // match ever go (the row's constraint wants one of the two).
  return { matchId: match.id, leagueId: match.leagueId, event: match.label, line, takenAt };
}

async function eventBet(ctx: Ctx, input: CreateBetRequest, takenAt: Date) {
  let sportId: string | null = null;
  const leagueId = input.leagueId ?? null;
  if (leagueId !== null) {
    sportId = (await leagueSports(ctx.db)).get(leagueId) ?? null;
    if (sportId === null) throw badRequest(BET_MESSAGES.leagueInvalid);
  }
  const line = checkTerms(input, sportId);
  return { matchId: null, leagueId, event: input.event!, line, takenAt };
}

/** POST: records a bet (checked against its match and the clock) and answers it. */
export async function createBet(ctx: Ctx, userId: string, input: CreateBetRequest): Promise<Bet> {
  if (input.matchId === undefined && input.event === undefined) {
    throw badRequest(BET_MESSAGES.matchOrEvent);
  }
  if (input.matchId !== undefined && input.event !== undefined) {
    throw badRequest(BET_MESSAGES.matchAndEvent);
  }
  const price = betPriceOf(input.price, input.priceFormat);
  const now = await betClock(ctx);
  const takenAt = parseTakenAt(input.takenAt, now);
  const target =
    input.matchId !== undefined
      ? await matchBet(ctx, input, price, now, takenAt)
      : await eventBet(ctx, input, takenAt);
  const bet: NewBet = {
    ...target,
    market: input.market,
    selection: input.selection,
    price,
    stakeCents: toCents(input.stake),
    bookmaker: input.bookmaker || null,
    source: input.source ?? 'manual',
    note: input.note || null,
    status: 'open',
    settledAt: null,
  };
  // A double click, or a retry over a flaky connection, sends the same bet twice.
  const recordedAt = ctx.clock.now();
  const id = await insertBetOnce(ctx.db, userId, bet, recordedAt, {
    cap: BET_LIMITS.maxBetsPerAccount,
    repeatSince: input.confirm ? null : new Date(recordedAt.getTime() - BET_LIMITS.repeatWindowMs),
  });
  if (id === 'too-many') throw conflict(BET_MESSAGES.tooManyBets);
  if (id === 'repeat') throw needsConfirmation(BET_MESSAGES.repeatBet);
  return presentBet((await findBet(ctx.db, userId, id))!, now);
}

/** Bet ids are UUIDs; anything else names no bet. */
export function betIdOf(raw: string): string {
  if (!isUuid(raw)) throw notFound(BET_MESSAGES.notFound);
  return raw.toLowerCase();
}

/** PATCH: someone else's bet, or none, is a 404. */
export async function editBet(
  ctx: Ctx,
  userId: string,
  betId: string,
  input: UpdateBetRequest,
): Promise<Bet> {
  // How the price is written, and the confirmation, change nothing on their own.
  const { result, stake, priceFormat, confirm, ...rest } = input;
  if (
    result === undefined &&
    stake === undefined &&
    Object.values(rest).every((v) => v === undefined)
  ) {
    throw badRequest(BET_MESSAGES.nothingToUpdate);
  }
  const price = rest.price === undefined ? undefined : betPriceOf(rest.price, priceFormat);
  const existing = await findBet(ctx.db, userId, betId);
  if (!existing) throw notFound(BET_MESSAGES.notFound);
  if (result !== undefined && existing.matchId !== null) {
    throw badRequest(BET_MESSAGES.resultOnStrixMatch);
  }
  if (price !== undefined && price !== existing.price && existing.matchId !== null) {
    await confirmNearMarket(
      ctx,
      { ...existing, matchId: existing.matchId, leagueId: existing.leagueId! },
      { decimal: price, format: priceFormat, confirmed: confirm === true },
      existing.takenAt,
    );
  }
  const now = await betClock(ctx);
  const changes: BetChanges = {
    stakeCents: stake === undefined ? undefined : toCents(stake),
    price,
    bookmaker: rest.bookmaker === undefined ? undefined : rest.bookmaker || null,
    note: rest.note === undefined ? undefined : rest.note || null,
    result:
      result === undefined
        ? undefined
        : { status: result, settledAt: result === 'open' ? null : now },
  };
  if (!(await updateBet(ctx.db, userId, betId, changes, ctx.clock.now()))) {
    throw notFound(BET_MESSAGES.notFound);
  }
  const [bet] = await noteMovedLines(
    ctx.db,
    [presentBet((await findBet(ctx.db, userId, betId))!, now)],
    now,
  );
  return bet!;
}

export async function removeBet(
  ctx: Ctx,
  userId: string,
  betId: string,
): Promise<DeleteBetResponse> {
  if (!(await deleteBet(ctx.db, userId, betId))) throw notFound(BET_MESSAGES.notFound);
  return { deleted: true };
}
