/**
 * What both cross-league designs share: which club plays in which domestic league, the settings,
 * and turning a fitted common scale into a CrossLeagueModel.
 */
import type { CompetitionMatch, CrossLeagueModel } from './cross-league-types.ts';
import { predictMatch } from './predict.ts';
import { parseIsoDate } from './time-decay.ts';
import type { DixonColesModel, TeamStrength } from './types.ts';

/** UEFA club competitions: their matches link the leagues; they are not a league themselves. */
export const CUP_COMPETITIONS: ReadonlySet<string> = new Set(['UCL', 'UEL']);

export const isCup = (m: CompetitionMatch) => CUP_COMPETITIONS.has(m.competition);

/** Without a European match in the window nothing ties the leagues together: no forecast. */
export class NoEuropeanMatchesError extends Error {
  constructor(asOf: string) {
    super(`No European match in the window before ${asOf}: the leagues share no scale`);
    this.name = 'NoEuropeanMatchesError';
  }
}

export function hasEuropeanMatch(
  matches: readonly CompetitionMatch[],
  asOf: string,
  maxAgeDays: number,
): boolean {
  const at = parseIsoDate(asOf);
  return matches.some((m) => {
    const t = parseIsoDate(m.date);
    return isCup(m) && t < at && at - t <= maxAgeDays * 86_400_000;
  });
}

export interface CrossLeagueSettings {
  /**
   * Prior mean of a club from outside the six domestic leagues (Benfica, PSV, Celtic, …), on the
   * scale where an average side of the six leagues is 0: such clubs are weaker on average and
   * have only a handful of European matches a season.
   */
  otherPrior: TeamStrength;
  /** Decay, ridge and window of the European layer (design b) or of the cup matches (a). */
  europeanXi: number;
  europeanRidge: number;
  maxAgeDays: number;
  /**
   * Design (b): clubs from outside the six leagues start from their association's prior, the
   * other-leagues prior plus an association offset estimated in the European fit as the sum of
   * the association's clubs' deviations from the other-leagues prior over (clubs + this), so an
   * association with few clubs in the window stays near the common prior. Absent: one prior.
   */
  associationShrinkage?: number;
}

/** Each club's UEFA association as the matches state it (a fixed fact about the club). */
export function clubAssociations(matches: readonly CompetitionMatch[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of matches) {
    if (m.homeCountry) out.set(m.home, m.homeCountry);
    if (m.awayCountry) out.set(m.away, m.awayCountry);
  }
  return out;
}

/**
 * The domestic league of every club: the competition of its latest domestic match before asOf,
 * else the latest homeLeague/awayLeague a cup match gives it, else none.
 */
export function domesticLeagues(
  matches: readonly CompetitionMatch[],
  asOf: string,
): Map<string, string> {
  const latest = new Map<string, { date: string; league: string }>();
  const stated = new Map<string, { date: string; league: string }>();
  const note = (into: typeof latest, team: string, date: string, league: string) => {
    const seen = into.get(team);
    if (!seen || seen.date <= date) into.set(team, { date, league });
  };
  const at = parseIsoDate(asOf);
  for (const m of matches) {
    if (parseIsoDate(m.date) >= at) continue;
    if (!isCup(m)) {
      note(latest, m.home, m.date, m.competition);
      note(latest, m.away, m.date, m.competition);
      continue;
    }
    if (m.homeLeague) note(stated, m.home, m.date, m.homeLeague);
    if (m.awayLeague) note(stated, m.away, m.date, m.awayLeague);
  }
  // A stated league counts only if it is one of the domestic competitions given.
  const domestic = new Set([...latest.values()].map((l) => l.league));
  const out = new Map<string, string>();
  for (const [team, s] of stated) if (domestic.has(s.league)) out.set(team, s.league);
  for (const [team, l] of latest) out.set(team, l.league);
  return out;
}

/**
 * A CrossLeagueModel from a Dixon–Coles model whose teams are already on the common scale.
 * Clubs it does not know start from `priorOf` (the other-leagues prior, or their association's).
 * `domestic` (design b): a pair of
 * clubs from the same league is forecast by that league's own model, exactly as served.
 */
export function crossLeagueModel(
  common: DixonColesModel,
  leagues: ReadonlyMap<string, string>,
  priorOf: (team: string) => TeamStrength,
  domestic: ReadonlyMap<string, DixonColesModel> = new Map(),
): CrossLeagueModel {
  const teams: CrossLeagueModel['teams'] = {};
  for (const [team, t] of Object.entries(common.teams)) {
    teams[team] = { attack: t.attack, defence: t.defence, league: leagues.get(team) ?? null };
  }
  const unknown = (team: string): Record<string, TeamStrength> =>
    common.teams[team] ? {} : { [team]: priorOf(team) };
  return {
    asOf: common.asOf,
    teams,
    predict: (home, away, { neutral }) => {
      const league = leagues.get(home);
      const own =
        league !== undefined && league === leagues.get(away) ? domestic.get(league) : undefined;
      if (own?.teams[home] && own.teams[away]) {
        return predictMatch(own, home, away, { neutral });
      }
      return predictMatch(common, home, away, {
        neutral,
        priorMeans: { ...unknown(home), ...unknown(away) },
      });
    },
  };
}
