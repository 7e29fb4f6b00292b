import { randomBytes } from 'node:crypto';
import type { AlertSettings, UpdateAlertSettingsRequest } from '@contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import {
  alertMailsOn,
  ensureAlertSettings,
  unsubscribeByToken,
  updateAlertSettings,
} from '../../db/queries/alerts.ts';

/** 256 random bits: the unsubscribe link cannot be guessed, and it can do nothing but that. */
const newUnsubscribeToken = () => randomBytes(32).toString('base64url');

export const ensureSettings = (db: Db, userId: string) =>
  ensureAlertSettings(db, userId, newUnsubscribeToken());

export async function alertSettingsOf(ctx: AppContext, userId: string): Promise<AlertSettings> {
  const row = await ensureSettings(ctx.db, userId);
  const today = ctx.clock.now().toISOString().slice(0, 10);
  return {
    valueBets: row.valueBets,
    minEdgePercent: row.minEdgePercent,
    priceTargets: row.priceTargets,
    maxPerDay: row.maxPerDay,
    sentToday: await alertMailsOn(ctx.db, userId, today),
    mailConfigured: ctx.mailer.delivers,
  };
}

export async function changeAlertSettings(
  ctx: AppContext,
  userId: string,
  changes: UpdateAlertSettingsRequest,
): Promise<AlertSettings> {
  await ensureSettings(ctx.db, userId);
  await updateAlertSettings(ctx.db, userId, changes, ctx.clock.now());
  return alertSettingsOf(ctx, userId);
}

/** Tokens are base64url; anything else names nobody and needs no query. */
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export async function unsubscribe(ctx: AppContext, token: unknown): Promise<boolean> {
  if (typeof token !== 'string' || !TOKEN.test(token)) return false;
  return unsubscribeByToken(ctx.db, token, ctx.clock.now());
}
