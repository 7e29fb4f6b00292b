import type { ApiKeySummary, ApiKeyUsage, ApiLimits } from '@contract';
// The module itself, not '@contract': the index brings every zod schema into the chunk.
import { API_KEY_MESSAGES, API_KEY_NAME_MAX } from '../../../contract/api-key-texts.ts';
import { formatDayMonthYear } from './format.ts';

/**
 * Settings → API access as pure functions: what the card says about limits, usage and dates, and
 * the name check the create dialog runs before asking the server (which checks again).
 */
export { API_KEY_NAME_MAX };

export const API_KEY_TEXTS = {
  nameRequired: API_KEY_MESSAGES.nameRequired,
  nameTooLong: API_KEY_MESSAGES.nameTooLong,
  created: API_KEY_MESSAGES.created,
  revoked: API_KEY_MESSAGES.revoked,
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

/** '15 Jan 2025' in UTC: the quota's day, so the dates and the counts speak of the same days. */
export const formatKeyDay = formatDayMonthYear;

/** 'Last used 15 Jan 2025, 09:05 UTC' (the server records it to the minute), or 'Never used'. */
export function formatLastUsed(iso: string | null | undefined): string {
  const day = formatDayMonthYear(iso);
  if (!iso || !day) return API_KEY_TEXTS.neverUsed;
  const date = new Date(iso);
  const hh = String(date.getUTCHours()).padStart(2, '0');
  const mm = String(date.getUTCMinutes()).padStart(2, '0');
  return `Last used ${day}, ${hh}:${mm} UTC`;
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
