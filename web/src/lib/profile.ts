/**
 * The profile screen's rules, as pure functions. The product spec's sections: 'Profile',
 * 'Validation rules' (Profile image), 'Error catalogue' (Profile) and
 * 'Business constants and limits' (the weekly activity bar scale, the accuracy display).
 */

import { formatPercent } from './percent.ts';

export const PROFILE_TEXTS = {
  uploadFailed: 'Upload Failed',
  uploadFailedFallback: 'Failed to upload profile image. Please try again.',
  imageUpdated: 'Profile image updated',
  imageUpdatedBody: 'Your new profile image has been saved successfully.',
  imageRemoved: 'Profile image removed',
  imageRemovedBody: 'Your uploaded picture has been deleted.',
  removeFailed: 'Removal Failed',
  removeFailedFallback: 'Failed to remove profile image. Please try again.',
  fileTooLarge: 'File Too Large',
  fileTooLargeBody: 'Please select an image under 2MB.',
  invalidType: 'Invalid File Type',
  invalidTypeBody: 'Please select a valid image file.',
  profileUpdated: 'Profile updated successfully',
  profileUpdatedBody: 'Your changes have been saved.',
  noRecentPredictions: 'No recent predictions to display.',
  noRecentPredictionsHint: 'Start making predictions to see your activity here!',
  leaderboardTitle: 'Top Predictors This Week',
  noRecentAnswers: 'No answers yet: ask Strix about a match and it is kept here.',
} as const;

/** Why answers are listed apart from picks, and what opening one costs. */
export const ANSWERS_NOTE =
  'The predictions you asked Strix for. Opening one again is free; an answer is not a pick: vote on the match to make one.';

/*
 * The constants below repeat contract values on purpose: importing a value from '@contract' pulls
 * zod into the chunk. profile.test.ts checks they agree.
 */
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Settled picks this week before someone appears on the leaderboard. */
export const LEADERBOARD_MIN_SETTLED = 5;

/** Only an uploaded picture can be removed; a generated avatar shown instead is not one. */
export const isUploadedPicture = (imageUrl: string | null) =>
  imageUrl?.startsWith('/media/profiles/') ?? false;

/**
 * At most 2 MB and a type starting with 'image' (product spec, 'Validation rules'); the problem as
 * a toast, else null.
 */
export function profileImageProblem(file: {
  size: number;
  type: string;
}): { title: string; description: string } | null {
  if (!file.type.startsWith('image')) {
    return { title: PROFILE_TEXTS.invalidType, description: PROFILE_TEXTS.invalidTypeBody };
  }
  if (file.size > PROFILE_IMAGE_MAX_BYTES) {
    return { title: PROFILE_TEXTS.fileTooLarge, description: PROFILE_TEXTS.fileTooLargeBody };
  }
  return null;
}

/**
 * Accuracy with one decimal, as a percent: '62.5%', '0.0%'; '—' with nothing settled (product spec,
 * 'Business constants and limits').
 */
export function formatAccuracy(accuracy: number | null): string {
  if (accuracy === null || !Number.isFinite(accuracy)) return '—';
  return formatPercent(accuracy);
}

/** A weekly bar's label from the server's UTC day: 'Wed 15'. */
export function weekdayLabel(day: { day: string; date: string }): string {
  const dayOfMonth = Number(day.date.slice(8, 10));
  return Number.isInteger(dayOfMonth) && dayOfMonth > 0 ? `${day.day} ${dayOfMonth}` : day.day;
}

/**
 * A weekday's bar is full at 10 predictions; width as a percent, 0–100 (product spec,
 * 'Business constants and limits').
 */
export const WEEKLY_BAR_SCALE = 10;
export function weeklyBarWidth(predictions: number): number {
  if (!(predictions > 0)) return 0;
  return Math.min(100, (predictions / WEEKLY_BAR_SCALE) * 100);
}

/** A 0–100 bar width from any percent (accuracy bars, badge progress). */
export function percentWidth(value: number): number {
  if (!(value > 0)) return 0;
  return Math.min(100, value);
}

export type Medal = 'gold' | 'silver' | 'bronze';

