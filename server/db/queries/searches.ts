import { desc, eq, sql } from 'drizzle-orm';
import { MODEL_VERSION } from '../../../engine/predict/model-version.ts';
import { announceAuthChange } from '../auth-changes.ts';
import type { Db } from '../client.ts';
import { isUniqueViolationOf } from '../errors.ts';
import { creditLedger, predictions, searches, usageDays, users } from '../schema.ts';
import { preparedOnceRowsOf } from './raw.ts';

export interface NewPrediction {
  matchId: number | null;
  leagueId: string;
  homeTeamId: number;
  awayTeamId: number;
  hypothetical: boolean;
  homeProb: number;
  drawProb: number | null;
  awayProb: number;
  confidence: number;
  pick: 'home' | 'draw' | 'away';
  pickPrice: number | null;
  asOf: Date;
  payload: Record<string, unknown>;
}

export interface SpendingLimits {
  /** Daily allowance of the free plan and of Pro; Premium is unlimited. */
  free: number;
  pro: number;
}

interface PaidQuestion {
  userId: string;
  query: string;
  interpretation: Record<string, unknown>;
  /** What is paid for (a fixture, a slate, a season question): asked again today, it is free. */
  answerKey: string;
  limits: SpendingLimits;
  now: Date;
}

type SpentFrom = 'subscription' | 'allowance' | 'credit';

/** A paid search: `charged` is false when it re-opens one already paid for today. */
export interface PaidSearch {
  searchId: string;
  createdAt: Date;
  spentFrom: SpentFrom;
  charged: boolean;
}

/** The paid statements' values, filled on each call (preparedOnceRowsOf). */
const PAID_VALUES = [
  'userId',
  'query',
  'interpretation',
  'answerKey',
  'now',
  'free',
  'pro',
  'matchId',
  'leagueId',
  'homeTeamId',
  'awayTeamId',
  'hypothetical',
  'homeProb',
  'drawProb',
  'awayProb',
  'confidence',
  'pick',
  'pickPrice',
  'asOf',
  'payload',
  'modelVersion',
] as const;
const P = Object.fromEntries(PAID_VALUES.map((name) => [name, sql.placeholder(name)])) as Record<
  (typeof PAID_VALUES)[number],
  ReturnType<typeof sql.placeholder>
>;

/** A payload serialised once per object: the rows of one answer share theirs (search-service). */
const serialised = new WeakMap<object, string>();
function payloadJson(payload: Record<string, unknown>): string {
  let json = serialised.get(payload);
  if (json === undefined) {
    json = JSON.stringify(payload);
    serialised.set(payload, json);
  }
  return json;
}

const paidParams = (values: PaidQuestion) => ({
  userId: values.userId,
  query: values.query,
  interpretation: JSON.stringify(values.interpretation),
  answerKey: values.answerKey,
  now: values.now.toISOString(),
  free: values.limits.free,
  pro: values.limits.pro,
});

/**
 * The payment and the search row, as CTEs ending in `s` (the search: id, created_at,
 * spent_from) and `prior` (the same answer already paid for today, if any): the plan is read
 * from the user row at `now`; Premium pays nothing, otherwise today's allowance (UTC day,
 * computed here) is taken if left, else one credit (balance guarded by `credits > 0` and a
 * CHECK) with a ledger row. Concurrent searches serialise on the usage and user rows, so an
 * allowance of 5 and 3 credits buy exactly 8 answers. A deleted (or deleting) account has no
 * `me` row, so its question buys and stores nothing; nor does an answer found in `prior`. Two
 * first asks of one answer at once both pay here, and the later insert of `s` breaks the unique
 * (user, day, answer) index, which undoes its payment (see payOnce).
 */
function paidSearch() {
  const now = P.now;
  return sql`
    with prior as (
      select id, created_at, spent_from from ${searches}
      where user_id = ${P.userId} and answer_key = ${P.answerKey}
        and answer_day = (${now}::timestamptz at time zone 'utc')::date
    ),
    me as (
      select case when plan is not null and plan_until > ${now}::timestamptz then plan else 'free' end as plan
      from ${users} where id = ${P.userId} and not exists (select 1 from prior)
      -- Waits for an account deletion in progress and then finds no one: nothing is paid or stored.
      for key share
    ),
    allowance as (
      insert into ${usageDays} (user_id, day, used)
      select ${P.userId}, (${now}::timestamptz at time zone 'utc')::date, 1 from me where me.plan <> 'premium'
      on conflict (user_id, day) do update set used = usage_days.used + 1
      where usage_days.used < (select case plan when 'pro' then ${P.pro}::int else ${P.free}::int end from me)
      returning 'allowance'::text as source
    ),
    credit as (
      update ${users} set credits = credits - 1
      where id = ${P.userId} and credits > 0
        and (select plan from me) <> 'premium' and not exists (select 1 from allowance)
      returning credits
    ),
    paid as (
      select 'subscription'::text as source from me where plan = 'premium'
      union all select source from allowance
      union all select 'credit'::text from credit
    ),
    s as (
      insert into ${searches} (user_id, query, interpretation, spent_from, answer_key, answer_day)
      select ${P.userId}, ${P.query}, ${P.interpretation}::jsonb, paid.source,
        ${P.answerKey}, (${now}::timestamptz at time zone 'utc')::date
      from (select source from paid limit 1) paid
      returning id, created_at, spent_from
    ),
    ledger as (
      insert into ${creditLedger} (user_id, kind, delta, balance_after, reference)
      select ${P.userId}, 'spend', -1, credit.credits, 'search:' || s.id from credit, s
    )`;
}

