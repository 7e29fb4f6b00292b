import { createHash } from 'node:crypto';
import {
  AVATAR_DEFAULTS,
  type AvatarAccessory,
  type AvatarBackground,
  type AvatarGenerationInput,
  type AvatarMood,
  type AvatarStyle,
} from '@contract';
import { avataaars, bigSmile, bottts, lorelei, notionists, shapes } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';
import { Resvg } from '@resvg/resvg-js';
import { AVATAR_SIZE } from './avatar-size.ts';

/**
 * The offline avatar generator: a DiceBear character per spec style, seeded by who the avatar is
 * (style, description, gender, age, ethnicity), with the mood, the accessories and the background
 * drawn on top as explicit choices — so changing the mood changes the face of the same character,
 * and the same request always gives the same PNG, byte for byte.
 *
 * Licences of the DiceBear styles used: Avataaars and Bottts by Pablo Stanley (free for personal
 * and commercial use), Custom Avatar ("Big Smile") by Ashley Seo (CC BY 4.0: credit wherever its
 * pictures are shown), Lorelei by Lisa Wischofsky, Notionists by Zoish and Shapes by DiceBear
 * (all CC0 1.0).
 */

type Options = Record<string, unknown>;

interface StyleRecipe {
  // biome-ignore lint/suspicious/noExplicitAny: DiceBear's styles are each typed by their options.
  style: any;
  /** DiceBear options for the request; DiceBear's own seeded choice fills in the rest. */
  options(input: Resolved): Options;
}

interface Resolved {
  gender?: 'male' | 'female' | 'non-binary';
  age?: 'young' | 'adult' | 'middle-aged' | 'elderly';
  mood: AvatarMood;
  background: AvatarBackground;
  accessories: Set<AvatarAccessory>;
}

const has = (input: Resolved, ...items: AvatarAccessory[]) =>
  items.some((item) => input.accessories.has(item));

const GREY_HAIR = ['e8e1e1', 'c9c9c9', 'ecdcbf'];

/** Realistic: Avataaars, the style with real glasses, hats, facial hair and expressions. */
const realistic: StyleRecipe = {
  style: avataaars,
  options(input) {
    const mood = {
      confident: { mouth: ['smile'], eyes: ['default'], eyebrows: ['defaultNatural'] },
      friendly: { mouth: ['twinkle'], eyes: ['happy'], eyebrows: ['raisedExcitedNatural'] },
      serious: { mouth: ['serious'], eyes: ['default'], eyebrows: ['flatNatural'] },
      playful: { mouth: ['tongue'], eyes: ['winkWacky'], eyebrows: ['upDownNatural'] },
      mysterious: { mouth: ['default'], eyes: ['side'], eyebrows: ['angryNatural'] },
    }[input.mood];
    const shortHair = [
      'shortFlat',
      'shortRound',
      'shortWaved',
      'shortCurly',
      'theCaesar',
      'sides',
      'shavedSides',
      'theCaesarAndSidePart',
      'dreads01',
      'frizzle',
    ];
    const longHair = [
      'bob',
      'bun',
      'curly',
      'curvy',
      'longButNotTooLong',
      'miaWallace',
      'straight01',
      'straight02',
      'straightAndStrand',
      'bigHair',
      'fro',
      'frida',
    ];
    const hair =
      input.gender === 'male'
        ? shortHair
        : input.gender === 'female'
          ? longHair
          : [...shortHair, ...longHair];
    // Headwear only when asked for, so a hat always means the hat accessory.
    const top = has(input, 'hat') ? ['hat'] : has(input, 'cap') ? ['winterHat02'] : hair;
    const eyewear = has(input, 'sunglasses')
      ? ['sunglasses', 'wayfarers']
      : has(input, 'glasses')
        ? ['prescription02', 'round']
        : [];
    return {
      ...mood,
      // Human skin tones only (the style's palette also has yellow and orange).
      skinColor: ['614335', 'd08b5b', 'ae5d29', 'edb98a', 'ffdbb4'],
      top,
      topProbability: 100,
      accessories: eyewear.length ? eyewear : ['round'],
      accessoriesProbability: eyewear.length ? 100 : 0,
      facialHairProbability: input.gender === 'male' ? 40 : 0,
      ...(input.age === 'elderly' ? { hairColor: GREY_HAIR, facialHairColor: GREY_HAIR } : {}),
      ...(input.age === 'young' ? { facialHairProbability: 0 } : {}),
    };
  },
};

