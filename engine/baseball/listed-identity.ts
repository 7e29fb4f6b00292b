/**
 * Who a listed starting pitcher is. A line is priced on a listing ('FHERNANDZ', a short name),
 * while the history of starts is kept by the pitcher's own id (Retrosheet's). A listing is
 * matched to the id its earlier games showed starting behind it, learnt in date order so no
 * game's own start names its listing (docs/models.md "Baseball").
 */
export interface ListedStart {
  team: string;
  /** The listing the line was priced on, if any source gave one. */
  listing?: string;
  /** Who started, once the game began (undefined for a game still to come). */
  actualId?: string;
}

/** One game's two sides, in date order. */
export type ListedGame = readonly [home: ListedStart, away: ListedStart];

/**
 * Each game's listed starters as stable ids: the id the listing was matched to (by team first;
 * a pitcher new to his team by the listing alone, when at least 80% of its earlier games put the
 * same pitcher behind it), else `listed:team:listing`; undefined without a listing.
 */
export function listedStarterIds(games: readonly ListedGame[]): [string?, string?][] {
  const seen = new Map<string, Map<string, number>>();
  const top = (votes: Map<string, number> | undefined) =>
    votes ? [...votes].sort((a, b) => b[1] - a[1])[0] : undefined;
  const identity = (team: string, listing: string) => {
    const byTeam = top(seen.get(`${team}|${listing}`));
    if (byTeam) return byTeam[0];
    const votes = seen.get(`*|${listing}`);
    const best = top(votes);
    if (!votes || !best) return undefined;
    const total = [...votes.values()].reduce((a, b) => a + b, 0);
    return best[1] >= 0.8 * total ? best[0] : undefined;
  };
  return games.map((sides) => {
    const ids = sides.map(({ team, listing }) =>
      listing ? (identity(team, listing) ?? `listed:${team}:${listing}`) : undefined,
    ) as [string?, string?];
    for (const { team, listing, actualId } of sides) {
      if (!listing || !actualId) continue;
      for (const key of [`${team}|${listing}`, `*|${listing}`]) {
        const votes = seen.get(key) ?? new Map<string, number>();
        votes.set(actualId, (votes.get(actualId) ?? 0) + 1);
        seen.set(key, votes);
      }
    }
    return ids;
  });
}
