/** Avatars are square PNGs of this many pixels a side, whichever generator draws them. */
export const AVATAR_SIZE = 512;