/** Cartoon: Big Smile, with glasses or sunglasses when asked for. */
const cartoon: StyleRecipe = {
  style: bigSmile,
  options(input) {
    const mood = {
      confident: { mouth: ['teethSmile'], eyes: ['normal'] },
      friendly: { mouth: ['openedSmile'], eyes: ['cheery'] },
      serious: { mouth: ['unimpressed'], eyes: ['normal'] },
      playful: { mouth: ['kawaii'], eyes: ['winking'] },
      mysterious: { mouth: ['awkwardSmile'], eyes: ['sleepy'] },
    }[input.mood];
    const short = [
      'shortHair',
      'mohawk',
      'bowlCutHair',
      'shavedHead',
      'halfShavedHead',
      'curlyShortHair',
    ];
    const long = ['wavyBob', 'curlyBob', 'straightHair', 'braids', 'bunHair', 'froBun', 'bangs'];
    const eyewear = has(input, 'sunglasses')
      ? ['sunglasses']
      : has(input, 'glasses')
        ? ['glasses']
        : [];
    return {
      ...mood,
      hair:
        input.gender === 'male' ? short : input.gender === 'female' ? long : [...short, ...long],
      accessories: eyewear.length ? eyewear : ['glasses'],
      accessoriesProbability: eyewear.length ? 100 : 0,
      ...(input.age === 'elderly' ? { hairColor: GREY_HAIR } : {}),
    };
  },
};

/** Anime: Lorelei's line portraits, expressions from its happy and sad mouths. */
const anime: StyleRecipe = {
  style: lorelei,
  options(input) {
    const mood = {
      confident: { mouth: ['happy03'], eyebrows: ['variant09'], eyes: ['variant12'] },
      friendly: { mouth: ['happy01'], eyebrows: ['variant01'], eyes: ['variant05'] },
      serious: { mouth: ['sad01'], eyebrows: ['variant13'], eyes: ['variant20'] },
      playful: { mouth: ['happy09'], eyebrows: ['variant06'], eyes: ['variant16'] },
      mysterious: { mouth: ['sad07'], eyebrows: ['variant11'], eyes: ['variant24'] },
    }[input.mood];
    const eyewear = has(input, 'sunglasses', 'glasses');
    return {
      ...mood,
      glasses: has(input, 'sunglasses') ? ['variant04'] : ['variant01', 'variant02', 'variant03'],
      glassesProbability: eyewear ? 100 : 0,
      beardProbability: input.gender === 'male' && input.age !== 'young' ? 30 : 0,
      earringsProbability: input.gender === 'male' ? 0 : 30,
      ...(input.age === 'elderly' ? { hairColor: ['9e9e9e'] } : {}),
    };
  },
};

/** Minimal: Notionists' sketches; the mood also shows in the gesture. */
const minimal: StyleRecipe = {
  style: notionists,
  options(input) {
    const mood = {
      confident: {
        lips: ['variant04'],
        brows: ['variant02'],
        gesture: ['ok'],
        gestureProbability: 100,
      },
      friendly: {
        lips: ['variant10'],
        brows: ['variant07'],
        gesture: ['waveLongArm'],
        gestureProbability: 100,
      },
      serious: { lips: ['variant21'], brows: ['variant12'], gestureProbability: 0 },
      playful: {
        lips: ['variant27'],
        brows: ['variant05'],
        gesture: ['point'],
        gestureProbability: 100,
      },
      mysterious: {
        lips: ['variant16'],
        brows: ['variant10'],
        eyes: ['variant05'],
        gestureProbability: 0,
      },
    }[input.mood];
    return {
      ...mood,
      glasses: has(input, 'sunglasses')
        ? ['variant08']
        : ['variant01', 'variant02', 'variant03', 'variant04'],
      glassesProbability: has(input, 'sunglasses', 'glasses') ? 100 : 0,
      ...(has(input, 'hat', 'cap') ? { hair: ['hat'] } : {}),
      beardProbability: input.gender === 'male' && input.age !== 'young' ? 40 : 0,
    };
  },
};

