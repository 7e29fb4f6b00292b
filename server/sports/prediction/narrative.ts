import type { ProbabilitySource } from '@contract';
import { possessive } from '../../lib/english.ts';
import type { StarterFact, StartersFact } from '../state/league-model.ts';
import type { CupFacts } from './cup-facts.ts';
import type { Result } from './facts.ts';

/** Everything the texts may say, computed from the data; nothing else reaches the writer. */
export interface PredictionFacts {
  home: string;
  away: string;
  league: string;
  soccer: boolean;
  /** 'Sun 2 Feb', or null for a what-if meeting. */
  when: string | null;
  /** Published percentages (one decimal); draw null without draws. */
  published: { home: number; draw: number | null; away: number };
  /** What the published figures are; null once the market is taken out (`withoutMarket`). */
  source: ProbabilitySource | null;
  model: { home: number; draw: number | null; away: number };
  market: { home: number; draw: number | null; away: number; source: string } | null;
  expectedGoals: { home: number; away: number } | null;
  overUnder25: { over: number } | null;
  fairSpread: number | null;
  form: { home: Result[]; away: Result[] };
  seasonRecord: {
    homeAtHome: { wins: number; draws: number; losses: number } | null;
    awayAway: { wins: number; draws: number; losses: number } | null;
  };
  headToHead: { played: number; homeWins: number; draws: number; awayWins: number };
  streaks: {
    home: { result: Result | null; length: number };
    away: { result: Result | null; length: number };
  };
  unbeaten: { home: number; away: number };
  overRate: { home: { over: number; of: number }; away: { over: number; of: number } } | null;
  lineMove: { from: number; to: number } | null;
  gamesInYear: { home: number; away: number };
  newTeams: string[];
  /** MLB: the starting pitchers the game was listed with at the clock; null outside MLB. */
  starters?: StartersFact | 'not-listed' | null;
  /** Champions League and Europa League matches: round, tie, what the ratings rest on. */
  cup?: CupFacts | null;
  /**
   * Set on facts stripped of the market for a person on a break (`withoutMarket`): the texts then
   * say nothing about prices, not even that there are none.
   */
  marketHidden?: true;
}

/**
 * The facts a person on a break is written for: no market probabilities and no line movement,
 * so neither the template nor the LLM (which is given these facts) can quote a price.
 */
export function withoutMarket(facts: PredictionFacts): PredictionFacts {
  return { ...facts, market: null, source: null, lineMove: null, marketHidden: true };
}

export interface DraftNarrative {
  prediction: string;
  summary: string;
  keyInsights: string[];
  keyTrends: string[];
  riskFactors: string[];
}

/** A stable pick among phrasings, so the same match reads the same way each time. */
function variant<T>(seed: string, options: readonly T[]): T {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return options[(h >>> 0) % options.length]!;
}

const p1 = (n: number) => `${n.toFixed(1)}%`;
const countOf = (form: readonly Result[], r: Result) => form.filter((x) => x === r).length;
const record = (r: { wins: number; draws: number; losses: number }, soccer: boolean) =>
  soccer ? `${r.wins}W ${r.draws}D ${r.losses}L` : `${r.wins}-${r.losses}`;
const streakWord: Record<Result, [string, string]> = {
  W: ['win', 'wins'],
  D: ['draw', 'draws'],
  L: ['defeat', 'defeats'],
};

/** Risk factor of a meeting with no fixture: it is played on neutral ground, as the banner says. */
export const WHAT_IF_RISK =
  'No match between these teams is scheduled: this is a what-if on neutral ground, with no home advantage for either side.';

/** The model's fair handicap; a zero line favours nobody, so it names nobody. */
export function fairLine(home: string, away: string, fairSpread: number): string {
  if (fairSpread === 0)
    return "The model's fair line is level: neither side is favoured on points.";
  return `The model's fair line is ${fairSpread < 0 ? `${home} ${fairSpread.toFixed(1)}` : `${away} ${(-fairSpread).toFixed(1)}`} points.`;
}

/** The published chances as the texts weigh them: who is favoured, and by how much. */
interface Chances {
  ph: number;
  pa: number;
  pd: number | null;
  favourite: string;
  underdog: string;
  pFav: number;
}

function chancesOf(f: PredictionFacts): Chances {
  const { home: ph, away: pa, draw: pd } = f.published;
  const favourite = ph >= pa ? f.home : f.away;
  const underdog = favourite === f.home ? f.away : f.home;
  return { ph, pa, pd, favourite, underdog, pFav: Math.max(ph, pa) };
}

/**
 * `seed` picks among phrasings; it must not depend on the viewer's zone (which `when` does), or
 * London and New York would read the same match in different words.
 */
