import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rowsOf } from './raw.ts';

/**
 * Profit in cents, worked out in SQL from the row's own stake and price at the moment it is
 * written, so a grade and an edit of the stake racing each other can never leave a profit that
 * belongs to a stake the row no longer has. Same rounding as engine/bets `betProfitCents`; a
 * bigint, as the column is (a big win overflows 32 bits).
 */
export const profitCentsOf = (status: SQL, stakeCents: SQL, price: SQL) => sql`(case ${status}
    when 'won' then round(${stakeCents} * (${price} - 1))::bigint
    when 'lost' then -${stakeCents}
    when 'void' then 0 end)`;
const PROFIT_CENTS = profitCentsOf(sql`status`, sql`stake_cents`, sql`price`);
/**
 * price × closing probability − 1 (engine/metrics closingLineValue); null without a closing
 * probability. One expression wherever a bet's CLV is written or read.
 */
export const clvOf = (price: SQL, closingProb: SQL) =>
  sql`(case when ${closingProb} is null then null else ${price} * ${closingProb} - 1 end)`;
const CLV = clvOf(sql`price`, sql`closing_prob`);

export interface BetRow {
  id: string;
  userId: string;
  matchId: number | null;
  leagueId: string | null;
  league: string | null;
  sportId: string | null;
  event: string | null;
  market: '1x2' | 'moneyline' | 'spread' | 'total';
  selection: 'home' | 'draw' | 'away' | 'over' | 'under';
  line: number | null;
  price: number;
  stakeCents: number;
  bookmaker: string | null;
  takenAt: Date;
  source: 'value-bet' | 'odds' | 'match' | 'manual' | 'import';
  status: 'open' | 'won' | 'lost' | 'void';
  profitCents: number | null;
  closingProb: number | null;
  clv: number | null;
  settledAt: Date | null;
  note: string | null;
  match: {
    homeTeam: string;
    awayTeam: string;
    kickoff: Date;
    kickoffTimeKnown: boolean;
    homeScore: number | null;
    awayScore: number | null;
  } | null;
}

type BetSqlRow = {
  id: string;
  user_id: string;
  match_id: number | null;
  league_id: string | null;
  league: string | null;
  sport_id: string | null;
  event: string | null;
  market: BetRow['market'];
  selection: BetRow['selection'];
  line: number | null;
  price: number;
  stake_cents: number;
  bookmaker: string | null;
  taken_at: string | Date;
  source: BetRow['source'];
  status: BetRow['status'];
  profit_cents: number | null;
  closing_prob: number | null;
  clv: number | null;
  settled_at: string | Date | null;
  note: string | null;
  home_team: string | null;
  away_team: string | null;
  kickoff: string | Date | null;
  kickoff_time_known: boolean | null;
  home_score: number | null;
  away_score: number | null;
};

const num = (v: number | string | null) => (v === null ? null : Number(v));

function toBetRow(r: BetSqlRow): BetRow {
  return {
    id: r.id,
    userId: r.user_id,
    matchId: num(r.match_id),
    leagueId: r.league_id,
    league: r.league,
    sportId: r.sport_id,
    event: r.event,
    market: r.market,
    selection: r.selection,
    line: num(r.line),
    price: Number(r.price),
    stakeCents: Number(r.stake_cents),
    bookmaker: r.bookmaker,
    takenAt: new Date(r.taken_at),
    source: r.source,
    status: r.status,
    profitCents: num(r.profit_cents),
    closingProb: num(r.closing_prob),
    clv: num(r.clv),
    settledAt: r.settled_at === null ? null : new Date(r.settled_at),
    note: r.note,
    match:
      r.match_id === null || r.kickoff === null
        ? null
        : {
            homeTeam: r.home_team ?? '',
            awayTeam: r.away_team ?? '',
            kickoff: new Date(r.kickoff),
            kickoffTimeKnown: r.kickoff_time_known !== false,
            homeScore: num(r.home_score),
            awayScore: num(r.away_score),
          },
  };
}

const BET_SELECT = sql`select b.id, b.user_id, b.match_id, b.league_id, l.name as league,
    l.sport_id, b.event, b.market, b.selection, b.line, b.price, b.stake_cents, b.bookmaker,
    b.taken_at, b.source, b.status, b.profit_cents, b.closing_prob, b.clv, b.settled_at, b.note,
    h.name as home_team, a.name as away_team, m.kickoff, m.kickoff_time_known, m.home_score,
    m.away_score
  from bets b
  left join leagues l on l.id = b.league_id
  left join matches m on m.id = b.match_id
  left join teams h on h.id = m.home_team_id
  left join teams a on a.id = m.away_team_id`;

/** Every bet of one person, newest taken first. */
export async function listBets(db: Db, userId: string): Promise<BetRow[]> {
  const rows = await rowsOf<BetSqlRow>(
    db,
    sql`${BET_SELECT} where b.user_id = ${userId} order by b.taken_at desc, b.id desc`,
  );
  return rows.map(toBetRow);
}

