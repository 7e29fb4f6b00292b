import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/queries/raw.ts';
import type { MediaStore } from '../../lib/media.ts';

/** Test helpers for account deletion: a person with a row everywhere, and scans for traces. */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A league, two teams and a match for rows that need them (idempotent). */
export async function seedSportsRows(db: Db) {
  await db.execute(
    sql`insert into sports (id, name) values ('tst', 'Test') on conflict do nothing`,
  );
  await db.execute(
    sql`insert into leagues (id, sport_id, name, country) values ('TST', 'tst', 'Test League', 'XX') on conflict do nothing`,
  );
  await db.execute(
    sql`insert into seasons (league_id, label) values ('TST', '2025') on conflict do nothing`,
  );
  for (const name of ['Home FC', 'Away FC']) {
    await db.execute(
      sql`insert into teams (sport_id, name, source_key) values ('tst', ${name}, ${name}) on conflict do nothing`,
    );
  }
  const [ids] = await rowsOf<{ home: number; away: number; season: number }>(
    db,
    sql`select (select id from teams where source_key = 'Home FC') as home,
      (select id from teams where source_key = 'Away FC') as away,
      (select id from seasons where league_id = 'TST') as season`,
  );
  await db.execute(sql`insert into matches (league_id, season_id, kickoff, kickoff_time_known,
      home_team_id, away_team_id, natural_key, source)
    values ('TST', ${ids!.season}, now() + interval '3 days', true, ${ids!.home}, ${ids!.away},
      'TST:test-match', 'test') on conflict do nothing`);
  const [match] = await rowsOf<{ id: number }>(
    db,
    sql`select id from matches where natural_key = 'TST:test-match'`,
  );
  return { homeTeamId: ids!.home, awayTeamId: ids!.away, matchId: match!.id };
}

/**
 * Gives the person a row in every table that holds people's data, and image files: a profile
 * picture, an avatar and a prediction's share image. Returns the image paths.
 */