/** Ranks 1, 2 and 3 get gold, silver and bronze styling (product spec, 'Profile'). */
export function medalFor(rank: number): Medal | null {
  if (rank === 1) return 'gold';
  if (rank === 2) return 'silver';
  if (rank === 3) return 'bronze';
  return null;
}

export interface BadgeLike {
  earned: boolean;
  progress: number;
  current: number;
  target: number;
}

/**
 * How a badge is drawn: earned ones highlighted with a check, others with their progress. A
 * badge counted from picks says 'No picks yet' to someone who has made none, rather than a
 * score of nothing.
 */
export function badgeDisplay(
  badge: BadgeLike,
  { noPicks = false }: { noPicks?: boolean } = {},
): {
  earned: boolean;
  progress: number;
  label: string;
} {
  if (badge.earned) return { earned: true, progress: 100, label: 'Earned' };
  if (noPicks) return { earned: false, progress: 0, label: 'No picks yet' };
  const progress = Math.max(0, Math.min(99, Math.round(badge.progress)));
  const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
  // A rule with two conditions (Sharp Eye: picks and accuracy) can pass its count first.
  const label =
    badge.current < badge.target
      ? `${fmt(badge.current)} / ${fmt(badge.target)}`
      : `${progress}% there`;
  return { earned: false, progress, label };
}

/** '@sam' for a set username; null when none is set. */
export function usernameLabel(username: string | null | undefined): string | null {
  const clean = username?.trim();
  return clean ? `@${clean}` : null;
}

export type PickSide = 'home' | 'draw' | 'away';

/** Badges counted from votes of every kind, not from picks. */
export const VOTE_BADGES: readonly string[] = ['community-hero'];

/** How a pick is explained wherever picks are listed. */
export const PICK_RULE =
  'Your picks are what you say will happen, one per match: your "Who wins?" vote on a match page, or your Agree or Disagree with Strix\'s call. Agree backs Strix\'s team to win; Disagree backs it not to win (a draw counts). The latest choice before kick-off counts; each is graded once the match is played.';

/** The team (or 'Draw') a pick backs, for the activity list. */
export function pickLabel(
  pick: PickSide | null,
  homeTeam: string,
  awayTeam: string,
): string | null {
  if (pick === 'home') return homeTeam;
  if (pick === 'away') return awayTeam;
  if (pick === 'draw') return 'Draw';
  return null;
}

export interface PickLike {
  homeTeam: string;
  awayTeam: string;
  source: 'winner' | 'agree' | 'disagree';
  strixPick: 'home' | 'away' | null;
  pick: PickSide | null;
}

/**
 * What a person's pick backs, in words: 'Arsenal win' when they agreed (or, in a two-way
 * market, disagreed and so back the other team), 'Arsenal not to win' when they disagreed with
 * Arsenal in a market that can end in a draw.
 */
export function pickText(item: PickLike): string {
  const single = pickLabel(item.pick, item.homeTeam, item.awayTeam);
  if (single) return single === 'Draw' ? 'Draw' : `${single} win`;
  const called = item.strixPick === 'home' ? item.homeTeam : item.awayTeam;
  return `${called} not to win`;
}

/** How the pick was made: 'Who wins? vote', 'Agreed with Strix', "Disagreed with Strix's Arsenal call". */
export function voteText(item: PickLike): string {
  if (item.source === 'winner') return 'Your “Who wins?” vote';
  if (item.source === 'agree') return 'Agreed with Strix';
  const called = item.strixPick === 'home' ? item.homeTeam : item.awayTeam;
  return `Disagreed with Strix's ${called} call`;
}

/** The result of a graded match, in words: 'Arsenal won', 'Draw'. */
export function outcomeText(
  outcome: PickSide | null,
  homeTeam: string,
  awayTeam: string,
): string | null {
  if (outcome === null) return null;
  if (outcome === 'draw') return 'Result: draw';
  return `Result: ${outcome === 'home' ? homeTeam : awayTeam} won`;
}

export const STATUS_LABEL = {
  pending: 'Pending',
  correct: 'Correct',
  incorrect: 'Incorrect',
} as const;
