const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Joined March 2025' from the account's creation date. */
export function formatJoined(createdAt: string | null | undefined): string {
  const date = parse(createdAt);
  return date ? `Joined ${monthYear.format(date)}` : 'Joined recently';
}

/** The password's last-set date, or 'Never' (Google accounts that never set one). */
export function formatPasswordUpdated(updatedAt: string | null | undefined): string {
  const date = parse(updatedAt);
  return date ? longDate.format(date) : 'Never';
}

/** First letter of a name (or email) for avatar placeholders. */
export function initialOf(name: string | null | undefined): string {
  const letter = name?.trim().charAt(0);
  return letter ? letter.toUpperCase() : '?';
}

/** Whole-dollar prices read cleaner ('$0'), the rest keep cents ('$9.99'). */
export function formatUsd(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}
