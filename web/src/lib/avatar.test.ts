import * as contract from '@contract';
import { describe, expect, it } from 'vitest';
import {
  AVATAR_ACCESSORIES,
  AVATAR_AGES,
  AVATAR_BACKGROUNDS,
  AVATAR_DEFAULTS,
  AVATAR_GENDERS,
  AVATAR_MOODS,
  AVATAR_STYLES,
  AVATAR_TEXTS,
  avatarErrorText,
  avatarFilename,
  collectionCountText,
  DESCRIPTION_MIN_LENGTH,
  descriptionProblem,
  formatSeconds,
  generatedInText,
  generatedToastText,
  suggestionLabel,
  titleCase,
} from './avatar.ts';

describe('options repeated from the contract', () => {
  it('agree with it', () => {
    expect(AVATAR_STYLES).toEqual(contract.AVATAR_STYLES);
    expect(AVATAR_GENDERS.map((g) => g.value)).toEqual(contract.AVATAR_GENDERS);
    expect(AVATAR_AGES.map((a) => a.value)).toEqual(contract.AVATAR_AGES);
    expect(AVATAR_AGES.map((a) => a.label)).toEqual(
      contract.AVATAR_AGES.map((a) => contract.AVATAR_AGE_LABELS[a]),
    );
    expect(AVATAR_MOODS).toEqual(contract.AVATAR_MOODS);
    expect(AVATAR_BACKGROUNDS.map((b) => b.value)).toEqual(contract.AVATAR_BACKGROUNDS);
    expect(AVATAR_ACCESSORIES).toEqual(contract.AVATAR_ACCESSORIES);
    expect(DESCRIPTION_MIN_LENGTH).toBe(contract.AVATAR_DESCRIPTION_MIN_LENGTH);
    expect(AVATAR_TEXTS.descriptionTooShort).toBe(contract.AVATAR_MESSAGES.descriptionTooShort);
    expect({ ...contract.AVATAR_DEFAULTS, description: '' }).toEqual(AVATAR_DEFAULTS);
  });
});

describe("avatar form (product spec, 'States and transitions', 'Validation rules')", () => {
  it('offers the six styles and starts from the spec defaults', () => {
    expect(AVATAR_STYLES).toEqual([
      'realistic',
      'cartoon',
      'anime',
      'abstract',
      'minimal',
      'cyberpunk',
    ]);
    expect(AVATAR_DEFAULTS).toEqual({
      style: 'realistic',
      description: '',
      mood: 'confident',
      background: 'solid-color',
    });
  });
  it('needs a description of at least 10 characters', () => {
    expect(descriptionProblem('')).toBe('Description must be at least 10 characters');
    expect(descriptionProblem('too short')).toBe('Description must be at least 10 characters');
    expect(descriptionProblem('   padded   ')).toBe('Description must be at least 10 characters');
    expect(descriptionProblem('ten chars!')).toBeNull();
  });
  it('cuts a quick suggestion to 40 characters with an ellipsis', () => {
    const long = 'A confident sports analyst wearing a sharp navy suit';
    expect(suggestionLabel(long)).toBe(`${long.slice(0, 40)}...`);
    expect(suggestionLabel('Short one')).toBe('Short one');
    expect(suggestionLabel('x'.repeat(40))).toBe('x'.repeat(40));
  });
});

describe("avatar texts (product spec, 'Avatar generator', 'Error catalogue')", () => {
  it('says how long generation took', () => {
    expect(formatSeconds(3)).toBe('3');
    expect(formatSeconds(0.42)).toBe('0.4');
    expect(formatSeconds(Number.NaN)).toBe('0');
    expect(generatedInText(12)).toBe('Generated in 12 seconds');
    expect(generatedToastText('cartoon', 2.5)).toBe(
      'Your cartoon avatar is ready! Generated in 2.5s.',
    );
  });
  it('counts the collection and names downloads', () => {
    expect(collectionCountText(0)).toBe('0 avatar(s) generated');
    expect(collectionCountText(3)).toBe('3 avatar(s) generated');
    expect(avatarFilename(42)).toBe('avatar-42.png');
  });
  it('writes failures with the status text', () => {
    expect(avatarErrorText('generate', 'Bad Gateway')).toBe(
      'Failed to generate avatar: Bad Gateway',
    );
  });
  it('labels option values', () => {
    expect(titleCase('cyberpunk')).toBe('Cyberpunk');
    expect(titleCase('sports-stadium')).toBe('Sports stadium');
  });
});
