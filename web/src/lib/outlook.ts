import type { LeagueOutlook, OutlookSearchResponse, OutlookTeam } from '@contract';

export { seasonStage } from '../../../contract/season-stage.ts';

export type OutlookHighlight = OutlookSearchResponse['highlight'];

/** The leagues with a season to simulate (and a league page): not the UEFA cups. */
export const OUTLOOK_LEAGUES = new Set([
  'E0',
  'E1',
  'SP1',
  'D1',
  'I1',
  'F1',
  'NBA',
  'NFL',
  'MLB',
  'NHL',
]);

export const NO_HIGHLIGHT: OutlookHighlight = {
  teamId: null,
  column: null,
  position: null,
  group: null,
};

/**
 * A chance (0–1) as the table prints it: whole percents, with '<1%' and '>99%' so a chance that
 * is real but small (or not quite certain) never reads as 0% or 100%.
 */
export function formatChance(p: number): string {
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  if (p < 0.01) return '<1%';
  if (p > 0.99) return '>99%';
  return `${Math.round(p * 100)}%`;
}

/** 'Projected 74 (68–80)': the mean and the 10th–90th percentile range. */
export function projectionText(team: OutlookTeam, measure: LeagueOutlook['measure']) {
  const { expected, low, high } = team.projection;
  const mean = measure === 'wins' ? expected.toFixed(1) : Math.round(expected).toString();
  return { mean, range: `${Math.round(low)}–${Math.round(high)}` };
}

/** 'a .605 win rate' as the NBA and NFL print it: '.605', '1.000'. */
export function formatWinPct(p: number | null): string {
  if (p === null) return '–';
  return p >= 1 ? '1.000' : p.toFixed(3).replace(/^0/, '');
}

const ORDINALS = ['th', 'st', 'nd', 'rd'];
export function ordinal(n: number): string {
  const tens = n % 100;
  return `${n}${tens >= 11 && tens <= 13 ? 'th' : (ORDINALS[n % 10] ?? 'th')}`;
}

/** The tables a league is shown in: one per NBA/NFL conference, one for a soccer league. */
export function outlookGroups(
  outlook: LeagueOutlook,
): { name: string | null; teams: OutlookTeam[] }[] {
  const byPosition = (a: OutlookTeam, b: OutlookTeam) => a.standing.position - b.standing.position;
  if (outlook.conferences.length === 0) {
    return [{ name: null, teams: [...outlook.teams].sort(byPosition) }];
  }
  return outlook.conferences.map((name) => ({
    name,
    teams: outlook.teams.filter((t) => t.conference === name).sort(byPosition),
  }));
}

/** 'East' → 'Eastern Conference', 'AL' → 'American League'; 'AFC' and 'NFC' are names already. */
export function conferenceTitle(name: string): string {
  if (name === 'East' || name === 'West') return `${name}ern Conference`;
  if (name === 'AL') return 'American League';
  if (name === 'NL') return 'National League';
  return name;
}
