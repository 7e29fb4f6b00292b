/** A club block from openfootball/clubs: canonical name and the aliases listed under it. */
export interface ClubNames {
  canonical: string;
  aliases: string[];
}

/**
 * Football.TXT clubs files: `Canonical Name, founded, @ stadium, city` then lines starting with
 * `|` listing aliases separated by `|`; `#` starts a comment; `=` lines are headings.
 */
export function parseOpenfootballClubs(text: string): ClubNames[] {
  const clubs: ClubNames[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line || line.startsWith('=')) continue;
    if (line.startsWith('|')) {
      const club = clubs.at(-1);
      if (!club) continue;
      for (const alias of line.split('|')) if (alias.trim()) club.aliases.push(alias.trim());
      continue;
    }
    const canonical = line.split(',')[0]!.trim();
    if (canonical) clubs.push({ canonical, aliases: [] });
  }
  return clubs;
}
