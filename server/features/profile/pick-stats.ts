import {
  type LeaguePerformance,
  type RecentPrediction,
  type SportId,
  WEEKDAYS,
  type WeeklyActivityDay,
} from '@contract';
import type { PickRow } from '../../db/queries/profile.ts';
import { displayName } from '../../sports/questions/build-directory.ts';
import { percent1 } from '../record/record-service.ts';
import type { BadgeFacts } from './badges.ts';
import { backedProbability, backedSide, isUnderdogPick, pickStatus, strixCall } from './picks.ts';

const DAY_MS = 86_400_000;
const RECENT_PICKS = 20;

const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const startOfUtcDay = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** Monday 00:00 UTC of the ISO week `now` falls in. */
export function startOfIsoWeek(now: Date): Date {
  const day = startOfUtcDay(now);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/** Accuracy with one decimal, or null when nothing is settled (never a made-up 0%). */
export const accuracyOf = (correct: number, settled: number) =>
  settled > 0 ? percent1(correct, settled) : null;

export interface PickTotals {
  total: number;
  settled: number;
  correct: number;
}

export function totalsOf(picks: readonly PickRow[]): PickTotals {
  let settled = 0;
  let correct = 0;
  for (const pick of picks) {
    const status = pickStatus(pick);
    if (status === 'pending') continue;
    settled++;
    if (status === 'correct') correct++;
  }
  return { total: picks.length, settled, correct };
}

/** Picks per UTC day over the seven days that end on the clock's today, oldest first. */
export function weeklyActivity(picks: readonly PickRow[], clock: Date): WeeklyActivityDay[] {
  const firstDay = startOfUtcDay(clock).getTime() - 6 * DAY_MS;
  const perDay = new Map<string, number>();
  for (const pick of picks) {
    const day = utcDay(pick.pickedAt);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  return Array.from({ length: 7 }, (_, i) => {
    const day = new Date(firstDay + i * DAY_MS);
    return {
      day: WEEKDAYS[(day.getUTCDay() + 6) % 7]!,
      date: utcDay(day),
      predictions: perDay.get(utcDay(day)) ?? 0,
    };
  });
}

/** Per league, most picks first, then by name. */
export function leaguePerformance(picks: readonly PickRow[]): LeaguePerformance[] {
  const byLeague = new Map<string, { first: PickRow; picks: PickRow[] }>();
  for (const pick of picks) {
    const entry = byLeague.get(pick.leagueId) ?? { first: pick, picks: [] };
    entry.picks.push(pick);
    byLeague.set(pick.leagueId, entry);
  }
  return [...byLeague.values()]
    .map(({ first, picks: inLeague }) => {
      const totals = totalsOf(inLeague);
      return {
        leagueId: first.leagueId,
        league: first.league,
        sport: first.sportId as SportId,
        accuracy: accuracyOf(totals.correct, totals.settled),
        predictions: totals.total,
        settled: totals.settled,
      };
    })
    .sort((a, b) => b.predictions - a.predictions || a.league.localeCompare(b.league));
}

/** The latest picks as the Activity list shows them (`picks` come newest first). */
export function recentPicks(picks: readonly PickRow[]): RecentPrediction[] {
  return picks.slice(0, RECENT_PICKS).map((pick) => {
    const probability = backedProbability(pick);
    return {
      pickId: pick.pickId,
      predictionId: pick.predictionId,
      matchId: pick.matchId,
      // As answers and the match page name them ('Manchester City' for the file's 'Man City').
      homeTeam: displayName(pick.homeTeam),
      awayTeam: displayName(pick.awayTeam),
      league: pick.league,
      source: pick.source,
      strixPick: strixCall(pick),
      pick: backedSide(pick),
      probability: probability === null ? null : Math.round(probability * 1000) / 10,
      createdAt: pick.pickedAt.toISOString(),
      kickoff: pick.kickoff.toISOString(),
      status: pickStatus(pick),
      outcome: pick.outcome,
    };
  });
}

/** What the badge rules look at; settled results in the order the matches were played. */
export function badgeFactsOf(picks: readonly PickRow[], votesCast: number): BadgeFacts {
  const settled = picks
    .filter((pick) => pickStatus(pick) !== 'pending')
    .sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime() || a.pickId - b.pickId);
  return {
    settledResults: settled.map((pick) => pickStatus(pick) === 'correct'),
    underdogPicks: picks.filter(isUnderdogPick).length,
    totalPredictions: picks.length,
    votesCast,
  };
}
