/** One stored price snapshot of a game, as the mirror's parsers and the database both hold it. */
export interface PriceSnapshot {
  kind: string;
  source: string;
  quotes: readonly { market: string; prices: readonly number[] }[];
}

/**
 * The bettable closing moneyline of a game, decimal [home, away]: the first closing snapshot
 * with a two-way moneyline. The average of OddsPortal's books is no price anyone could take, so
 * it is never the reference (docs/models.md "MLB and NHL at the clock").
 */
export function closingMoneyline(
  snapshots: readonly PriceSnapshot[],
): [number, number] | undefined {
  for (const snapshot of snapshots) {
    if (snapshot.kind !== 'closing' || /oddsportal/i.test(snapshot.source)) continue;
    const quote = snapshot.quotes.find((q) => q.market === 'moneyline' && q.prices.length === 2);
    if (quote) return [quote.prices[0]!, quote.prices[1]!];
  }
  return undefined;
}
