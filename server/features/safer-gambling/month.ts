/** The UTC calendar month holding `at`: its label 'yyyy-mm' and its bounds. */
export function utcMonth(at: Date): { label: string; start: Date; end: Date } {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const end = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return { label: start.toISOString().slice(0, 7), start, end };
}

export const isoDay = (at: Date) => at.toISOString().slice(0, 10);
