import {
  AVATAR_AGE_LABELS,
  AVATAR_DEFAULTS,
  type AvatarBackground,
  type AvatarGenerationInput,
  type AvatarMood,
  type AvatarStyle,
} from '@contract';
import type { ImageClient } from '../../data/images/openai-images.ts';
import { AVATAR_SIZE } from './avatar-size.ts';

// procedural.ts (DiceBear's styles, resvg) is loaded on the first avatar, not with the server:
// it is ~20 MB of memory that most processes never need.
const procedural = () => import('./procedural.ts');

export interface GeneratedImage {
  png: Buffer;
  /** Which generator drew it (the image API, or the procedural one, also as the fallback). */
  source: 'image-api' | 'procedural';
}

export interface AvatarGenerator {
  /** `log`: the request's logger, so a failure logged while drawing carries its id. */
  generate(input: AvatarGenerationInput, log?: WarnLogger): Promise<GeneratedImage>;
}

export interface WarnLogger {
  warn(details: object, message: string): void;
}

const STYLE_PROMPTS: Record<AvatarStyle, string> = {
  realistic: 'a realistic, photographic head-and-shoulders portrait',
  cartoon: 'a friendly cartoon character portrait with bold outlines and flat colours',
  anime: 'an anime-style character portrait, clean line art and cel shading',
  abstract: 'an abstract geometric portrait made of bold shapes and colour fields',
  minimal: 'a minimal line-art portrait with few strokes and lots of white space',
  cyberpunk: 'a cyberpunk character portrait with neon lighting and chrome details',
};

const MOOD_PROMPTS: Record<AvatarMood, string> = {
  confident: 'a confident, self-assured expression',
  friendly: 'a warm, friendly smile',
  serious: 'a serious, focused expression',
  playful: 'a playful, cheeky expression',
  mysterious: 'a mysterious, enigmatic look',
};

const BACKGROUND_PROMPTS: Record<AvatarBackground, string> = {
  transparent: 'a plain, empty light background',
  'sports-stadium': 'a floodlit sports stadium behind them',
  abstract: 'an abstract background of colourful shapes',
  'solid-color': 'a single solid-colour background',
};

/** What the image API is asked to draw: every choice in the request, in plain words. */
export function avatarPrompt(input: AvatarGenerationInput): string {
  const who = [
    input.gender ? `${input.gender === 'non-binary' ? 'non-binary person' : input.gender}` : null,
    input.age ? `aged ${AVATAR_AGE_LABELS[input.age].replace(/^[^(]*\(|\)$/g, '')}` : null,
    input.ethnicity ? `${input.ethnicity}` : null,
  ].filter(Boolean);
  const mood = input.mood ?? AVATAR_DEFAULTS.mood;
  const background = input.background ?? AVATAR_DEFAULTS.background;
  return [
    `Profile avatar: ${STYLE_PROMPTS[input.style]} of ${input.description.trim()}.`,
    who.length ? `Subject: ${who.join(', ')}.` : '',
    input.accessories?.length ? `Wearing or carrying: ${input.accessories.join(', ')}.` : '',
    `With ${MOOD_PROMPTS[mood]}, ${BACKGROUND_PROMPTS[background]}.`,
    'Square composition, centred, no text, no logos, no watermark.',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The offline generator alone: no network, same input, same bytes. */
export const proceduralGenerator: AvatarGenerator = {
  async generate(input) {
    const { proceduralAvatarPng } = await procedural();
    return { png: proceduralAvatarPng(input), source: 'procedural' };
  },
};

/**
 * The image API first, the procedural generator on any failure (error status, timeout, an answer
 * that is not an image), so a person always gets an avatar. Failures are logged at warn.
 */
export function imageApiGenerator(client: ImageClient, appLog: WarnLogger): AvatarGenerator {
  return {
    async generate(input, log = appLog) {
      try {
        return {
          png: await client.generatePng(avatarPrompt(input), AVATAR_SIZE),
          source: 'image-api',
        };
      } catch (error) {
        log.warn(
          { err: error, details: (error as { details?: unknown }).details },
          'image API failed; drawing the avatar procedurally',
        );
        return proceduralGenerator.generate(input);
      }
    },
  };
}
