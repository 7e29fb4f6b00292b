import {
  PROFILE_IMAGE_MAX_BYTES as CONTRACT_MAX_BYTES,
  LEADERBOARD_MIN_SETTLED as CONTRACT_MIN_SETTLED,
  PROFILE_MESSAGES,
} from '@contract';
import { describe, expect, it } from 'vitest';
import {
  badgeDisplay,
  formatAccuracy,
  isUploadedPicture,
  LEADERBOARD_MIN_SETTLED,
  medalFor,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_TEXTS,
  percentWidth,
  pickLabel,
  pickText,
  profileImageProblem,
  usernameLabel,
  voteText,
  weekdayLabel,
  weeklyBarWidth,
} from './profile.ts';

describe('constants repeated from the contract', () => {
  it('agree with it', () => {
    expect(PROFILE_IMAGE_MAX_BYTES).toBe(CONTRACT_MAX_BYTES);
    expect(LEADERBOARD_MIN_SETTLED).toBe(CONTRACT_MIN_SETTLED);
    expect(PROFILE_TEXTS.fileTooLargeBody).toBe(PROFILE_MESSAGES.imageTooLarge);
    expect(PROFILE_TEXTS.invalidTypeBody).toBe(PROFILE_MESSAGES.imageInvalid);
  });
});

describe("weeklyBarWidth (product spec, 'Business constants and limits': 10 a day fill the bar)", () => {
  it('scales to 10 per day', () => {
    expect(weeklyBarWidth(0)).toBe(0);
    expect(weeklyBarWidth(1)).toBe(10);
    expect(weeklyBarWidth(5)).toBe(50);
    expect(weeklyBarWidth(10)).toBe(100);
  });
  it('never overflows or goes negative', () => {
    expect(weeklyBarWidth(37)).toBe(100);
    expect(weeklyBarWidth(-2)).toBe(0);
    expect(weeklyBarWidth(Number.NaN)).toBe(0);
  });
  it('percentWidth clamps any percent', () => {
    expect(percentWidth(62.5)).toBe(62.5);
    expect(percentWidth(140)).toBe(100);
    expect(percentWidth(-1)).toBe(0);
  });
});

describe("formatAccuracy (product spec, 'Business constants and limits': one decimal)", () => {
  it('always shows one decimal', () => {
    expect(formatAccuracy(0)).toBe('0.0%');
    expect(formatAccuracy(62.5)).toBe('62.5%');
    expect(formatAccuracy(70)).toBe('70.0%');
    expect(formatAccuracy(66.666)).toBe('66.7%');
  });
  it('shows a dash, not 0.0%, when nothing is settled', () => {
    expect(formatAccuracy(null)).toBe('—');
    expect(formatAccuracy(Number.NaN)).toBe('—');
  });
});

describe('weekdayLabel', () => {
  it("labels a bar with the server's UTC day and its date", () => {
    expect(weekdayLabel({ day: 'Wed', date: '2025-01-15' })).toBe('Wed 15');
    expect(weekdayLabel({ day: 'Mon', date: '2025-02-03' })).toBe('Mon 3');
    expect(weekdayLabel({ day: 'Mon', date: '' })).toBe('Mon');
  });
});

describe("profileImageProblem (product spec, 'Validation rules')", () => {
  it('accepts an image up to 2 MB', () => {
    expect(profileImageProblem({ size: 2 * 1024 * 1024, type: 'image/png' })).toBeNull();
  });
  it('refuses anything larger', () => {
    expect(profileImageProblem({ size: 2 * 1024 * 1024 + 1, type: 'image/jpeg' })).toEqual({
      title: 'File Too Large',
      description: 'Please select an image under 2MB.',
    });
  });
  it('refuses a type that does not start with image', () => {
    expect(profileImageProblem({ size: 10, type: 'application/pdf' })).toEqual({
      title: 'Invalid File Type',
      description: 'Please select a valid image file.',
    });
    expect(profileImageProblem({ size: 10, type: '' })?.title).toBe('Invalid File Type');
  });
});