/** Cyberpunk: Bottts robots in neon; eyes and mouth carry the mood, sides the headphones. */
const cyberpunk: StyleRecipe = {
  style: bottts,
  options(input) {
    const mood = {
      confident: { eyes: ['eva'], mouth: ['smile01'] },
      friendly: { eyes: ['happy'], mouth: ['smile02'] },
      serious: { eyes: ['robocop'], mouth: ['grill01'] },
      playful: { eyes: ['hearts'], mouth: ['bite'] },
      mysterious: { eyes: ['glow'], mouth: ['square02'] },
    }[input.mood];
    const eyes = has(input, 'sunglasses')
      ? ['shade01']
      : has(input, 'glasses')
        ? ['roundFrame01', 'roundFrame02']
        : mood.eyes;
    const sides = has(input, 'headphones')
      ? ['round']
      : has(input, 'earbuds')
        ? ['cables01', 'cables02']
        : undefined;
    return {
      eyes,
      mouth: mood.mouth,
      mouthProbability: 100,
      baseColor: ['00e5ff', 'ff2bd6', 'a3ff12', '7c3aed', 'ff6b00'],
      ...(sides ? { sides, sidesProbability: 100 } : {}),
      ...(has(input, 'hat', 'cap') ? { top: ['radar', 'pyramid'], topProbability: 100 } : {}),
    };
  },
};

/** Colours per mood, for the backdrop and for the abstract style's shapes. */
const MOOD_PALETTES: Record<AvatarMood, readonly string[]> = {
  confident: ['f5b942', 'e85d3a', '1d4ed8', 'fde68a'],
  friendly: ['fbbf77', '86efac', '7dd3fc', 'fda4af'],
  serious: ['334155', '475569', '1e3a8a', '94a3b8'],
  playful: ['f472b6', 'a78bfa', 'facc15', '34d399'],
  mysterious: ['4c1d95', '312e81', '6d28d9', '0f172a'],
};

/** Abstract: Shapes, coloured by the mood. */
const abstract: StyleRecipe = {
  style: shapes,
  options(input) {
    const palette = [...MOOD_PALETTES[input.mood]];
    return { shape1Color: palette, shape2Color: palette, shape3Color: palette };
  },
};

const RECIPES: Record<AvatarStyle, StyleRecipe> = {
  realistic,
  cartoon,
  anime,
  abstract,
  minimal,
  cyberpunk,
};

/** The DiceBear style behind each spec style. */
export const DICEBEAR_STYLE_NAMES: Record<AvatarStyle, string> = {
  realistic: 'avataaars',
  cartoon: 'big-smile',
  anime: 'lorelei',
  abstract: 'shapes',
  minimal: 'notionists',
  cyberpunk: 'bottts',
};