/** One bet, only if it is this person's (someone else's bet is as good as missing). */
export async function findBet(db: Db, userId: string, betId: string): Promise<BetRow | undefined> {
  const [row] = await rowsOf<BetSqlRow>(
    db,
    sql`${BET_SELECT} where b.id = ${betId}::uuid and b.user_id = ${userId}`,
  );
  return row && toBetRow(row);
}

export interface NewBet {
  matchId: number | null;
  leagueId: string | null;
  event: string | null;
  market: BetRow['market'];
  selection: BetRow['selection'];
  line: number | null;
  price: number;
  stakeCents: number;
  bookmaker: string | null;
  takenAt: Date;
  source: BetRow['source'];
  note: string | null;
  /** A result set by hand (bets outside Strix, CSV import); open otherwise. */
  status: BetRow['status'];
  settledAt: Date | null;
}

/**
 * Stores bets in one statement (all or none); profit follows the status given. The ids come
 * back in no particular order.
 */
export async function insertBets(
  db: Db,
  userId: string,
  bets: readonly NewBet[],
  now: Date,
): Promise<string[]> {
  if (bets.length === 0) return [];
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`insert into bets (user_id, match_id, league_id, event, market, selection, line, price,
          stake_cents, bookmaker, taken_at, source, status, settled_at, note, created_at,
          updated_at, profit_cents)
        select ${userId}::uuid, n.match_id, n.league_id, n.event, n.market, n.selection, n.line,
               n.price, n.stake_cents, n.bookmaker, n.taken_at, n.source, n.status, n.settled_at,
               n.note, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz,
               ${profitCentsOf(sql`n.status`, sql`n.stake_cents`, sql`n.price`)}
        from json_to_recordset(${JSON.stringify(
          bets.map((b) => ({
            match_id: b.matchId,
            league_id: b.leagueId,
            event: b.event,
            market: b.market,
            selection: b.selection,
            line: b.line,
            price: b.price,
            stake_cents: b.stakeCents,
            bookmaker: b.bookmaker,
            taken_at: b.takenAt.toISOString(),
            source: b.source,
            status: b.status,
            settled_at: b.settledAt?.toISOString() ?? null,
            note: b.note,
          })),
        )}::json) as n(match_id int, league_id text, event text, market text,
          selection text, line float8, price float8, stake_cents int, bookmaker text,
          taken_at timestamptz, source text, status text, settled_at timestamptz, note text)
        returning id`,
  );
  return rows.map((r) => r.id);
}

