const NINE_INNINGS_OUTS = 54;

/** Runs allowed on a nine-inning footing: a 12-inning game's runs count for 9/12 of a game. */
export function perNine(runs: number, outs: number | undefined): number {
  if (!outs || outs <= 0) return runs;
  return (runs * NINE_INNINGS_OUTS) / Math.max(outs, 27);
}