export function writeNarrative(
  f: PredictionFacts,
  seed = `${f.home}|${f.away}|${f.when ?? ''}`,
): DraftNarrative {
  const chances = chancesOf(f);
  // A cup side's form spans its league and Europe.
  const games = f.cup ? 'competitive' : 'league';
  return {
    prediction: predictionLine(f, seed, chances),
    summary: summaryOf(f),
    keyInsights: insightsOf(f).slice(0, 6),
    keyTrends: trendsOf(f, games),
    riskFactors: risksOf(f, games, chances),
  };
}

/** The headline sentence: the likeliest result, or a coin flip, and the draw's chance. */
function predictionLine(f: PredictionFacts, seed: string, chances: Chances): string {
  const { ph, pa, pd, favourite, underdog, pFav } = chances;
  const margin = Math.abs(ph - pa);
  const occasion = f.when ? `on ${f.when}` : 'in a what-if meeting (no match is scheduled)';
  let prediction: string;
  if (f.soccer && pd !== null && pd >= Math.max(ph, pa)) {
    prediction = `A draw is the single most likely result of ${f.home} vs ${f.away} ${occasion} (${p1(pd)}), with ${f.home} ${p1(ph)} and ${f.away} ${p1(pa)}.`;
  } else if (margin < 5) {
    prediction = variant(seed, [
      `${f.home} vs ${f.away} ${occasion} is close to a coin flip: ${favourite} edge it at ${p1(pFav)}.`,
      `Little separates ${f.home} and ${f.away} ${occasion}; ${favourite} are narrow favourites at ${p1(pFav)}.`,
    ]);
  } else {
    prediction = variant(seed, [
      `${favourite} are favoured to beat ${underdog} ${occasion}, with a ${p1(pFav)} chance of winning.`,
      `Strix makes ${favourite} ${p1(pFav)} to win against ${underdog} ${occasion}.`,
      `${favourite} should have the upper hand against ${underdog} ${occasion}: ${p1(pFav)} to win.`,
    ]);
  }
  if (f.soccer && pd !== null && !(pd >= Math.max(ph, pa))) prediction += ` The draw is ${p1(pd)}.`;
  return prediction;
}

/** Why: the model against the market, what the headline figure is, goals and the fair line. */
function summaryOf(f: PredictionFacts): string {
  const reasons: string[] = [];
  if (f.market) {
    const diff = f.model.home - f.market.home;
    reasons.push(
      Math.abs(diff) < 3
        ? `The model and the ${f.market.source} agree closely (${f.home} ${p1(f.model.home)} vs ${p1(f.market.home)}).`
        : `The model rates ${f.home} ${p1(f.model.home)} against ${p1(f.market.home)} in the ${f.market.source}.`,
    );
  }
  // What the headline is, in the words its label uses everywhere else (market, pooled, model).
  if (f.source && !f.marketHidden) reasons.push(f.source.detail);
  if (f.expectedGoals)
    reasons.push(
      `Expected goals: ${f.home} ${f.expectedGoals.home.toFixed(2)}, ${f.away} ${f.expectedGoals.away.toFixed(2)}.`,
    );
  if (f.fairSpread !== null) reasons.push(fairLine(f.home, f.away, f.fairSpread));
  return reasons.join(' ');
}

/** The cup tie first, then form, this season's records, head to head, the market, goals. */
function insightsOf(f: PredictionFacts): string[] {
  const insights: string[] = f.cup ? cupInsights(f, f.cup) : [];
  if (f.starters) insights.push(startersLine(f, f.starters));
  const formLine = (team: string, form: readonly Result[]) =>
    form.length === 0
      ? null
      : `${team} form (last ${form.length}): ${form.join(' ')} — ${countOf(form, 'W')} win${countOf(form, 'W') === 1 ? '' : 's'}${f.soccer ? `, ${countOf(form, 'D')} draw${countOf(form, 'D') === 1 ? '' : 's'}` : ''}, ${countOf(form, 'L')} defeat${countOf(form, 'L') === 1 ? '' : 's'}.`;
  for (const line of [formLine(f.home, f.form.home), formLine(f.away, f.form.away)])
    if (line) insights.push(line);
  if (f.seasonRecord.homeAtHome && f.seasonRecord.awayAway) {
    insights.push(
      `This season ${f.home} at home: ${record(f.seasonRecord.homeAtHome, f.soccer)}; ${f.away} away: ${record(f.seasonRecord.awayAway, f.soccer)}.`,
    );
  }
  if (f.headToHead.played > 0) {
    const h = f.headToHead;
    insights.push(
      `Head to head (last ${h.played} in our data): ${f.home} ${h.homeWins} win${h.homeWins === 1 ? '' : 's'}, ${f.away} ${h.awayWins}${f.soccer ? `, ${h.draws} draw${h.draws === 1 ? '' : 's'}` : ''}.`,
    );
  }
  if (f.market)
    insights.push(
      `Model vs market on ${f.home} winning: ${p1(f.model.home)} vs ${p1(f.market.home)} (${f.market.source.includes('spread') ? 'implied by the point spread' : `${f.market.source}, margin removed`}).`,
    );
  if (f.lineMove)
    insights.push(
      `The spread moved from ${signed(f.lineMove.from)} at opening to ${signed(f.lineMove.to)} for ${f.home}.`,
    );
  if (f.overUnder25) insights.push(`Over 2.5 goals: ${p1(f.overUnder25.over)} by the model.`);
  return insights;
}