export async function seedEverything(
  db: Db,
  media: MediaStore,
  person: { id: string; email: string },
  other: { id: string },
) {
  const { homeTeamId, awayTeamId, matchId } = await seedSportsRows(db);
  const id = person.id;
  const profile = await media.savePng('profiles', PNG);
  const avatar = await media.savePng('avatars', PNG);
  const share = await media.savePng('shares', PNG);
  const tag = id.slice(0, 8);
  const statements = [
    sql`update users set profile_image = ${profile}, username = ${`u${tag}`}, bio = 'My bio',
      credits = 3 where id = ${id}`,
    sql`insert into oauth_accounts (issuer, subject, user_id, email)
      values ('https://accounts.google.com', ${`sub-${tag}`}, ${id}, ${person.email})`,
    sql`insert into password_reset_tokens (token_hash, user_id, expires_at)
      values (${`reset-${tag}`}, ${id}, now() + interval '1 hour')`,
    sql`with s as (
        insert into searches (user_id, query, interpretation, spent_from)
        values (${id}, ${`Will Home FC beat Away FC? ${person.email}`}, '{}'::jsonb, 'credit')
        returning id
      ), p as (
        insert into predictions (user_id, search_id, match_id, league_id, home_team_id,
          away_team_id, hypothetical, home_prob, draw_prob, away_prob, confidence, as_of,
          payload, pick, share_image)
        select ${id}, s.id, ${matchId}, 'TST', ${homeTeamId}, ${awayTeamId}, false, 0.5, 0.3,
          0.2, 70, now(), ${JSON.stringify({ prediction: 'Home win', query: person.email })}::jsonb,
          'home', ${share}
        from s returning id
      )
      insert into votes (target, choice, user_id, prediction_id)
      select ${`prediction:${homeTeamId}|${awayTeamId}`}, 'upvote', ${id}, p.id from p`,
    sql`insert into votes (target, choice, user_id) values (${`match:${matchId}`}, 'home', ${id})`,
    sql`insert into usage_days (user_id, day, used) values (${id}, current_date, 2)`,
    sql`insert into credit_ledger (user_id, kind, delta, balance_after, reference) values
      (${id}, 'purchase', 5, 5, ${`checkout:cs_${tag}`}),
      (${id}, 'spend', -1, 4, ${`search:${tag}`}),
      (${id}, 'grant', 1, 5, ${`grant:${tag}`})`,
    sql`insert into subscriptions (user_id, plan, status, current_period_end, provider_customer_id,
      provider_subscription_id, state_at)
      values (${id}, 'pro', 'active', now() + interval '20 days', ${`cus_${tag}`},
        ${`sub_${tag}`}, now())`,
    sql`insert into checkout_sessions (id, user_id, kind, item, amount_cents, status)
      values (${`cs_${tag}`}, ${id}, 'credits', 'small', 499, 'fulfilled')`,
    sql`insert into follows (follower_id, followee_id) values (${id}, ${other.id}), (${other.id}, ${id})`,
    sql`insert into avatars (user_id, style, description, options, image, is_active, generation_ms)
      values (${id}, 'cartoon', 'An owl', '{}'::jsonb, ${avatar}, true, 10)`,
    sql`with k as (
        insert into api_keys (user_id, name, key_hash, hint)
        values (${id}, 'My key', ${`hash-${tag}`}, 'abcd') returning id
      )
      insert into api_key_usage (key_id, day, requests) select k.id, current_date, 3 from k`,
    sql`insert into bets (user_id, match_id, market, selection, price, stake_cents, taken_at, source)
      values (${id}, ${matchId}, '1x2', 'home', 2.1, 1000, now(), 'manual')`,
    sql`insert into team_follows (user_id, team_id) values (${id}, ${homeTeamId})`,
    sql`insert into alert_settings (user_id, value_bets, unsubscribe_token)
      values (${id}, true, ${`unsub-${tag}`})`,
    sql`insert into price_targets (user_id, match_id, market, selection, target_price)
      values (${id}, ${matchId}, '1x2', 'home', 2.5)`,
    sql`insert into alert_mails (user_id, kind, dedupe_key, day)
      values (${id}, 'value-bet', ${`vb-${tag}`}, current_date)`,
    sql`insert into betting_limits (user_id, monthly_stake_limit_cents) values (${id}, 10000)`,
    sql`insert into time_spent (user_id, day, seconds, last_seen_at)
      values (${id}, current_date, 60, now())`,
  ];
  for (const statement of statements) await db.execute(statement);
  return { profile, avatar, share, subscriptionId: `sub_${tag}` };
}

/** Every column that references users, read from the catalogue (so a new table is included). */
export async function userReferences(db: Db) {
  return rowsOf<{ table_name: string; column_name: string }>(
    db,
    sql`select c.conrelid::regclass::text as table_name, a.attname as column_name
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confrelid = 'users'::regclass
      order by 1, 2`,
  );
}

/** Rows of each referencing column that point at this person. */
export async function referencingRowCounts(db: Db, userId: string) {
  const counts: Record<string, number> = {};
  for (const { table_name, column_name } of await userReferences(db)) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table_name)}
        where ${sql.identifier(column_name)} = ${userId}`,
    );
    counts[`${table_name}.${column_name}`] = row!.n;
  }
  return counts;
}

/** Tables in which some row, every column cast to text, mentions any of the needles. */
export async function tablesMentioning(db: Db, needles: string[]) {
  const tables = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const found: string[] = [];
  for (const { table_name } of tables) {
    const table = sql.identifier(table_name);
    const conditions = sql.join(
      needles.map((needle) => sql`t::text ilike ${`%${needle}%`}`),
      sql` or `,
    );
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${table} t where ${conditions}`,
    );
    if (row!.n > 0) found.push(table_name);
  }
  return found;
}

/** Every file under the media folder, as public paths. */
export async function mediaFiles(dataDir: string): Promise<string[]> {
  const files: string[] = [];
  for (const kind of ['profiles', 'avatars', 'shares']) {
    const names = await readdir(join(dataDir, 'media', kind)).catch(() => [] as string[]);
    files.push(...names.map((name) => `/media/${kind}/${name}`));
  }
  return files;
}