describe('badgeDisplay', () => {
  it('highlights an earned badge', () => {
    expect(badgeDisplay({ earned: true, progress: 100, current: 5, target: 5 })).toEqual({
      earned: true,
      progress: 100,
      label: 'Earned',
    });
  });
  it('shows how far along the others are', () => {
    expect(badgeDisplay({ earned: false, progress: 60, current: 3, target: 5 })).toEqual({
      earned: false,
      progress: 60,
      label: '3 / 5',
    });
  });
  it('shows no score to someone with no picks', () => {
    expect(
      badgeDisplay({ earned: false, progress: 0, current: 0, target: 10 }, { noPicks: true }),
    ).toEqual({ earned: false, progress: 0, label: 'No picks yet' });
  });
  it('never shows an unearned badge as complete', () => {
    // Sharp Eye: 60 settled picks (past 50) but accuracy under 75%.
    expect(badgeDisplay({ earned: false, progress: 100, current: 60, target: 50 })).toEqual({
      earned: false,
      progress: 99,
      label: '99% there',
    });
  });
});

describe('leaderboard and activity helpers', () => {
  it('gives ranks 1–3 gold, silver and bronze', () => {
    expect(medalFor(1)).toBe('gold');
    expect(medalFor(2)).toBe('silver');
    expect(medalFor(3)).toBe('bronze');
    expect(medalFor(4)).toBeNull();
  });
  it('writes the username with an @', () => {
    expect(usernameLabel('sam')).toBe('@sam');
    expect(usernameLabel(null)).toBeNull();
    expect(usernameLabel('  ')).toBeNull();
  });
  it('names the side a pick backs', () => {
    expect(pickLabel('home', 'Arsenal', 'Chelsea')).toBe('Arsenal');
    expect(pickLabel('away', 'Arsenal', 'Chelsea')).toBe('Chelsea');
    expect(pickLabel('draw', 'Arsenal', 'Chelsea')).toBe('Draw');
    expect(pickLabel(null, 'Arsenal', 'Chelsea')).toBeNull();
  });
  it("says what a pick backs: Strix's call, or the call not winning", () => {
    const match = { homeTeam: 'Arsenal', awayTeam: 'Chelsea', strixPick: 'home' } as const;
    const agreed = { ...match, source: 'agree', pick: 'home' } as const;
    expect(pickText(agreed)).toBe('Arsenal win');
    expect(voteText(agreed)).toBe('Agreed with Strix');
    // Three ways: disagreeing with Arsenal is a draw or a Chelsea win.
    const against = { ...match, source: 'disagree', pick: null } as const;
    expect(pickText(against)).toBe('Arsenal not to win');
    expect(voteText(against)).toBe("Disagreed with Strix's Arsenal call");
    // Two ways: disagreeing backs the other team.
    const nba = { homeTeam: 'Lakers', awayTeam: 'Warriors', strixPick: 'home' } as const;
    expect(pickText({ ...nba, source: 'disagree', pick: 'away' })).toBe('Warriors win');
    // A "Who wins?" vote for the draw.
    const voted = { ...match, source: 'winner', pick: 'draw' } as const;
    expect(pickText(voted)).toBe('Draw');
    expect(voteText(voted)).toBe('Your “Who wins?” vote');
  });
  it('has the spec texts', () => {
    expect(PROFILE_TEXTS.noRecentPredictions).toBe('No recent predictions to display.');
    expect(PROFILE_TEXTS.noRecentPredictionsHint).toBe(
      'Start making predictions to see your activity here!',
    );
    expect(PROFILE_TEXTS.leaderboardTitle).toBe('Top Predictors This Week');
  });
});

describe('isUploadedPicture', () => {
  it('offers removal for an uploaded picture only, not for an avatar shown instead', () => {
    expect(isUploadedPicture('/media/profiles/00000000-0000-4000-8000-000000000001.png')).toBe(
      true,
    );
    expect(isUploadedPicture('/media/avatars/00000000-0000-4000-8000-000000000002.png')).toBe(
      false,
    );
    expect(isUploadedPicture(null)).toBe(false);
  });
});