/**
 * Runs a paid statement; when it paid nothing, once more: an ask that lost the race in
 * paidSearch (its whole statement, payment included, undone by the unique index; PGlite runs
 * one statement at a time and never gets there), or that found nothing to pay with while the
 * same answer was being paid for, then finds it in `prior`.
 */
async function payOnce<T>(run: () => Promise<T | null>): Promise<T | null> {
  try {
    const first = await run();
    if (first) return first;
  } catch (error) {
    if (!isUniqueViolationOf(error, 'searches_paid_answer_unique')) throw error;
  }
  return run();
}

type Paid<T> = PaidSearch & T;

function paidRow<T>(
  userId: string,
  row: { search_id: string; created_at: string; spent_from: SpentFrom; charged: boolean },
  rest: T,
): Paid<T> {
  // A credit spent changed the user row's balance.
  if (row.charged && row.spent_from === 'credit') announceAuthChange({ kind: 'user', userId });
  return {
    searchId: row.search_id,
    createdAt: new Date(row.created_at),
    spentFrom: row.spent_from,
    charged: row.charged,
    ...rest,
  };
}

/**
 * Stores a question and its prediction and pays for it, in one statement (see paidSearch). The
 * same answer asked for again the same day stores and pays nothing and returns the first search
 * and prediction (`charged` false). Nothing is stored when nothing could pay: returns null.
 */
export async function insertPaidSearch(
  db: Db,
  values: PaidQuestion & { prediction: NewPrediction },
): Promise<Paid<{ predictionId: string }> | null> {
  const p = values.prediction;
  const params = {
    ...paidParams(values),
    matchId: p.matchId,
    leagueId: p.leagueId,
    homeTeamId: p.homeTeamId,
    awayTeamId: p.awayTeamId,
    hypothetical: p.hypothetical,
    homeProb: p.homeProb,
    drawProb: p.drawProb,
    awayProb: p.awayProb,
    confidence: p.confidence,
    pick: p.pick,
    pickPrice: p.pickPrice,
    asOf: p.asOf.toISOString(),
    payload: payloadJson(p.payload),
    modelVersion: MODEL_VERSION,
  };
  return payOnce(async () => {
    const [row] = await preparedOnceRowsOf<{
      search_id: string;
      prediction_id: string;
      created_at: string;
      spent_from: SpentFrom;
      charged: boolean;
    }>(
      db,
      'insert_paid_search',
      () => sql`${paidSearch()},
      made as (
        insert into ${predictions} (user_id, search_id, match_id, league_id, home_team_id,
          away_team_id, hypothetical, home_prob, draw_prob, away_prob, confidence, pick, pick_price,
          as_of, payload, model_version, created_at)
        select ${P.userId}, s.id, ${P.matchId}, ${P.leagueId}, ${P.homeTeamId}, ${P.awayTeamId},
          ${P.hypothetical}, ${P.homeProb}, ${P.drawProb}, ${P.awayProb}, ${P.confidence},
          ${P.pick}, ${P.pickPrice},
          ${P.asOf}::timestamptz, ${P.payload}::jsonb, ${P.modelVersion},
          s.created_at
        from s
        returning search_id, id, created_at
      )
      select made.search_id, made.id as prediction_id, made.created_at,
        (select spent_from from s) as spent_from, true as charged
      from made
      union all
      select prior.id, kept.id, prior.created_at, prior.spent_from, false
      from prior join ${predictions} kept on kept.search_id = prior.id`,
      params,
    );
    return row ? paidRow(values.userId, row, { predictionId: row.prediction_id }) : null;
  });
}

/**
 * Stores and pays for a question whose answer is no match prediction (a season outlook): the
 * same payment as a match search, so both draw on one daily allowance, and the same free
 * re-opening the same day. Null when nothing could pay.
 */
export async function insertPaidQuestion(db: Db, values: PaidQuestion): Promise<PaidSearch | null> {
  return payOnce(async () => {
    const [row] = await preparedOnceRowsOf<{
      search_id: string;
      created_at: string;
      spent_from: SpentFrom;
      charged: boolean;
    }>(
      db,
      'insert_paid_question',
      () => sql`${paidSearch()}
      select id as search_id, created_at, spent_from, true as charged from s
      union all
      select id, created_at, spent_from, false from prior`,
      paidParams(values),
    );
    return row ? paidRow(values.userId, row, {}) : null;
  });
}

/**
 * The user's latest distinct questions, newest first. Reads only the newest rows through the
 * (user_id, created_at) index — a heavy user has thousands of searches — and drops repeats here.
 */
export async function recentSearches(db: Db, userId: string, limit: number) {
  const rows = await db
    .select({ id: searches.id, query: searches.query, createdAt: searches.createdAt })
    .from(searches)
    .where(eq(searches.userId, userId))
    .orderBy(desc(searches.createdAt))
    .limit(limit * 10);
  const seen = new Set<string>();
  const distinct = [];
  for (const row of rows) {
    const key = row.query.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    distinct.push({ id: row.id, query: row.query, createdAt: row.createdAt.toISOString() });
    if (distinct.length === limit) break;
  }
  return distinct;
}
