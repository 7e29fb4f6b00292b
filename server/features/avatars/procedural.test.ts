import { AVATAR_STYLES, type AvatarGenerationInput } from '@contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { avatarPrompt } from './generator.ts';
import { proceduralAvatarPng, proceduralAvatarSvg } from './procedural.ts';

const base: AvatarGenerationInput = {
  style: 'realistic',
  description: 'Focused analyst with short dark hair',
};

async function pixel(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]!, a: data[at + 3]! };
}

describe('procedural avatars', () => {
  it.each(AVATAR_STYLES)('draws %s as the same 512×512 PNG for the same request', async (style) => {
    const input: AvatarGenerationInput = {
      ...base,
      style,
      gender: 'female',
      age: 'adult',
      mood: 'playful',
      background: 'sports-stadium',
      accessories: ['glasses', 'hat'],
    };
    const first = proceduralAvatarPng(input);
    const second = proceduralAvatarPng({ ...input, accessories: ['hat', 'glasses'] });
    expect(second.equals(first)).toBe(true);
    expect(await sharp(first).metadata()).toMatchObject({ format: 'png', width: 512, height: 512 });
  });

  it('draws a different image for each mood', () => {
    for (const style of AVATAR_STYLES) {
      const images = (['confident', 'friendly', 'serious', 'playful', 'mysterious'] as const).map(
        (mood) => proceduralAvatarPng({ ...base, style, mood }).toString('base64'),
      );
      expect(new Set(images).size).toBe(5);
    }
  });

  it('keeps the character and changes only its expression with the mood', () => {
    // Avataaars draws body and clothes first, then mouth, eyes and brows, then hair: the parts
    // before and after the face are the same character, the face in between is the mood.
    const confident = proceduralAvatarSvg({
      ...base,
      mood: 'confident',
      background: 'transparent',
    });
    const serious = proceduralAvatarSvg({ ...base, mood: 'serious', background: 'transparent' });
    let prefix = 0;
    while (confident[prefix] === serious[prefix]) prefix++;
    let suffix = 0;
    while (confident.at(-1 - suffix) === serious.at(-1 - suffix)) suffix++;
    expect(confident).not.toBe(serious);
    expect(prefix).toBeGreaterThan(1500);
    expect(suffix).toBeGreaterThan(4000);
    expect(confident.length - prefix - suffix).toBeLessThan(4000);
  });

  it('draws the background asked for', async () => {
    const transparent = proceduralAvatarPng({ ...base, background: 'transparent' });
    expect((await pixel(transparent, 2, 2)).a).toBe(0);

    const solid = proceduralAvatarPng({ ...base, background: 'solid-color' });
    const corner = await pixel(solid, 2, 2);
    expect(corner.a).toBe(255);
    expect(await pixel(solid, 509, 2)).toEqual(corner);

    // Night sky above, a green pitch below.
    const stadium = proceduralAvatarPng({ ...base, background: 'sports-stadium' });
    const sky = await pixel(stadium, 256, 2);
    expect(sky.b).toBeGreaterThan(sky.r);
    const pitch = await pixel(stadium, 4, 500);
    expect(pitch.g).toBeGreaterThan(pitch.r + 40);
    expect(pitch.g).toBeGreaterThan(pitch.b + 40);

    const abstract = proceduralAvatarPng({ ...base, background: 'abstract' });
    expect((await pixel(abstract, 2, 2)).a).toBe(255);
    const all = [transparent, solid, stadium, abstract].map((png) => png.toString('base64'));
    expect(new Set(all).size).toBe(4);
  });

  it('shows eyewear and headwear where the style has them', () => {
    for (const style of ['realistic', 'cartoon', 'anime', 'minimal', 'cyberpunk'] as const) {
      const plain = proceduralAvatarPng({ ...base, style }).toString('base64');
      const glasses = proceduralAvatarPng({ ...base, style, accessories: ['sunglasses'] });
      expect(glasses.toString('base64')).not.toBe(plain);
    }
    const bare = proceduralAvatarPng({ ...base, style: 'realistic' }).toString('base64');
    const hat = proceduralAvatarPng({ ...base, style: 'realistic', accessories: ['hat'] });
    expect(hat.toString('base64')).not.toBe(bare);
    const headphones = proceduralAvatarPng({
      ...base,
      style: 'cyberpunk',
      accessories: ['headphones'],
    });
    expect(headphones.toString('base64')).not.toBe(
      proceduralAvatarPng({ ...base, style: 'cyberpunk' }).toString('base64'),
    );
  });

  it('draws a different character for a different description, not for different spacing', () => {
    const one = proceduralAvatarPng(base).toString('base64');
    const respaced = proceduralAvatarPng({
      ...base,
      description: '  focused   Analyst with short dark hair ',
    });
    expect(respaced.toString('base64')).toBe(one);
    const other = proceduralAvatarPng({ ...base, description: 'Veteran pundit with a grey beard' });
    expect(other.toString('base64')).not.toBe(one);
  });

  it('asks the image API for every choice in plain words', () => {
    expect(
      avatarPrompt({
        style: 'cyberpunk',
        description: 'a neon betting bot',
        gender: 'non-binary',
        age: 'middle-aged',
        accessories: ['headphones', 'watch'],
        mood: 'mysterious',
        background: 'sports-stadium',
      }),
    ).toBe(
      'Profile avatar: a cyberpunk character portrait with neon lighting and chrome details of a neon betting bot. Subject: non-binary person, aged 41-60. Wearing or carrying: headphones, watch. With a mysterious, enigmatic look, a floodlit sports stadium behind them. Square composition, centred, no text, no logos, no watermark.',
    );
  });
});
