import type { MatchVoteChoice, MatchVotesResponse, MyPick, VoteCounts, VoteType } from '@contract';

/**
 * The community rules the vote screens follow, as pure functions. The product spec's sections:
 * 'States and transitions' (Community vote), 'Validation rules' (Agreement badge) and
 * 'Error catalogue' (Vote).
 */

/**
 * The agreement badge keeps its default (highlighted) styling at 60% or more (product spec,
 * 'Validation rules').
 */
export const AGREEMENT_HIGHLIGHT = 60;

/** Percent agree = round(upvotes / total × 100); null when nobody has voted. */
export function agreementPercent({ upvotes, downvotes }: VoteCounts): number | null {
  const total = upvotes + downvotes;
  if (total <= 0) return null;
  return Math.round((upvotes / total) * 100);
}

export function agreementBadgeVariant(percent: number): 'default' | 'secondary' {
  return percent >= AGREEMENT_HIGHLIGHT ? 'default' : 'secondary';
}

export const totalVotes = ({ upvotes, downvotes }: VoteCounts) => upvotes + downvotes;

/** 'You agreed / disagreed with this prediction' (product spec, 'States and transitions'). */
export function voteStatusText(voteType: VoteType): string {
  return `You ${voteType === 'upvote' ? 'agreed' : 'disagreed'} with this prediction`;
}

/** 'Your agreement/disagreement has been recorded.' (product spec, 'Error catalogue') */
export function voteRecordedText(voteType: VoteType): string {
  return `Your ${voteType === 'upvote' ? 'agreement' : 'disagreement'} has been recorded.`;
}

export const VOTE_TEXTS = {
  recorded: 'Vote Recorded',
  failed: 'Vote Failed',
  failedFallback: 'Failed to submit vote. Please try again.',
  alreadyVoted: "You've already voted for this match",
  noMatchVotes: 'No votes yet — be the first',
  countedAsPick: 'It is your pick for this match, counted in your profile.',
} as const;

export const PICK_TEXTS = {
  changed: 'Pick Changed',
  changeUntilKickOff: 'Your pick counts in your profile; you can change it until kick-off.',
  signInToPick: 'to pick who wins: your pick counts in your profile.',
} as const;

/**
 * The result a person's pick on this match backs, to mark among the "Who wins?" choices: their
 * pick when it names one result (a "Who wins?" vote, or agreeing with Strix's call), none for a
 * disagree (two results); an anonymous voter's vote.
 */
export function currentChoice(
  data: Pick<MatchVotesResponse, 'userVote' | 'myPick'>,
): MatchVoteChoice | null {
  const pick = data.myPick;
  if (!pick) return data.userVote;
  return pick.choice === 'home' || pick.choice === 'draw' || pick.choice === 'away'
    ? pick.choice
    : null;
}

/** 'Your pick: Arsenal win (your “Who wins?” vote)', 'Your pick: Arsenal not to win (…)'. */
export function myPickText(pick: MyPick, homeTeam: string, awayTeam: string): string {
  const team = (side: 'home' | 'away') => (side === 'home' ? homeTeam : awayTeam);
  const what =
    pick.choice === 'draw'
      ? 'Draw'
      : pick.choice === 'not_home' || pick.choice === 'not_away'
        ? `${team(pick.choice === 'not_home' ? 'home' : 'away')} not to win`
        : `${team(pick.choice)} win`;
  const how =
    pick.source === 'winner'
      ? 'your “Who wins?” vote'
      : pick.source === 'agree'
        ? "you agreed with Strix's call"
        : "you disagreed with Strix's call";
  return `Your pick: ${what} (${how})`;
}

/** '1 vote', '12 votes'. */
export function votesLabel(count: number): string {
  return `${count} ${count === 1 ? 'vote' : 'votes'}`;
}

/**
 * Each choice's share of a match's votes, whole percents that add up to 100 (largest remainder),
 * so three bars never read 33 + 33 + 33. All zeros when nobody has voted.
 */
export function voteShares(
  counts: Record<MatchVoteChoice, number>,
  choices: readonly MatchVoteChoice[],
): Record<MatchVoteChoice, number> {
  const shares: Record<MatchVoteChoice, number> = { home: 0, draw: 0, away: 0 };
  const total = choices.reduce((sum, choice) => sum + counts[choice], 0);
  if (total <= 0) return shares;
  const exact = choices.map((choice) => ({ choice, value: (counts[choice] / total) * 100 }));
  for (const { choice, value } of exact) shares[choice] = Math.floor(value);
  let left = 100 - choices.reduce((sum, choice) => sum + shares[choice], 0);
  const byRemainder = [...exact].sort(
    (a, b) => b.value - Math.floor(b.value) - (a.value - Math.floor(a.value)),
  );
  for (const { choice } of byRemainder) {
    if (left <= 0) break;
    shares[choice] += 1;
    left -= 1;
  }
  return shares;
}
