import type { ApiKeySummary, ApiKeyUsage, ApiLimits } from '@contract';

/**
 * Settings → API access as pure functions: what the card says about limits, usage and dates, and
 * the name check the create dialog runs before asking the server (which checks again).
 *
 * The constants below repeat contract values on purpose: importing a value from '@contract'
 * pulls zod into the settings chunk. api-keys.test.ts checks they agree.
 */
export const API_KEY_NAME_MAX = 60;

export const API_KEY_TEXTS = {
  nameRequired: 'Give the key a name, such as the app that will use it.',
  nameTooLong: `A key's name can be at most ${API_KEY_NAME_MAX} characters.`,
  created: 'API key created',
  revoked: 'API key revoked',
  renamed: 'API key renamed',
  neverUsed: 'Never used',
  secretOnce: 'Copy this key now. It will not be shown again.',
  copied: 'API key copied',
  copyFailed: 'Could not copy the key. Select it and copy it by hand.',
  loadFailed: 'Could not load your API keys.',
  noKeys: 'No keys yet. Create one for each app or script that will call the API.',
} as const;

const count = new Intl.NumberFormat('en-US');

/** '60 requests a minute · 10,000 a day (UTC)': the limits every key runs under. */
export function formatLimits({ perMinute, perDay }: ApiLimits): string {
  const minute = `${count.format(perMinute)} ${perMinute === 1 ? 'request' : 'requests'} a minute`;
  return `${minute} · ${count.format(perDay)} a day (UTC)`;
}

/** '1 request today · 12 this month' (UTC days and months, as the quota counts). */
export function formatUsage({ today, month }: ApiKeyUsage): string {
  const day = `${count.format(today)} ${today === 1 ? 'request' : 'requests'} today`;
  return `${day} · ${count.format(month)} this month`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '15 Jan 2025' in UTC: the quota's day, so the dates and the counts speak of the same days. */
export function formatKeyDay(iso: string | null | undefined): string | null {
  const date = parse(iso);
  if (!date) return null;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** 'Last used 15 Jan 2025, 09:05 UTC' (the server records it to the minute), or 'Never used'. */
export function formatLastUsed(iso: string | null | undefined): string {
  const date = parse(iso);
  if (!date) return API_KEY_TEXTS.neverUsed;
  const hh = String(date.getUTCHours()).padStart(2, '0');
  const mm = String(date.getUTCMinutes()).padStart(2, '0');
  return `Last used ${formatKeyDay(iso)}, ${hh}:${mm} UTC`;
}

/** The name problem the server would answer with, or null; the name is trimmed as it will be. */
export function keyNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return API_KEY_TEXTS.nameRequired;
  if (trimmed.length > API_KEY_NAME_MAX) return API_KEY_TEXTS.nameTooLong;
  return null;
}

/** Working keys first, then revoked ones; each group keeps the server's newest-first order. */
export function orderKeys<K extends Pick<ApiKeySummary, 'revokedAt'>>(keys: readonly K[]): K[] {
  return [...keys.filter((k) => !k.revokedAt), ...keys.filter((k) => k.revokedAt)];
}
