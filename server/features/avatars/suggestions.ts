import type { AvatarStyle } from '@contract';

/**
 * Quick suggestions per style (product spec, 'Avatar generator': up to 3 shown, each cut to 40
 * characters by the client). Written to read well whole and to still make sense after the cut.
 */
export const AVATAR_SUGGESTIONS: Record<AvatarStyle, readonly string[]> = {
  realistic: [
    'Focused analyst with short dark hair and a warm, confident smile',
    'Veteran football pundit with a grey beard and a sharp eye for value',
    'Young sports fan with curly hair wearing the home team colours',
    'Calm data scientist with glasses who reads the odds like a book',
    'Energetic match-day host with a bright grin and a stadium scarf',
  ],
  cartoon: [
    'Cheerful fan with a big grin waving a tiny team flag',
    'Round-faced tipster with rosy cheeks and a lucky cap',
    'Goofy goalkeeper mascot with oversized gloves and a wink',
    'Excited courtside fan with wild hair and a foam finger',
    'Laid-back bettor sipping cola with a relaxed half smile',
  ],
  anime: [
    'Determined striker with spiky hair and a fierce, focused look',
    'Quiet strategist with long hair and glasses, calm and clever',
    'Bright-eyed rookie point guard full of big-game energy',
    'Cool team captain with a windswept fringe and a steady gaze',
    'Cheerful cheer-squad leader with twin tails and a big smile',
  ],
  abstract: [
    'Bold geometric shapes in gold and navy, like a winning formation',
    'Soft overlapping circles in calm blues and greens',
    'Sharp angular lines in red and black full of momentum',
    'Playful confetti of bright colours celebrating a late winner',
    'Dark purple layers with a single glowing amber accent',
  ],
  minimal: [
    'Simple line portrait with short hair and a friendly nod',
    'Clean sketch of a thoughtful face with round glasses',
    'Minimal doodle of a fan giving a thumbs-up',
    'Understated outline portrait with a neat side parting',
    'Quiet, calm line drawing with a slight knowing smile',
  ],
  cyberpunk: [
    'Neon-lit betting bot with glowing cyan eyes and chrome plates',
    'Street-smart android analyst with a magenta visor',
    'Retro-futuristic robot scout scanning the stats in real time',
    'Battle-worn mech with antenna sensors tuned to the odds',
    'Sleek night-city AI with circuit tattoos and a lime glow',
  ],
};
