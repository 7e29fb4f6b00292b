import type { PriceTarget } from '@contract';

type Target = Pick<PriceTarget, 'market' | 'selection' | 'line'>;

/** What a target is on, as a person reads it: 'Arsenal to win', 'Draw', 'Over 2.5'. */
export function selectionText(
  target: Target,
  match: { homeTeam: string; awayTeam: string },
): string {
  switch (target.selection) {
    case 'home':
      return `${match.homeTeam} to win`;
    case 'away':
      return `${match.awayTeam} to win`;
    case 'draw':
      return 'Draw';
    case 'over':
      return `Over ${target.line}`;
    case 'under':
      return `Under ${target.line}`;
  }
}

/**
 * The markets a match offers: soccer's 1X2 (home/draw/away), the NBA's and NFL's moneyline
 * (home/away), and the total (over/under a line) everywhere. Null when the target fits, else
 * what is wrong with it.
 */
export function targetProblem(
  target: Target,
  usLeague: boolean,
): 'market' | 'selection' | 'line-required' | 'line-not-allowed' | null {
  const winner = usLeague ? 'moneyline' : '1x2';
  if (target.market !== winner && target.market !== 'total') return 'market';
  const selections =
    target.market === 'total'
      ? ['over', 'under']
      : usLeague
        ? ['home', 'away']
        : ['home', 'draw', 'away'];
  if (!selections.includes(target.selection)) return 'selection';
  if (target.market === 'total' && (target.line === null || target.line === undefined)) {
    return 'line-required';
  }
  if (target.market !== 'total' && target.line !== null && target.line !== undefined) {
    return 'line-not-allowed';
  }
  return null;
}
