import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { alertMails, alertSettings, priceTargets, userPreferences, users } from '../schema.ts';
import type { PriceTargetRow } from './alerts.ts';
import { rowsOf } from './raw.ts';

/** Whoever is on a break (cool-off or self-exclusion) at `now` gets no alerts. */
const notOnBreak = (userColumn: ReturnType<typeof sql>, now: Date) =>
  sql`not exists (select 1 from betting_limits b
                  where b.user_id = ${userColumn} and b.break_until > ${now.toISOString()}::timestamptz)`;

export interface Recipient {
  userId: string;
  email: string;
  name: string;
  unsubscribeToken: string;
  /** How the person reads odds and times (their preferences); null when never chosen. */
  oddsFormat: 'american' | 'decimal' | 'fractional' | null;
  timeZone: string | null;
}

export interface ValueBetSubscriber extends Recipient {
  minEdgePercent: number;
  teams: { id: number; name: string }[];
}

/** People who asked for value-bet alerts, follow at least one team and are not on a break. */
export async function valueBetSubscribers(db: Db, now: Date): Promise<ValueBetSubscriber[]> {
  const rows = await rowsOf<{
    user_id: string;
    email: string;
    name: string;
    unsubscribe_token: string;
    odds_format: Recipient['oddsFormat'];
    time_zone: string | null;
    min_edge_percent: number;
    teams: { id: number; name: string }[] | string;
  }>(
    db,
    sql`select u.id as user_id, u.email, u.name, s.unsubscribe_token, s.min_edge_percent,
               p.odds_format, p.time_zone,
               json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name) as teams
        from ${alertSettings} s
        join users u on u.id = s.user_id
        left join ${userPreferences} p on p.user_id = s.user_id
        join team_follows f on f.user_id = s.user_id
        join teams t on t.id = f.team_id
        where s.value_bets and ${notOnBreak(sql`u.id`, now)}
        group by u.id, u.email, u.name, s.unsubscribe_token, s.min_edge_percent,
                 p.odds_format, p.time_zone`,
  );
  return rows.map((r) => ({
    userId: r.user_id,
    email: r.email,
    name: r.name,
    unsubscribeToken: r.unsubscribe_token,
    oddsFormat: r.odds_format ?? null,
    timeZone: r.time_zone ?? null,
    minEdgePercent: Number(r.min_edge_percent),
    teams: (typeof r.teams === 'string' ? JSON.parse(r.teams) : r.teams) as {
      id: number;
      name: string;
    }[],
  }));
}

export interface WaitingTarget extends Recipient {
  target: PriceTargetRow;
}

/**
 * Targets still waiting, of people who asked for price-target alerts and are not on a break.
 * A target whose mail went out but was not marked (a stop between the two) is marked first.
 */
export async function waitingTargets(db: Db, now: Date): Promise<WaitingTarget[]> {
  await db.execute(
    sql`update ${priceTargets} p set fired_at = m.sent_at from ${alertMails} m
        where p.fired_at is null and m.user_id = p.user_id
          and m.dedupe_key = 'price-target:' || p.id::text`,
  );
  const rows = await db
    .select({
      target: priceTargets,
      email: users.email,
      name: users.name,
      unsubscribeToken: alertSettings.unsubscribeToken,
      oddsFormat: userPreferences.oddsFormat,
      timeZone: userPreferences.timeZone,
    })
    .from(priceTargets)
    .innerJoin(alertSettings, eq(alertSettings.userId, priceTargets.userId))
    .innerJoin(users, eq(users.id, priceTargets.userId))
    .leftJoin(userPreferences, eq(userPreferences.userId, priceTargets.userId))
    .where(
      and(
        isNull(priceTargets.firedAt),
        eq(alertSettings.priceTargets, true),
        notOnBreak(sql`${priceTargets.userId}`, now),
      ),
    );
  return rows.map((r) => ({
    userId: r.target.userId,
    email: r.email,
    name: r.name,
    unsubscribeToken: r.unsubscribeToken,
    oddsFormat: r.oddsFormat ?? null,
    timeZone: r.timeZone ?? null,
    target: r.target,
  }));
}

export type AlertKind = 'value-bet' | 'price-target';

/**
 * Reserves today's mails for `alerts`, in order, before any is sent: each gets its row in
 * `alert_mails` (the unique (user, dedupe_key) index refuses an alert already sent, by this
 * instance or another) until the person's daily cap is reached. The person's settings row is
 * locked for the count, so parallel runs queue and can never pass the cap between them; the
 * settings and the break are read again under that lock, so an unsubscribe or a break that came
 * in meanwhile stops the mail. Returns the dedupe keys reserved; the caller sends exactly those.
 */
export async function reserveAlertMails(
  db: Db,
  userId: string,
  alerts: readonly { kind: AlertKind; dedupeKey: string }[],
  now: Date,
): Promise<Set<string>> {
  const day = now.toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const [settings] = await rowsOf<{
      value_bets: boolean;
      price_targets: boolean;
      max_per_day: number;
    }>(
      tx,
      sql`select s.value_bets, s.price_targets, s.max_per_day from ${alertSettings} s
          where s.user_id = ${userId} and ${notOnBreak(sql`s.user_id`, now)}
          for update of s`,
    );
    const reserved = new Set<string>();
    if (!settings) return reserved;
    const wanted = (kind: AlertKind) =>
      kind === 'value-bet' ? settings.value_bets : settings.price_targets;
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(alertMails)
      .where(and(eq(alertMails.userId, userId), eq(alertMails.day, day)));
    let sent = Number(count?.n ?? 0);
    for (const alert of alerts) {
      if (sent >= Number(settings.max_per_day)) break;
      if (!wanted(alert.kind)) continue;
      const inserted = await tx
        .insert(alertMails)
        .values({ userId, kind: alert.kind, dedupeKey: alert.dedupeKey, day, sentAt: now })
        .onConflictDoNothing()
        .returning({ id: alertMails.id });
      if (inserted.length > 0) {
        reserved.add(alert.dedupeKey);
        sent += 1;
      }
    }
    return reserved;
  });
}

/** A reserved mail that could not be sent: gives the alert (and the day's slot) back. */
export async function releaseAlertMail(db: Db, userId: string, dedupeKey: string): Promise<void> {
  await db
    .delete(alertMails)
    .where(and(eq(alertMails.userId, userId), eq(alertMails.dedupeKey, dedupeKey)));
}

export async function markTargetFired(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(priceTargets)
    .set({ firedAt: now })
    .where(and(eq(priceTargets.id, id), isNull(priceTargets.firedAt)));
}
