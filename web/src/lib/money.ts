import { PREFERENCE_LIMITS } from '../../../contract/preference-texts.ts';
import { formatPercent } from './prediction.ts';

/** '£1,250.00': an amount with its currency symbol and two decimals. */
export function formatMoney(amount: number, currency: string): string {
  const text = amount.toLocaleString('en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  // 'kr' reads after a space ('kr 250.00'); the symbols sit against the number.
  return /^[a-z]/i.test(currency) ? `${currency} ${text}` : `${currency}${text}`;
}

/**
 * A typed amount ('1,250', '10.5', '£20'): the number, or the sentence saying what to fix.
 * Empty means none.
 */
export function readAmount(
  text: string,
  what: 'bankroll' | 'unit size',
): { amount: number | null } | { problem: string } {
  const cleaned = text
    .trim()
    .replace(/^(£|\$|€|A\$|C\$|kr|₹|¥)\s*/i, '')
    .replace(/,(?=\d{3}\b)/g, '');
  if (!cleaned) return { amount: null };
  const max = what === 'bankroll' ? PREFERENCE_LIMITS.maxBankroll : PREFERENCE_LIMITS.maxUnitSize;
  const sentence = `Enter the ${what} as an amount above 0 and at most ${max.toLocaleString('en-GB')}, with at most two decimals, or leave it empty.`;
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return { problem: sentence };
  const amount = Number(cleaned);
  if (!(amount > 0) || amount > max) return { problem: sentence };
  return { amount };
}

/**
 * A quarter-Kelly stake (a percentage of bankroll, 1.3 = 1.3%) as the person reads it: in money
 * when they set a bankroll ('£13.00 (1.3% of bankroll)'), in units too when they also set a unit
 * size ('£13.00 (1.3 units, 1.3% of bankroll)'). Without a bankroll the stake is a share of an
 * amount Strix does not know, so it reads as the share alone ('1.3% of bankroll').
 */
export function stakeText(
  percentOfBankroll: number,
  prefs: { bankroll: number | null; unitSize: number | null; currency: string | null },
): string {
  const percent = `${formatPercent(percentOfBankroll)} of bankroll`;
  if (prefs.bankroll === null) return percent;
  const money = (percentOfBankroll / 100) * prefs.bankroll;
  const currency = prefs.currency ?? '';
  const count =
    prefs.unitSize === null ? null : (money / prefs.unitSize).toFixed(1).replace(/\.0$/, '');
  const units = count === null ? '' : `${count} unit${count === '1' ? '' : 's'}, `;
  return `${formatMoney(money, currency)} (${units}${percent})`;
}
