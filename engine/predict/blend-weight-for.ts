import { SOCCER_BLEND_WEIGHTS } from './blend-weights.ts';

/** A season's blend weight and where it came from, for reports to state. */
export interface SeasonBlendWeight {
  weight: number;
  /** 'fitted for 2023/24', or 'latest fitted (2024/25)' for a season the table does not list. */
  source: string;
}

/**
 * The weight a season gets from a per-season table fitted elsewhere (blend-weights.ts, which
 * scripts/fit-blend-weights.ts generates, so this rule lives here). A season the table lists gets
 * its own; any other the latest fitted season's before it, or the table's latest when none is
 * earlier. Season labels sort as the seasons do ('2019/20' < '2024/25'). Undefined for an empty
 * table.
 */
export function blendWeightFor(
  table: Readonly<Record<string, number>>,
  season: string,
): SeasonBlendWeight | undefined {
  const own = table[season];
  if (own !== undefined) return { weight: own, source: `fitted for ${season}` };
  const fitted = Object.keys(table).sort();
  const latest = fitted.filter((label) => label < season).at(-1) ?? fitted.at(-1);
  if (latest === undefined) return undefined;
  return { weight: table[latest]!, source: `latest fitted (${latest})` };
}

/** Soccer's served table: the weight a season's published probability pools the model with. */
export const soccerBlendWeightFor = (season: string) =>
  blendWeightFor(SOCCER_BLEND_WEIGHTS, season)!;
