/**
 * The avatar generator's options and rules, as pure data and functions. The product spec's
 * sections: 'Avatar generator', 'States and transitions' (Avatar lifecycle), 'Validation rules'
 * (the avatar fields), 'Error catalogue' (Avatars), 'Business constants and limits' (Avatar).
 */

export const AVATAR_STYLES = [
  'realistic',
  'cartoon',
  'anime',
  'abstract',
  'minimal',
  'cyberpunk',
] as const;
export type AvatarStyleId = (typeof AVATAR_STYLES)[number];

export const AVATAR_GENDERS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'non-binary', label: 'Non-binary' },
] as const;

export const AVATAR_AGES = [
  { value: 'young', label: 'Young (18-25)' },
  { value: 'adult', label: 'Adult (26-40)' },
  { value: 'middle-aged', label: 'Middle-aged (41-60)' },
  { value: 'elderly', label: 'Elderly (60+)' },
] as const;

export const AVATAR_MOODS = ['confident', 'friendly', 'serious', 'playful', 'mysterious'] as const;

export const AVATAR_BACKGROUNDS = [
  { value: 'transparent', label: 'Transparent' },
  { value: 'sports-stadium', label: 'Sports Stadium' },
  { value: 'abstract', label: 'Abstract' },
  { value: 'solid-color', label: 'Solid Color' },
] as const;

export const AVATAR_ACCESSORIES = [
  'glasses',
  'sunglasses',
  'hat',
  'cap',
  'headphones',
  'earbuds',
  'necklace',
  'watch',
  'bracelet',
  'ring',
  'scarf',
  'tie',
] as const;

/** The form's starting values (product spec, 'States and transitions'). */
export const AVATAR_DEFAULTS = {
  style: 'realistic' as AvatarStyleId,
  description: '',
  mood: 'confident',
  background: 'solid-color',
};

export const DESCRIPTION_MIN_LENGTH = 10;
export const SUGGESTIONS_SHOWN = 3;
export const SUGGESTION_MAX_LENGTH = 40;

export const AVATAR_TEXTS = {
  descriptionTooShort: 'Description must be at least 10 characters',
  generating: 'Generating Avatar... (this may take 30-60 seconds)',
  generate: 'Generate Avatar',
  useThis: 'Use This Avatar',
  collection: 'Your Avatar Collection',
  loading: 'Loading your avatars...',
  empty: 'No avatars yet. Create your first one!',
  generated: 'Avatar Generated! 🎨',
  generationFailed: 'Generation Failed',
  generationFailedFallback: 'Failed to generate avatar. Please try again.',
  activated: 'Avatar Activated! ✨',
  activatedBody: 'Your new avatar is now active across the platform.',
  activationFailed: 'Activation Failed',
  activationFailedFallback: 'Failed to activate avatar.',
  deleted: 'Avatar Deleted',
  deletedBody: 'Avatar has been removed from your collection.',
  deletionFailed: 'Deletion Failed',
  deletionFailedFallback: 'Failed to delete avatar.',
} as const;

/** The description is required and at least 10 characters (product spec, 'Validation rules'). */
export function descriptionProblem(description: string): string | null {
  return description.trim().length >= DESCRIPTION_MIN_LENGTH
    ? null
    : AVATAR_TEXTS.descriptionTooShort;
}

/**
 * A quick suggestion is shown cut to 40 characters with an ellipsis (product spec,
 * 'Avatar generator').
 */
export function suggestionLabel(suggestion: string): string {
  return suggestion.length > SUGGESTION_MAX_LENGTH
    ? `${suggestion.slice(0, SUGGESTION_MAX_LENGTH)}...`
    : suggestion;
}

/** Seconds as written in the texts: whole numbers as they are, others to one decimal. */
export function formatSeconds(seconds: number): string {
  if (!Number.isFinite(seconds)) return '0';
  const rounded = Math.round(seconds * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

export const generatedInText = (seconds: number) =>
  `Generated in ${formatSeconds(seconds)} seconds`;

/** 'Your {style} avatar is ready! Generated in {n}s.' (product spec, 'Error catalogue') */
export const generatedToastText = (style: string, seconds: number) =>
  `Your ${style} avatar is ready! Generated in ${formatSeconds(seconds)}s.`;

/** 'N avatar(s) generated' (product spec, 'Avatar generator'). */
export const collectionCountText = (count: number) => `${count} avatar(s) generated`;

/** The download is named avatar-{id}.png (product spec, 'Avatar generator'). */
export const avatarFilename = (id: number | string) => `avatar-${id}.png`;

/** 'cyberpunk' → 'Cyberpunk', 'sports-stadium' → 'Sports stadium'. */
export function titleCase(value: string): string {
  const spaced = value.replace(/-/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * The error text of a failed avatar call, 'Failed to {verb} avatar: {status text}' (product spec,
 * 'Error catalogue').
 */
export const avatarErrorText = (verb: 'generate' | 'activate' | 'delete', statusText: string) =>
  `Failed to ${verb} avatar: ${statusText}`;
