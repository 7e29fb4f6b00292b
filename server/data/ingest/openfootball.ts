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
      for (const part of line.split('|')) {
        // 'Ath Madrid [en]': the tag says which language uses the name; it is not part of it.
        const alias = part.replace(/\s*\[[a-z]{2}\]\s*$/, '').trim();
        if (alias) club.aliases.push(alias);
      }
      continue;
    }
    const canonical = line.split(',')[0]!.trim();
    if (canonical) clubs.push({ canonical, aliases: [] });
  }
  return clubs;
}