/** Locks the person's user row for the transaction and counts their bets. */
async function lockAndCount(t: Db, userId: string): Promise<number> {
  await t.execute(sql`select id from users where id = ${userId} for update`);
  const [row] = await rowsOf<{ n: number }>(
    t,
    sql`select count(*)::int as n from bets where user_id = ${userId}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Stores bets unless they would take the person past `cap` bets; null then (nothing stored).
 * The person's user row is locked for the count and the insert, so parallel requests (two
 * imports at once) cannot pass the cap together.
 */
export async function insertBetsCapped(
  db: Db,
  userId: string,
  bets: readonly NewBet[],
  now: Date,
  cap: number,
): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if ((await lockAndCount(t, userId)) + bets.length > cap) return null;
    return insertBets(t, userId, bets, now);
  });
}

/** Whether this person recorded the same bet (on, at the same price and stake) since `since`. */
async function hasRepeat(t: Db, userId: string, bet: NewBet, since: Date): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(
    t,
    sql`select id from bets
        where user_id = ${userId} and created_at >= ${since.toISOString()}::timestamptz
          and match_id is not distinct from ${bet.matchId}::int
          and event is not distinct from ${bet.event}::text
          and market = ${bet.market} and selection = ${bet.selection}
          and line is not distinct from ${bet.line}::float8
          and price = ${bet.price}::float8 and stake_cents = ${bet.stakeCents}
        limit 1`,
  );
  return rows.length > 0;
}

/**
 * Stores one bet, as insertBetsCapped, and also refuses ('repeat') one identical to a bet the
 * person recorded since `repeatSince` (null: no such check). The check runs under the same
 * lock as the insert, so two identical requests at once store one bet, not two.
 */
export async function insertBetOnce(
  db: Db,
  userId: string,
  bet: NewBet,
  now: Date,
  limits: { cap: number; repeatSince: Date | null },
): Promise<string | 'too-many' | 'repeat'> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if ((await lockAndCount(t, userId)) + 1 > limits.cap) return 'too-many';
    if (limits.repeatSince && (await hasRepeat(t, userId, bet, limits.repeatSince))) {
      return 'repeat';
    }
    const [id] = await insertBets(t, userId, [bet], now);
    return id!;
  });
}

export interface BetChanges {
  stakeCents?: number;
  price?: number;
  bookmaker?: string | null;
  note?: string | null;
  /** Only for bets outside Strix: a result by hand, with when it was set. */
  result?: { status: BetRow['status']; settledAt: Date | null };
}

/**
 * Edits one of this person's bets; profit and CLV follow the new stake and price. A result is
 * only written to a bet with no match (the route refuses it otherwise; the WHERE makes sure).
 * False when no such bet of theirs.
 */
export async function updateBet(
  db: Db,
  userId: string,
  betId: string,
  changes: BetChanges,
  now: Date,
): Promise<boolean> {
  const sets = [sql`updated_at = ${now.toISOString()}::timestamptz`];
  if (changes.stakeCents !== undefined) sets.push(sql`stake_cents = ${changes.stakeCents}`);
  if (changes.price !== undefined) sets.push(sql`price = ${changes.price}`);
  if (changes.bookmaker !== undefined) sets.push(sql`bookmaker = ${changes.bookmaker}`);
  if (changes.note !== undefined) sets.push(sql`note = ${changes.note}`);
  if (changes.result) {
    sets.push(
      sql`status = ${changes.result.status}`,
      sql`settled_at = ${changes.result.settledAt?.toISOString() ?? null}::timestamptz`,
    );
  }
  const filter = changes.result ? sql` and match_id is null` : sql``;
  // Two steps in one statement would read the old stake: set the fields, then derive.
  const rows = await db.transaction(async (tx) => {
    const updated = await rowsOf<{ id: string }>(
      tx as unknown as Db,
      sql`update bets set ${sql.join(sets, sql`, `)}
          where id = ${betId}::uuid and user_id = ${userId}${filter} returning id`,
    );
    if (updated.length > 0) {
      await (tx as unknown as Db).execute(
        sql`update bets set profit_cents = ${PROFIT_CENTS}, clv = ${CLV} where id = ${betId}::uuid`,
      );
    }
    return updated;
  });
  return rows.length > 0;
}

export async function deleteBet(db: Db, userId: string, betId: string): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`delete from bets where id = ${betId}::uuid and user_id = ${userId} returning id`,
  );
  return rows.length > 0;
}

/** A Strix match as a bet needs it: league, sport, kick-off and score. */
export interface BetMatchFacts {
  id: number;
  leagueId: string;
  sportId: string;
  kickoff: Date;
  homeScore: number | null;
  awayScore: number | null;
  /** 'Newcastle v Wolves'. */
  label: string;
}

export async function betMatchFacts(db: Db, matchId: number): Promise<BetMatchFacts | undefined> {
  const [row] = await rowsOf<{
    id: number;
    league_id: string;
    sport_id: string;
    kickoff: string | Date;
    home_score: number | null;
    away_score: number | null;
    home_team: string;
    away_team: string;
  }>(
    db,
    sql`select m.id, m.league_id, l.sport_id, m.kickoff, m.home_score, m.away_score,
               h.name as home_team, a.name as away_team
        from matches m join leagues l on l.id = m.league_id
        join teams h on h.id = m.home_team_id join teams a on a.id = m.away_team_id
        where m.id = ${matchId}`,
  );
  return (
    row && {
      id: Number(row.id),
      leagueId: row.league_id,
      sportId: row.sport_id,
      kickoff: new Date(row.kickoff),
      homeScore: num(row.home_score),
      awayScore: num(row.away_score),
      label: `${row.home_team} v ${row.away_team}`,
    }
  );
}

/** The sport of each league ('E0' → 'soccer'). */
export async function leagueSports(db: Db): Promise<Map<string, string>> {
  const rows = await rowsOf<{ id: string; sport_id: string }>(
    db,
    sql`select id, sport_id from leagues`,
  );
  return new Map(rows.map((r) => [r.id, r.sport_id]));
}

/**
 * Every match between these sides (home first) kicking off in [from, to], earliest first: the
 * candidates an imported row is matched to.
 */
export async function matchesBetween(
  db: Db,
  homeIds: readonly number[],
  awayIds: readonly number[],
  from: Date,
  to: Date,
): Promise<{ id: number; leagueId: string; kickoff: Date }[]> {
  if (homeIds.length === 0 || awayIds.length === 0) return [];
  const ids = (list: readonly number[]) =>
    sql.join(
      list.map((id) => sql`${id}`),
      sql`, `,
    );
  const rows = await rowsOf<{ id: number; league_id: string; kickoff: string | Date }>(
    db,
    sql`select id, league_id, kickoff from matches
        where home_team_id in (${ids(homeIds)}) and away_team_id in (${ids(awayIds)})
          and kickoff >= ${from.toISOString()}::timestamptz
          and kickoff <= ${to.toISOString()}::timestamptz
        order by kickoff, id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    leagueId: r.league_id,
    kickoff: new Date(r.kickoff),
  }));
}
