/** American odds (+150, -110) as decimal odds; null when blank or not a valid price. */
export function decimalFromAmericanCell(cell: string | undefined): number | null {
  if (!cell) return null;
  const american = Number(cell);
  if (!Number.isFinite(american) || Math.abs(american) < 100) return null;
  return american > 0 ? 1 + american / 100 : 1 + 100 / -american;
}
