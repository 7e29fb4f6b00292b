import type {
  LeagueOutlook,
  OutlookChance,
  OutlookMarket,
  OutlookQuestion,
  OutlookSearchResponse,
  OutlookTeam,
} from '@contract';
import { ordinal } from '../../sports/questions/outlooks/outlook-question.ts';

type Highlight = OutlookSearchResponse['highlight'];

/** The columns that answer a market, best first (a league carries only some of them). */
function preferredColumns(market: OutlookMarket, leagueId: string): OutlookChance[] {
  switch (market) {
    case 'title':
    case 'relegation':
    case 'playIn':
    case 'topSeed':
    case 'divisionTitle':
    case 'bye':
    case 'wildCard':
    case 'bestRecord':
    case 'pennant':
      return [market];
    case 'top4':
      return ['top4', 'europe'];
    case 'europe':
      return ['europe', 'top4'];
    case 'relegationPlayoff':
      return ['relegationPlayoff', 'relegation'];
    case 'promoted':
      return ['promoted', 'promotion'];
    case 'promotion':
      return ['promotion', 'promoted'];
    case 'playoffPromotion':
      return ['playoffPromotion', 'promoted'];
    // An NBA team 'makes the play-offs' through the play-in too: seeds 1–8 answer the question.
    case 'playoffs':
      return leagueId === 'NBA' ? ['makePlayoffs', 'playoffs'] : ['playoffs'];
    default:
      return [];
  }
}

/** What a chance says a team does, as a plural verb phrase ('finish in the top four'). */
function doing(column: OutlookChance, o: LeagueOutlook, team?: OutlookTeam): string {
  switch (column) {
    case 'title':
      return o.leagueId === 'MLB'
        ? 'win the World Series'
        : o.leagueId === 'NHL'
          ? 'win the Stanley Cup'
          : `win the ${o.league}`;
    case 'top4':
      return 'finish in the top four';
    case 'europe':
      return 'finish in the European places';
    case 'relegation':
      return 'be relegated';
    case 'relegationPlayoff':
      return 'finish in the relegation play-off place';
    case 'promotion':
      return 'win automatic promotion';
    case 'promoted':
      return 'be promoted';
    case 'playoffPromotion':
      return 'go up through the play-offs';
    case 'playoffs':
      return o.leagueId === 'NBA'
        ? 'finish in the top six'
        : o.leagueId === 'NFL' || o.leagueId === 'NHL'
          ? 'make the play-offs'
          : o.leagueId === 'MLB'
            ? 'make the postseason'
            : 'finish in the play-off places';
    case 'makePlayoffs':
      return 'reach the play-offs (directly or through the play-in)';
    case 'playIn':
      return 'finish in the play-in places (7th–10th)';
    case 'topSeed':
      return team?.conference
        ? `finish as the ${team.conference}'s top seed`
        : 'finish as top seed';
    case 'divisionTitle':
      return team?.division ? `win the ${team.division}` : 'win their division';
    case 'bye':
      return 'earn a bye past the wild-card round';
    case 'wildCard':
      return 'take a wild card';
    case 'bestRecord':
      return 'finish with the best record (the Presidents’ Trophy)';
    case 'pennant':
      return team?.conference ? `win the ${team.conference} pennant` : 'win the pennant';
  }
}

/** Plural present: 'be relegated' → 'are relegated'. */
const plural = (verb: string) => verb.replace(/^be /, 'are ');

/** 78% / 4.5% / under 0.1%, so a real but tiny chance never reads as 0%. */
export function percent(p: number): string {
  if (p > 0 && p < 0.001) return 'under 0.1%';
  if (p < 1 && p > 0.999) return 'over 99.9%';
  const pct = p * 100;
  return `${pct >= 10 || pct === 0 ? Math.round(pct) : pct.toFixed(1)}%`;
}

function inSims(p: number, simulations: number): string {
  const n = simulations.toLocaleString('en-GB');
  if (p === 0) return `in none of ${n} simulations`;
  if (p === 1) return `in all ${n} simulations`;
  return `in ${percent(p)} of ${n} simulations`;
}

/** How many teams a league-wide answer names: the places the market has. */
const SLOTS: Partial<Record<OutlookChance, number>> = {
  top4: 4,
  europe: 4,
  relegation: 3,
  promotion: 2,
  promoted: 3,
  playoffs: 4,
  playIn: 4,
  makePlayoffs: 4,
};

const inGroup = (t: OutlookTeam, group: string | null) =>
  !group || t.conference === group || t.division === group;

