import { normalizeName } from '../../data/reference/normalize.ts';

interface FormerName {
  name: string;
  /** The day (UTC) the franchise's next name took effect. */
  until: string;
  /**
   * Names of the home the franchise left when this name ended ('Phoenix', 'Oakland'): from then
   * on they find it only where no other team holds them (the Phoenix Suns do).
   */
  left?: string[];
}

/**
 * The names a franchise played under before the one Strix stores, oldest first, keyed by the
 * stored name: a question is answered with the name the team had at the clock. The reference
 * lists keep every one of them as an alias, so each still finds the team.
 */
const FORMER_NAMES: Readonly<Record<string, readonly FormerName[]>> = {
  // The Coyotes moved from Phoenix to Glendale, Arizona, then their hockey operations to Salt
  // Lake City as Utah Hockey Club (18 April 2024), named the Mammoth on 7 May 2025.
  'Utah Mammoth': [
    { name: 'Phoenix Coyotes', until: '2014-06-27' },
    { name: 'Arizona Coyotes', until: '2024-04-18', left: ['arizona', 'phoenix', 'ari', 'phx'] },
    { name: 'Utah Hockey Club', until: '2025-05-07' },
  ],
  'Cleveland Guardians': [{ name: 'Cleveland Indians', until: '2021-11-19' }],
  // Oakland's last season was 2024; from 2025 the club plays as the Athletics.
  Athletics: [{ name: 'Oakland Athletics', until: '2024-10-01', left: ['oakland'] }],
  'Miami Marlins': [{ name: 'Florida Marlins', until: '2011-11-11' }],
  'Los Angeles Angels': [{ name: 'Los Angeles Angels of Anaheim', until: '2016-01-01' }],
  'Winnipeg Jets': [{ name: 'Atlanta Thrashers', until: '2011-06-24' }],
};

const formerNamesOf = (stored: string) =>
  Object.hasOwn(FORMER_NAMES, stored) ? FORMER_NAMES[stored]! : [];

/** The name the franchise had at `asOf`, or undefined when it is the stored one. */
export function nameAt(stored: string, asOf: Date): string | undefined {
  return formerNamesOf(stored).find((former) => asOf.getTime() < Date.parse(former.until))?.name;
}

/** Normalised names of homes the franchise had left by `asOf`. */
export function homesLeftBy(stored: string, asOf: Date): string[] {
  return formerNamesOf(stored)
    .filter((former) => asOf.getTime() >= Date.parse(former.until))
    .flatMap((former) => (former.left ?? []).map(normalizeName));
}

const STORED_BY_FORMER = new Map(
  Object.entries(FORMER_NAMES).flatMap(([stored, formers]) =>
    formers.map((former) => [former.name, stored] as const),
  ),
);

/** The stored name of a franchise shown by a former name ('Utah Hockey Club' → 'Utah Mammoth'). */
export function storedNameOf(name: string): string {
  return STORED_BY_FORMER.get(name) ?? name;
}
