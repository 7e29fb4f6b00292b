import { PREFERENCE_MESSAGES, type Preferences, type UpdatePreferencesRequest } from '@contract';
import type { AppContext } from '../../app-context.ts';
import {
  type PreferencesChanges,
  type PreferencesRow,
  readPreferences,
  writePreferences,
} from '../../db/queries/preferences.ts';
import { badRequest } from '../../lib/http-error.ts';

const NONE_CHOSEN: Preferences = {
  oddsFormat: null,
  currency: null,
  bankroll: null,
  unitSize: null,
  timeZone: null,
  theme: null,
};

const cents = (amount: number | null) => (amount === null ? null : Math.round(amount * 100));
const amount = (stored: number | null) => (stored === null ? null : stored / 100);

function preferencesOf(row: PreferencesRow | undefined): Preferences {
  if (!row) return NONE_CHOSEN;
  return {
    oddsFormat: row.oddsFormat,
    currency: row.currency as Preferences['currency'],
    bankroll: amount(row.bankrollCents),
    unitSize: amount(row.unitCents),
    timeZone: row.timeZone,
    theme: row.theme,
  };
}

/**
 * The IANA name as this server's Intl knows it ('europe/london' → 'Europe/London'), or null
 * when it is no time zone. Intl is the one list both the server and the browser format with.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export async function preferencesFor(ctx: AppContext, userId: string): Promise<Preferences> {
  return preferencesOf(await readPreferences(ctx.db, userId));
}

/** The stored columns for a change, with the checks zod cannot make alone. */
function changesOf(change: UpdatePreferencesRequest, current: Preferences): PreferencesChanges {
  const next: PreferencesChanges = {};
  if (change.oddsFormat !== undefined) next.oddsFormat = change.oddsFormat;
  if (change.currency !== undefined) next.currency = change.currency;
  if (change.theme !== undefined) next.theme = change.theme;
  if (change.bankroll !== undefined) next.bankrollCents = cents(change.bankroll);
  if (change.unitSize !== undefined) next.unitCents = cents(change.unitSize);
  if (change.timeZone !== undefined) {
    const zone = change.timeZone === null ? null : canonicalTimeZone(change.timeZone);
    if (change.timeZone !== null && zone === null) throw badRequest(PREFERENCE_MESSAGES.timeZone);
    next.timeZone = zone;
  }
  const bankroll = change.bankroll === undefined ? current.bankroll : change.bankroll;
  const unit = change.unitSize === undefined ? current.unitSize : change.unitSize;
  if (bankroll !== null && unit !== null && unit > bankroll) {
    throw badRequest(PREFERENCE_MESSAGES.unitOverBankroll);
  }
  return next;
}

export async function changePreferences(
  ctx: AppContext,
  userId: string,
  change: UpdatePreferencesRequest,
): Promise<Preferences> {
  const current = await preferencesFor(ctx, userId);
  const next = changesOf(change, current);
  if (Object.keys(next).length === 0) return current;
  return preferencesOf(await writePreferences(ctx.db, userId, next, ctx.clock.now()));
}