const chanceOf = (t: OutlookTeam, column: OutlookChance | null, position: number | null) =>
  column ? (t.chances[column] ?? 0) : position ? (t.projection.positions[position - 1] ?? 0) : 0;

function joinNames(parts: string[]): string {
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0]!;
}

function projected(o: LeagueOutlook, t: OutlookTeam): string {
  const unit = o.measure;
  const place = Math.max(1, Math.round(t.projection.expectedPosition));
  const where = t.conference ? ` in the ${t.conference}` : '';
  return `${t.team} are projected to finish ${ordinal(place)}${where} with ${t.projection.expected.toFixed(unit === 'wins' ? 1 : 0)} ${unit} (80% between ${Math.round(t.projection.low)} and ${Math.round(t.projection.high)}), from ${o.simulations.toLocaleString('en-GB')} simulations.`;
}

function seasonOver(o: LeagueOutlook, team: OutlookTeam | undefined, group: string | null) {
  const leader =
    team ??
    o.teams
      .filter((t) => inGroup(t, group))
      .sort((a, b) => a.standing.position - b.standing.position)[0];
  if (!leader) return `The ${o.season} ${o.league} season is over at this date.`;
  const where = leader.conference ? ` in the ${leader.conference}` : ` in the ${o.league}`;
  return `The ${o.season} season is over at this date: ${leader.team} finished ${ordinal(leader.standing.position)}${where}.`;
}

/**
 * What to highlight in a league's outlook for a question, and the answer in one sentence: the
 * team's chance when one is named, else the likeliest teams.
 */
export function answerOutlookQuestion(
  o: LeagueOutlook,
  q: OutlookQuestion,
): { highlight: Highlight; answer: string } {
  const shown = new Set(o.columns.map((c) => c.key));
  const column = preferredColumns(q.market, o.leagueId).find((key) => shown.has(key)) ?? null;
  const position = q.market === 'position' ? q.position : null;
  const team = q.teamId === null ? undefined : o.teams.find((t) => t.teamId === q.teamId);
  const group = team ? null : q.group;
  const highlight: Highlight = { teamId: q.teamId, column, position, group };
  const sims = o.simulations;

  if (q.teamId !== null && !team) {
    return {
      highlight,
      answer: `${q.team} are not in the ${o.season} ${o.league} table at this date.`,
    };
  }
  if (o.remainingFixtures === 0) return { highlight, answer: seasonOver(o, team, group) };

  if (!column && !position) {
    const leader =
      team ??
      o.teams
        .filter((t) => inGroup(t, group))
        .sort((a, b) => a.projection.expectedPosition - b.projection.expectedPosition)[0];
    return { highlight, answer: leader ? projected(o, leader) : '' };
  }

  const us = o.measure === 'wins';
  const placeVerb = (t?: OutlookTeam) =>
    us && t?.conference
      ? `finish as the ${t.conference}'s ${ordinal(position!)} seed`
      : `finish ${ordinal(position!)}`;
  if (team) {
    const p = chanceOf(team, column, position);
    if (column === 'relegation' && q.negated) {
      return { highlight, answer: `${team.team} stay up ${inSims(1 - p, sims)}.` };
    }
    const verb = column ? doing(column, o, team) : placeVerb(team);
    return { highlight, answer: `${team.team} ${plural(verb)} ${inSims(p, sims)}.` };
  }

  const ranked = o.teams
    .filter((t) => inGroup(t, group))
    .map((t) => ({ t, p: chanceOf(t, column, position) }))
    .sort((a, b) => b.p - a.p);
  const [first, second] = ranked;
  if (!first) return { highlight, answer: `No team of the ${o.league} is in ${group}.` };
  const slots = column ? (SLOTS[column] ?? 1) : 1;
  if (slots === 1) {
    const verb = column ? doing(column, o, first.t) : placeVerb(first.t);
    const runnerUp = second && second.p > 0 ? `; ${second.t.team} in ${percent(second.p)}` : '';
    return {
      highlight,
      answer: `${first.t.team} ${plural(verb)} ${inSims(first.p, sims)}${runnerUp}.`,
    };
  }
  const named = ranked.slice(0, slots).filter((r) => r.p > 0);
  return {
    highlight,
    answer: `Most likely to ${doing(column!, o)}: ${joinNames(named.map((r) => `${r.t.team} (${percent(r.p)})`))}, from ${sims.toLocaleString('en-GB')} simulations.`,
  };
}
