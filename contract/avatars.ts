import { z } from 'zod';

/**
 * The avatar generator and collection, as the product spec's sections say: 'Avatar generator';
 * 'Entities and their fields' (Avatar, Avatar generation request, Avatar suggestions response, User
 * profile (read)); 'States and transitions' (Avatar lifecycle); 'Validation rules' (the avatar
 * fields); 'Profile and avatars'; 'Error catalogue' (Avatars). Every /api/user/{userId}/... call
 * answers only its owner.
 */

export const AVATAR_MESSAGES = {
  descriptionTooShort: 'Description must be at least 10 characters',
  descriptionTooLong: 'Description must be at most 500 characters',
  styleInvalid:
    'Avatar style must be one of realistic, cartoon, anime, abstract, minimal, cyberpunk.',
  genderInvalid: 'Gender must be one of male, female, non-binary.',
  ageInvalid: 'Age must be one of young, adult, middle-aged, elderly.',
  moodInvalid: 'Mood must be one of confident, friendly, serious, playful, mysterious.',
  backgroundInvalid:
    'Background must be one of transparent, sports-stadium, abstract, solid-color.',
  accessoriesInvalid:
    'Accessories must be a list of: glasses, sunglasses, hat, cap, headphones, earbuds, necklace, watch, bracelet, ring, scarf, tie.',
  ethnicityInvalid: 'Ethnicity can be at most 60 characters.',
  notYours: 'You can only use your own avatars and profile.',
  notFound: 'Avatar not found.',
  tooMany: 'Your collection is full (50 avatars). Delete one to make room for a new one.',
  tooFast:
    'You have generated a lot of avatars in a short time. Please wait a while and try again.',
} as const;

export const AVATAR_STYLES = [
  'realistic',
  'cartoon',
  'anime',
  'abstract',
  'minimal',
  'cyberpunk',
] as const;
export type AvatarStyle = (typeof AVATAR_STYLES)[number];

export const AVATAR_GENDERS = ['male', 'female', 'non-binary'] as const;
/** young (18-25), adult (26-40), middle-aged (41-60), elderly (60+). */
export const AVATAR_AGES = ['young', 'adult', 'middle-aged', 'elderly'] as const;
export const AVATAR_MOODS = ['confident', 'friendly', 'serious', 'playful', 'mysterious'] as const;
export const AVATAR_BACKGROUNDS = [
  'transparent',
  'sports-stadium',
  'abstract',
  'solid-color',
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

export type AvatarGender = (typeof AVATAR_GENDERS)[number];
export type AvatarAge = (typeof AVATAR_AGES)[number];
export type AvatarMood = (typeof AVATAR_MOODS)[number];
export type AvatarBackground = (typeof AVATAR_BACKGROUNDS)[number];
export type AvatarAccessory = (typeof AVATAR_ACCESSORIES)[number];

/** Labels the generator's selects show (product spec, 'Validation rules': Age). */
export const AVATAR_AGE_LABELS: Record<AvatarAge, string> = {
  young: 'Young (18-25)',
  adult: 'Adult (26-40)',
  'middle-aged': 'Middle-aged (41-60)',
  elderly: 'Elderly (60+)',
};

export const AVATAR_DESCRIPTION_MIN_LENGTH = 10;
export const AVATAR_DESCRIPTION_MAX_LENGTH = 500;
/** How many avatars one user may keep. */
export const AVATAR_COLLECTION_MAX = 50;

/** The generator's form starts on these (product spec, 'States and transitions'). */
export const AVATAR_DEFAULTS = {
  style: 'realistic',
  mood: 'confident',
  background: 'solid-color',
} as const satisfies { style: AvatarStyle; mood: AvatarMood; background: AvatarBackground };

/** An optional field the client may send as '' or null when nothing is chosen. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(values, { error: message }).optional(),
  );

/** POST /api/user/{userId}/avatar/generate */
export const AvatarGenerationRequestSchema = z.object({
  style: z.enum(AVATAR_STYLES, { error: AVATAR_MESSAGES.styleInvalid }),
  description: z
    .string({ error: AVATAR_MESSAGES.descriptionTooShort })
    .trim()
    .min(AVATAR_DESCRIPTION_MIN_LENGTH, AVATAR_MESSAGES.descriptionTooShort)
    .max(AVATAR_DESCRIPTION_MAX_LENGTH, AVATAR_MESSAGES.descriptionTooLong),
  gender: optionalChoice(AVATAR_GENDERS, AVATAR_MESSAGES.genderInvalid),
  age: optionalChoice(AVATAR_AGES, AVATAR_MESSAGES.ageInvalid),
  /** Free text in the spec with no input for it; kept short and only used as given. */
  ethnicity: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string({ error: AVATAR_MESSAGES.ethnicityInvalid })
      .trim()
      .max(60, AVATAR_MESSAGES.ethnicityInvalid)
      .optional(),
  ),
  accessories: z.preprocess(
    (value) => (value === null ? undefined : value),
    z
      .array(z.enum(AVATAR_ACCESSORIES, { error: AVATAR_MESSAGES.accessoriesInvalid }), {
        error: AVATAR_MESSAGES.accessoriesInvalid,
      })
      .max(AVATAR_ACCESSORIES.length, AVATAR_MESSAGES.accessoriesInvalid)
      // Order and repeats carry no meaning: the same choice always draws the same avatar.
      .transform((list) => AVATAR_ACCESSORIES.filter((item) => list.includes(item)))
      .optional(),
  ),
  mood: optionalChoice(AVATAR_MOODS, AVATAR_MESSAGES.moodInvalid),
  background: optionalChoice(AVATAR_BACKGROUNDS, AVATAR_MESSAGES.backgroundInvalid),
});
export type AvatarGenerationRequest = z.input<typeof AvatarGenerationRequestSchema>;
export type AvatarGenerationInput = z.output<typeof AvatarGenerationRequestSchema>;

