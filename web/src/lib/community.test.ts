import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_HIGHLIGHT,
  agreementBadgeVariant,
  agreementPercent,
  currentChoice,
  myPickText,
  voteRecordedText,
  voteShares,
  voteStatusText,
  votesLabel,
} from './community.ts';

describe("agreementPercent (product spec, 'Validation rules')", () => {
  it('is upvotes over all votes, rounded', () => {
    expect(agreementPercent({ upvotes: 2, downvotes: 1 })).toBe(67);
    expect(agreementPercent({ upvotes: 1, downvotes: 2 })).toBe(33);
    expect(agreementPercent({ upvotes: 1, downvotes: 1 })).toBe(50);
    expect(agreementPercent({ upvotes: 5, downvotes: 0 })).toBe(100);
    expect(agreementPercent({ upvotes: 0, downvotes: 4 })).toBe(0);
  });
  it('is null when nobody has voted (no invented share)', () => {
    expect(agreementPercent({ upvotes: 0, downvotes: 0 })).toBeNull();
  });
});

describe('agreementBadgeVariant', () => {
  it('keeps the default styling at 60% or more', () => {
    expect(AGREEMENT_HIGHLIGHT).toBe(60);
    expect(agreementBadgeVariant(60)).toBe('default');
    expect(agreementBadgeVariant(100)).toBe('default');
    expect(agreementBadgeVariant(59)).toBe('secondary');
    expect(agreementBadgeVariant(0)).toBe('secondary');
  });
});

describe("vote texts (product spec, 'States and transitions', 'Error catalogue')", () => {
  it('says which way the person voted', () => {
    expect(voteStatusText('upvote')).toBe('You agreed with this prediction');
    expect(voteStatusText('downvote')).toBe('You disagreed with this prediction');
  });
  it('confirms what was recorded', () => {
    expect(voteRecordedText('upvote')).toBe('Your agreement has been recorded.');
    expect(voteRecordedText('downvote')).toBe('Your disagreement has been recorded.');
  });
  it('counts votes in words', () => {
    expect(votesLabel(0)).toBe('0 votes');
    expect(votesLabel(1)).toBe('1 vote');
    expect(votesLabel(12)).toBe('12 votes');
  });
});

describe('voteShares', () => {
  it('is all zeros with no votes', () => {
    expect(voteShares({ home: 0, draw: 0, away: 0 }, ['home', 'draw', 'away'])).toEqual({
      home: 0,
      draw: 0,
      away: 0,
    });
  });
  it('adds up to 100 (largest remainder)', () => {
    const shares = voteShares({ home: 1, draw: 1, away: 1 }, ['home', 'draw', 'away']);
    expect(shares.home + shares.draw + shares.away).toBe(100);
    expect(voteShares({ home: 2, draw: 1, away: 0 }, ['home', 'draw', 'away'])).toEqual({
      home: 67,
      draw: 33,
      away: 0,
    });
  });
  it('leaves out choices that are not offered (no draw in the NBA)', () => {
    expect(voteShares({ home: 3, draw: 5, away: 1 }, ['home', 'away'])).toEqual({
      home: 75,
      draw: 0,
      away: 25,
    });
  });
});

describe("a person's pick on the match page", () => {
  it('marks the result the pick backs, none for a disagree, the vote for an anonymous voter', () => {
    expect(currentChoice({ userVote: 'away', myPick: { source: 'winner', choice: 'draw' } })).toBe(
      'draw',
    );
    // Agreeing with Strix's home call after a "Who wins?" vote for the away side.
    expect(currentChoice({ userVote: 'away', myPick: { source: 'agree', choice: 'home' } })).toBe(
      'home',
    );
    expect(
      currentChoice({ userVote: null, myPick: { source: 'disagree', choice: 'not_home' } }),
    ).toBeNull();
    expect(currentChoice({ userVote: 'home', myPick: null })).toBe('home');
  });
  it('says what the pick backs and how it was made', () => {
    expect(myPickText({ source: 'winner', choice: 'away' }, 'Chiefs', 'Bills')).toBe(
      'Your pick: Bills win (your “Who wins?” vote)',
    );
    expect(myPickText({ source: 'disagree', choice: 'not_home' }, 'Arsenal', 'Chelsea')).toBe(
      "Your pick: Arsenal not to win (you disagreed with Strix's call)",
    );
    expect(myPickText({ source: 'winner', choice: 'draw' }, 'Arsenal', 'Chelsea')).toBe(
      'Your pick: Draw (your “Who wins?” vote)',
    );
  });
});