/** A small seeded generator (mulberry32) for the backdrops Strix draws itself. */
function random(seed: string) {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Floodlit stands and a striped pitch, drawn behind the character. */
function stadium(next: () => number): string {
  const crowd: string[] = [];
  const shirts = ['f5b942', 'e11d48', '2563eb', 'f8fafc', '16a34a', 'f97316'];
  for (let row = 0; row < 7; row++) {
    for (let col = 0; col < 34; col++) {
      const x = round(6 + col * 15 + (row % 2) * 7 + next() * 3);
      const y = round(214 + row * 15 + next() * 3);
      const color = shirts[Math.floor(next() * shirts.length)];
      crowd.push(`<circle cx="${x}" cy="${y}" r="4.2" fill="#${color}" opacity="0.85"/>`);
    }
  }
  const stripes: string[] = [];
  for (let i = 0; i < 6; i++) {
    stripes.push(
      `<rect x="0" y="${330 + i * 31}" width="512" height="31" fill="#${i % 2 ? '2f8f3a' : '38a343'}"/>`,
    );
  }
  return `<defs>
<linearGradient id="strix-bg-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#07122b"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient>
<radialGradient id="strix-bg-glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fffbe6" stop-opacity="0.95"/><stop offset="1" stop-color="#fffbe6" stop-opacity="0"/></radialGradient>
</defs>
<rect width="512" height="512" fill="url(#strix-bg-sky)"/>
<circle cx="62" cy="70" r="70" fill="url(#strix-bg-glow)"/><circle cx="450" cy="70" r="70" fill="url(#strix-bg-glow)"/>
<rect x="58" y="70" width="8" height="140" fill="#9ca3af"/><rect x="446" y="70" width="8" height="140" fill="#9ca3af"/>
<rect x="34" y="52" width="56" height="26" rx="4" fill="#f8fafc"/><rect x="422" y="52" width="56" height="26" rx="4" fill="#f8fafc"/>
<rect x="0" y="200" width="512" height="130" fill="#1f2937"/>
${crowd.join('')}
<rect x="0" y="318" width="512" height="12" fill="#111827"/>
${stripes.join('')}
<line x1="0" y1="420" x2="512" y2="420" stroke="#f8fafc" stroke-width="4" opacity="0.9"/>
<ellipse cx="256" cy="420" rx="110" ry="34" fill="none" stroke="#f8fafc" stroke-width="4" opacity="0.9"/>`;
}

/** A seeded composition of translucent shapes over a two-colour gradient. */
function abstractBackdrop(next: () => number, palette: readonly string[]): string {
  const color = () => palette[Math.floor(next() * palette.length)]!;
  const angle = Math.floor(next() * 360);
  const shapesSvg: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = round(next() * 512);
    const y = round(next() * 512);
    const size = round(40 + next() * 140);
    const fill = color();
    const kind = Math.floor(next() * 3);
    if (kind === 0) {
      shapesSvg.push(
        `<circle cx="${x}" cy="${y}" r="${round(size / 2)}" fill="#${fill}" opacity="0.55"/>`,
      );
    } else if (kind === 1) {
      shapesSvg.push(
        `<rect x="${x}" y="${y}" width="${size}" height="${round(size * 0.6)}" rx="12" fill="#${fill}" opacity="0.5" transform="rotate(${Math.floor(next() * 90)} ${x} ${y})"/>`,
      );
    } else {
      shapesSvg.push(
        `<polygon points="${x},${y} ${round(x + size)},${y} ${round(x + size / 2)},${round(y - size * 0.87)}" fill="#${fill}" opacity="0.5"/>`,
      );
    }
  }
  return `<defs><linearGradient id="strix-bg-abstract" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="#${palette[0]}"/><stop offset="1" stop-color="#${palette[2] ?? palette[1]}"/></linearGradient></defs>
<rect width="512" height="512" fill="url(#strix-bg-abstract)"/>
${shapesSvg.join('')}`;
}

function backdrop(background: AvatarBackground, mood: AvatarMood, seed: string): string {
  const next = random(`backdrop|${seed}`);
  const palette = MOOD_PALETTES[mood];
  switch (background) {
    case 'transparent':
      return '';
    case 'solid-color':
      return `<rect width="512" height="512" fill="#${palette[Math.floor(next() * palette.length)]}"/>`;
    case 'abstract':
      return abstractBackdrop(next, palette);
    case 'sports-stadium':
      return stadium(next);
  }
}

/** Who the avatar is: the parts of the request that choose the character, not its dressing. */
export function identitySeed(input: AvatarGenerationInput): string {
  return JSON.stringify([
    input.style,
    input.description.trim().replace(/\s+/g, ' ').toLowerCase(),
    input.gender ?? null,
    input.age ?? null,
    input.ethnicity?.trim().toLowerCase() ?? null,
  ]);
}

/** The avatar as SVG: backdrop, then the DiceBear character (transparent around it). */
export function proceduralAvatarSvg(input: AvatarGenerationInput): string {
  const resolved: Resolved = {
    gender: input.gender,
    age: input.age,
    mood: input.mood ?? AVATAR_DEFAULTS.mood,
    background: input.background ?? AVATAR_DEFAULTS.background,
    accessories: new Set(input.accessories ?? []),
  };
  const seed = identitySeed(input);
  const recipe = RECIPES[input.style];
  const character = createAvatar(recipe.style, {
    seed,
    size: AVATAR_SIZE,
    backgroundColor: ['transparent'],
    ...recipe.options(resolved),
  }).toString();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}" viewBox="0 0 ${AVATAR_SIZE} ${AVATAR_SIZE}">${backdrop(resolved.background, resolved.mood, seed)}${character}</svg>`;
}

/** The avatar as a 512×512 PNG; the same input always gives the same bytes. */
export function proceduralAvatarPng(input: AvatarGenerationInput): Buffer {
  const svg = proceduralAvatarSvg(input);
  const png = new Resvg(svg, {
    fitTo: { mode: 'width', value: AVATAR_SIZE },
    // No text is drawn; never let the machine's fonts into the picture.
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng();
  return Buffer.from(png);
}
