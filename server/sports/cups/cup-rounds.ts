/**
 * Rounds of the UEFA competitions as openfootball names them ('League, Matchday 7',
 * 'Playoffs, Matchday 1', 'Finals, Round of 16', 'Group A', 'Final'), read for what the product
 * needs: which matches belong together, which are knockout ties, and a label people read.
 */

/** Rounds played as a table (every pair meets once, or home and away in a group). */
const TABLE_ROUND = /^(league|group)\b/i;

/** True for knockout rounds (ties decided over one or two legs). */
export const isKnockout = (round: string | null | undefined): boolean =>
  !!round && !TABLE_ROUND.test(round.trim());

/**
 * The stage a round belongs to: the two play-off matchdays are one stage, each matchday of the
 * league phase is its own. Fixtures of a later stage are drawn only once the earlier one is over.
 */
export function stageOf(round: string | null | undefined): string {
  const text = (round ?? '').trim();
  if (TABLE_ROUND.test(text)) return 'table';
  return text.replace(/^playoffs?,.*$/i, 'playoffs').replace(/^finals?,\s*/i, '');
}

/** 'League, Matchday 7' → 'League phase · Matchday 7'; 'Finals, Round of 16' → 'Round of 16'. */
export function roundLabel(round: string | null | undefined): string | null {
  const text = (round ?? '').trim();
  if (!text) return null;
  return text
    .replace(/^league,\s*/i, 'League phase · ')
    .replace(/^playoffs?,\s*/i, 'Knockout play-offs · ')
    .replace(/^finals?,\s*/i, '')
    .replace(/,\s*/g, ' · ');
}
