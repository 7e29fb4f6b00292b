/**
 * A name's possessive as English writes it: "Arsenal's", but "Wolves'" and "Spurs'" (a plural
 * name ending in s takes the apostrophe alone).
 */
export const possessive = (name: string) => (/s$/i.test(name) ? `${name}'` : `${name}'s`);
