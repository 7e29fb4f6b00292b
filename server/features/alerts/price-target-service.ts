import {
  ALERT_MESSAGES,
  type CreatePriceTargetRequest,
  PRICE_TARGET_BOUNDS,
  PRICE_TARGETS_MAX_WAITING,
  type PriceTarget,
  type PriceTargetListResponse,
} from '@contract';
import { isUsLeague } from '../../data/reference/leagues.ts';
import {
  deletePriceTarget,
  insertPriceTarget,
  listPriceTargets,
  type PriceTargetListRow,
} from '../../db/queries/alerts.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/parse.ts';
import { displayName } from '../../sports/questions/build-directory.ts';
import { currentAsOf } from '../../sports/time/replay-clock.ts';
import { confirmNearMarket, decimalPriceOf } from '../bets/price-entry.ts';
import type { SearchDeps } from '../search/search-service.ts';
import { selectionText, targetProblem } from './selection.ts';

const PROBLEMS = {
  market: ALERT_MESSAGES.marketForSport,
  selection: ALERT_MESSAGES.selectionForMarket,
  'line-required': ALERT_MESSAGES.lineRequired,
  'line-not-allowed': ALERT_MESSAGES.lineNotAllowed,
} as const;

function present(stored: PriceTargetListRow, asOf: Date): PriceTarget {
  const row = {
    ...stored,
    homeTeam: displayName(stored.homeTeam),
    awayTeam: displayName(stored.awayTeam),
  };
  const status = row.firedAt ? 'fired' : row.kickoff <= asOf ? 'expired' : 'waiting';
  return {
    id: row.id,
    matchId: row.matchId,
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    league: row.league,
    kickoff: row.kickoff.toISOString(),
    market: row.market,
    selection: row.selection,
    line: row.line,
    description: selectionText(row, row),
    targetPrice: row.targetPrice,
    createdAt: row.createdAt.toISOString(),
    firedAt: row.firedAt?.toISOString() ?? null,
    status,
  };
}

export async function priceTargetsOf(
  deps: SearchDeps,
  userId: string,
): Promise<PriceTargetListResponse> {
  const asOf = await currentAsOf(deps.ctx);
  const rows = await listPriceTargets(deps.ctx.db, userId);
  return { targets: rows.map((row) => present(row, asOf)) };
}

/**
 * A target on an upcoming match at the clock, in a market that match offers. It fires (once)
 * when the best fresh price for the selection is at or above the target. A target far from the
 * best price on file needs confirming, like a bet's price.
 */
export async function createPriceTarget(
  deps: SearchDeps,
  userId: string,
  input: CreatePriceTargetRequest,
): Promise<PriceTarget> {
  const asOf = await currentAsOf(deps.ctx);
  const catalogue = await deps.state.getCatalogue(asOf);
  const fixture = catalogue.fixtureById.get(input.matchId);
  if (!fixture) throw notFound(ALERT_MESSAGES.matchNotUpcoming);
  const line = input.line ?? null;
  const targetPrice = decimalPriceOf(
    input.targetPrice,
    input.priceFormat,
    (d) => d >= PRICE_TARGET_BOUNDS.min && d <= PRICE_TARGET_BOUNDS.max,
    ALERT_MESSAGES.targetPrice,
  );
  const problem = targetProblem({ ...input, line }, isUsLeague(fixture.leagueId));
  if (problem) throw badRequest(PROBLEMS[problem]);
  await confirmNearMarket(
    deps.ctx,
    { matchId: input.matchId, leagueId: fixture.leagueId, selection: input.selection, line },
    { decimal: targetPrice, format: input.priceFormat, confirmed: input.confirm === true },
    asOf,
  );
  const created = await insertPriceTarget(
    deps.ctx.db,
    {
      userId,
      matchId: input.matchId,
      market: input.market,
      selection: input.selection,
      line,
      targetPrice,
      createdAt: deps.ctx.clock.now(),
    },
    { max: PRICE_TARGETS_MAX_WAITING, asOf },
  );
  if (created === 'too-many') throw conflict(ALERT_MESSAGES.tooManyTargets);
  const listed = (await listPriceTargets(deps.ctx.db, userId)).find((r) => r.id === created.id)!;
  return present(listed, asOf);
}

export async function removePriceTarget(
  deps: SearchDeps,
  userId: string,
  rawId: string,
): Promise<{ deleted: true }> {
  if (!isUuid(rawId) || !(await deletePriceTarget(deps.ctx.db, userId, rawId.toLowerCase()))) {
    throw notFound(ALERT_MESSAGES.targetNotFound);
  }
  return { deleted: true };
}