/**
 * MLB's listed starters and their season at the clock (the model's pitcher term reads the closing
 * prices of the same earlier starts: docs/models.md "Baseball"), or that none is listed.
 */
function startersLine(f: PredictionFacts, starters: StartersFact | 'not-listed'): string {
  if (starters === 'not-listed')
    return 'No starting pitchers are listed for this game in our data, so the forecast rests on the team ratings alone.';
  const side = (team: string, s: StarterFact | null) =>
    s === null
      ? `${team}: not listed`
      : `${s.name} for ${team} (${s.starts === 0 ? 'no starts this season yet' : `${s.starts} start${s.starts === 1 ? '' : 's'} this season, his team allowing ${s.runsPerNine!.toFixed(2)} runs per nine in them`})`;
  return `Listed starting pitchers: ${side(f.home, starters.home)}; ${side(f.away, starters.away)}.`;
}

/** Runs of results, unbeaten runs, goal-heavy or goal-shy sides, and money moving the line. */
function trendsOf(f: PredictionFacts, games: string): string[] {
  const trends: string[] = [];
  for (const [team, s] of [
    [f.home, f.streaks.home],
    [f.away, f.streaks.away],
  ] as const) {
    if (s.result && s.length >= 3)
      trends.push(`${team} are on a run of ${s.length} ${games} ${streakWord[s.result][1]}.`);
  }
  if (f.soccer) {
    for (const [team, n] of [
      [f.home, f.unbeaten.home],
      [f.away, f.unbeaten.away],
    ] as const) {
      if (n >= 5 && !trends.some((t) => t.startsWith(team)))
        trends.push(`${team} are unbeaten in ${n} ${games} games.`);
    }
    if (f.overRate) {
      for (const [team, r] of [
        [f.home, f.overRate.home],
        [f.away, f.overRate.away],
      ] as const) {
        if (r.of >= 6 && (r.over / r.of >= 0.7 || r.over / r.of <= 0.3))
          trends.push(`Over 2.5 goals in ${r.over} of ${possessive(team)} last ${r.of} games.`);
      }
    }
  }
  if (f.lineMove && Math.abs(f.lineMove.to - f.lineMove.from) >= 1)
    trends.push(
      `Money has moved ${f.lineMove.to < f.lineMove.from ? `towards ${f.home}` : `towards ${f.away}`}: ${signed(f.lineMove.from)} → ${signed(f.lineMove.to)}.`,
    );
  return trends;
}

/** What could make the prediction wrong, or rest on little evidence. */
function risksOf(f: PredictionFacts, games: string, chances: Chances): string[] {
  const { pd, pFav } = chances;
  const risks: string[] = [];
  if (!f.when) risks.push(WHAT_IF_RISK);
  if (!f.market) {
    if (!f.marketHidden) risks.push('No pre-match prices to check the model against.');
  } else if (Math.abs(f.model.home - f.market.home) >= 8)
    risks.push(
      `Model and market disagree by ${Math.abs(f.model.home - f.market.home).toFixed(1)} points on a ${f.home} win.`,
    );
  for (const team of f.newTeams)
    risks.push(`${team} are new to the league: little evidence at this level.`);
  for (const team of f.cup?.europeOnly ?? [])
    risks.push(
      `${possessive(team)} domestic league is not in Strix's data: their rating rests on European matches alone.`,
    );
  if (f.gamesInYear.home < 10 || f.gamesInYear.away < 10)
    risks.push(`Few ${games} games in the past year for at least one side.`);
  if (pFav < 50) risks.push(`Even the favourite wins less than half the time at ${p1(pFav)}.`);
  if (f.soccer && pd !== null && pd >= 28) risks.push(`A draw is a real outcome at ${p1(pd)}.`);
  return risks;
}

/** The tie and the evidence first: they are what a cup answer adds to a league one. */
function cupInsights(f: PredictionFacts, cup: CupFacts): string[] {
  const lines: string[] = [];
  if (cup.firstLeg) {
    lines.push(
      `Second leg: the first leg ended ${f.home} ${cup.firstLeg.home}-${cup.firstLeg.away} ${f.away}.`,
    );
  }
  if (cup.advance) {
    lines.push(
      `To go through (extra time and penalties included): ${f.home} ${p1(cup.advance.home)}, ${f.away} ${p1(cup.advance.away)}.`,
    );
  }
  if (cup.neutral && f.when) lines.push('Played at a neutral venue: no home advantage.');
  return [...lines, ...cup.basis];
}

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
