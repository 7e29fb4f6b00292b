import { SHOWN } from '../../lib/prediction.ts';

/** Lower case without accents, so 'atletico' finds 'Atlético Madrid'. */
const folded = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The recent searches the dropdown offers for what is typed (docs/product.md "Recent
 * searches"): all of them, newest first, while the box is empty, so they show as soon as it
 * takes focus; once something is typed, those holding every typed word, in any order. At most
 * SHOWN.recentSearches (product spec, 'Business constants and limits').
 */
export function recentSearchesFor(input: string, recent: readonly string[]): string[] {
  const words = folded(input).split(/\s+/).filter(Boolean);
  const matching =
    words.length === 0
      ? recent
      : recent.filter((query) => {
          const text = folded(query);
          return words.every((word) => text.includes(word));
        });
  return matching.slice(0, SHOWN.recentSearches);
}
