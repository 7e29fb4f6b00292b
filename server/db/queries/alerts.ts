import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { alertMails, alertSettings, priceTargets, teamFollows, teams } from '../schema.ts';
import { lockUser } from './billing.ts';
import { rowsOf } from './raw.ts';

/** Cup competitions: a club's league is its domestic one, not the cup it last played in. */
const CUP_LEAGUES = ['UCL', 'UEL'];

export interface FollowedTeamRow {
  id: number;
  name: string;
  league: string | null;
  followedAt: Date;
}

/** The teams a person follows, by name, each with the league of its latest match before `asOf`. */
export async function listFollowedTeams(
  db: Db,
  userId: string,
  asOf: Date,
): Promise<FollowedTeamRow[]> {
  const rows = await rowsOf<{ id: number; name: string; league: string | null; followed_at: Date }>(
    db,
    sql`select t.id, t.name, f.created_at as followed_at,
               (select l.name from matches m join leagues l on l.id = m.league_id
                 where (m.home_team_id = t.id or m.away_team_id = t.id)
                   and m.kickoff <= ${asOf.toISOString()}::timestamptz
                   and m.league_id not in (${sql.join(
                     CUP_LEAGUES.map((id) => sql`${id}`),
                     sql`, `,
                   )})
                 order by m.kickoff desc limit 1) as league
        from ${teamFollows} f join ${teams} t on t.id = f.team_id
        where f.user_id = ${userId}
        order by t.name, t.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    league: r.league,
    followedAt: new Date(r.followed_at),
  }));
}

export async function teamExists(db: Db, teamId: number): Promise<boolean> {
  const rows = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId));
  return rows.length > 0;
}

/** Follows a team; following it again changes nothing. */
export async function followTeam(db: Db, userId: string, teamId: number, now: Date) {
  await db.insert(teamFollows).values({ userId, teamId, createdAt: now }).onConflictDoNothing();
}

export async function unfollowTeam(db: Db, userId: string, teamId: number) {
  await db
    .delete(teamFollows)
    .where(and(eq(teamFollows.userId, userId), eq(teamFollows.teamId, teamId)));
}

export type AlertSettingsRow = typeof alertSettings.$inferSelect;

/**
 * The person's alert settings, created with the defaults (everything off) on first read. The
 * token is only used when this call creates the row; a row already there keeps its own.
 */
export async function ensureAlertSettings(
  db: Db,
  userId: string,
  newToken: string,
): Promise<AlertSettingsRow> {
  await db
    .insert(alertSettings)
    .values({ userId, unsubscribeToken: newToken })
    .onConflictDoNothing({ target: alertSettings.userId });
  const [row] = await db.select().from(alertSettings).where(eq(alertSettings.userId, userId));
  return row!;
}

export async function updateAlertSettings(
  db: Db,
  userId: string,
  changes: Partial<
    Pick<AlertSettingsRow, 'valueBets' | 'minEdgePercent' | 'priceTargets' | 'maxPerDay'>
  >,
  now: Date,
): Promise<void> {
  await db
    .update(alertSettings)
    .set({ ...changes, updatedAt: now })
    .where(eq(alertSettings.userId, userId));
}

/** Alert mails counted against today's cap (the UTC day of `day`). */
export async function alertMailsOn(db: Db, userId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(alertMails)
    .where(and(eq(alertMails.userId, userId), eq(alertMails.day, day)));
  return Number(row?.n ?? 0);
}

/**
 * The unsubscribe link: turns every alert off for the token's owner. True when the token named
 * someone (already off counts: the link keeps working).
 */
export async function unsubscribeByToken(db: Db, token: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(alertSettings)
    .set({ valueBets: false, priceTargets: false, updatedAt: now })
    .where(eq(alertSettings.unsubscribeToken, token))
    .returning({ userId: alertSettings.userId });
  return rows.length > 0;
}

export type PriceTargetRow = typeof priceTargets.$inferSelect;

export interface PriceTargetListRow extends PriceTargetRow {
  homeTeam: string;
  awayTeam: string;
  league: string;
  leagueId: string;
  kickoff: Date;
}

/** The person's price targets with their matches, soonest kick-off first. */
export async function listPriceTargets(db: Db, userId: string): Promise<PriceTargetListRow[]> {
  const rows = await rowsOf<{
    id: string;
    user_id: string;
    match_id: number;
    market: PriceTargetRow['market'];
    selection: PriceTargetRow['selection'];
    line: number | null;
    target_price: number;
    created_at: Date;
    fired_at: Date | null;
    home_team: string;
    away_team: string;
    league: string;
    league_id: string;
    kickoff: Date;
  }>(
    db,
    sql`select p.*, h.name as home_team, a.name as away_team, l.name as league,
               l.id as league_id, m.kickoff
        from ${priceTargets} p
        join matches m on m.id = p.match_id
        join teams h on h.id = m.home_team_id
        join teams a on a.id = m.away_team_id
        join leagues l on l.id = m.league_id
        where p.user_id = ${userId}
        order by m.kickoff, p.created_at, p.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    matchId: Number(r.match_id),
    market: r.market,
    selection: r.selection,
    line: r.line === null ? null : Number(r.line),
    targetPrice: Number(r.target_price),
    createdAt: new Date(r.created_at),
    firedAt: r.fired_at ? new Date(r.fired_at) : null,
    homeTeam: r.home_team,
    awayTeam: r.away_team,
    league: r.league,
    leagueId: r.league_id,
    kickoff: new Date(r.kickoff),
  }));
}

/**
 * Adds a target unless the person already has `max` waiting on matches not yet kicked off at
 * `asOf`. The user's row is locked first, so parallel requests queue and the count is exact.
 */
export async function insertPriceTarget(
  db: Db,
  values: Pick<
    PriceTargetRow,
    'userId' | 'matchId' | 'market' | 'selection' | 'line' | 'targetPrice' | 'createdAt'
  >,
  limits: { max: number; asOf: Date },
): Promise<PriceTargetRow | 'too-many'> {
  return db.transaction(async (tx) => {
    await lockUser(tx, values.userId);
    const [row] = await rowsOf<{ n: number }>(
      tx,
      sql`select count(*)::int as n from ${priceTargets} p join matches m on m.id = p.match_id
          where p.user_id = ${values.userId} and p.fired_at is null
            and m.kickoff > ${limits.asOf.toISOString()}::timestamptz`,
    );
    if (Number(row?.n ?? 0) >= limits.max) return 'too-many' as const;
    const [created] = await tx.insert(priceTargets).values(values).returning();
    return created!;
  });
}

/** Deletes one of the person's targets; false when they have no such target. */
export async function deletePriceTarget(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(priceTargets)
    .where(and(eq(priceTargets.userId, userId), eq(priceTargets.id, id)))
    .returning({ id: priceTargets.id });
  return rows.length > 0;
}
