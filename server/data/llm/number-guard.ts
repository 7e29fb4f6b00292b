/** Digit runs with optional decimal or thousands separators: 45, 2.15, 1,250, 0.4523. */
const NUMBER = /\d+(?:[.,]\d+)*/g;

/**
 * One spelling per value, so "2.50" in the facts allows "2.5" in the text and "1,250" allows
 * "1250". A comma is a thousands separator only in groups of three; otherwise the parts are
 * separate numbers ("3,4" is 3 and 4), as are the parts of "15.01.2025".
 */
function canonical(token: string): string[] {
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(token))
    return [String(Number(token.replace(/,/g, '')))];
  if (/^\d+(?:\.\d+)?$/.test(token)) return [String(Number(token))];
  return token.split(/[.,]/).map((part) => String(Number(part)));
}

export function numbersIn(text: string): Set<string> {
  return new Set([...text.matchAll(NUMBER)].flatMap((match) => canonical(match[0])));
}

/**
 * The numbers in `output` that appear nowhere in `sources` (the JSON of the facts and the
 * draft). A deliberately simple guard: it cannot tell which fact a number came from, but a model
 * that makes a figure up gets caught.
 */
export function inventedNumbers(output: string, sources: string): string[] {
  const allowed = numbersIn(sources);
  return [...numbersIn(output)].filter((value) => !allowed.has(value));
}