/** One avatar of GET /api/user/{userId}/avatars (newest first) and GET …/avatar/active. */
export const AvatarSchema = z.object({
  id: z.number().int(),
  /** Path under /media of a 512×512 PNG. */
  imageUrl: z.string(),
  style: z.enum(AVATAR_STYLES),
  isActive: z.boolean(),
  /** Seconds, one decimal. */
  generationTime: z.number(),
});
export type Avatar = z.infer<typeof AvatarSchema>;
export const AvatarListSchema = z.array(AvatarSchema);

/** GET /api/user/{userId}/avatar/active: the active avatar, or null when none is. */
export const ActiveAvatarResponseSchema = AvatarSchema.nullable();

/** POST /api/user/{userId}/avatar/generate */
export const GeneratedAvatarSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  style: z.enum(AVATAR_STYLES),
  /** Seconds, one decimal. */
  generationTime: z.number(),
});
export type GeneratedAvatar = z.infer<typeof GeneratedAvatarSchema>;

/** POST /api/user/{userId}/avatar/{avatarId}/activate */
export const ActivateAvatarResponseSchema = z.object({ avatarId: z.number().int() });
export type ActivateAvatarResponse = z.infer<typeof ActivateAvatarResponseSchema>;

/** DELETE /api/user/{userId}/avatar/{avatarId} */
export const DeleteAvatarResponseSchema = z.object({ deleted: z.literal(true) });
export type DeleteAvatarResponse = z.infer<typeof DeleteAvatarResponseSchema>;

/** GET /api/avatar/suggestions/{style} */
export const AvatarSuggestionsSchema = z.object({ suggestions: z.array(z.string()) });
export type AvatarSuggestions = z.infer<typeof AvatarSuggestionsSchema>;

/**
 * GET /api/user/{userId}/profile (product spec, 'Entities and their fields': User profile (read)):
 * profileImageUrl is the uploaded picture, else the active avatar's image, else null.
 */
export const UserProfileByIdSchema = z.object({
  username: z.string().nullable(),
  bio: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type UserProfileById = z.infer<typeof UserProfileByIdSchema>;
