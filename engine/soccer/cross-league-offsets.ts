/**
 * Design (b), league offsets: each domestic league fitted on its own exactly as production does
 * (SOCCER_FIT), then a second Dixon–Coles fit on the European matches alone in which every club
 * of a fitted league stands for its league ("league:E0") with its domestic strength carried as a
 * fixed rate offset. That fit's attack and defence of "league:E0" are the league's offsets onto
 * the common scale; its home advantage, intercept and ρ are those of European football; clubs
 * from outside the six leagues are fitted as themselves, shrunk toward the other-leagues prior.
 * Domestic forecasts are those of the league's own model by construction.
 */
import { markClosedDoors } from './closed-doors.ts';
import {
  type CrossLeagueSettings,
  clubAssociations,
  crossLeagueModel,
  domesticLeagues,
  hasEuropeanMatch,
  isCup,
  NoEuropeanMatchesError,
} from './cross-league-common.ts';
import type { CompetitionMatch, CrossLeagueModel } from './cross-league-types.ts';
import { type DixonColesFitOptions, fitDixonColes } from './dixon-coles.ts';
import { parseIsoDate } from './time-decay.ts';
import type { DixonColesModel, DixonColesTeam, SoccerMatch, TeamStrength } from './types.ts';

const leagueKey = (league: string) => `league:${league}`;

/** Each domestic league's own fit at asOf (leagues with no match in the window are left out). */
export function fitDomesticLeagues(
  matches: readonly CompetitionMatch[],
  asOf: string,
  fit: Omit<DixonColesFitOptions, 'asOf'>,
): Map<string, DixonColesModel> {
  const at = parseIsoDate(asOf);
  const maxAgeMs = (fit.maxAgeDays ?? Number.POSITIVE_INFINITY) * 86_400_000;
  const byLeague = new Map<string, SoccerMatch[]>();
  for (const m of matches) {
    const t = parseIsoDate(m.date);
    if (isCup(m) || t >= at || at - t > maxAgeMs) continue;
    const list = byLeague.get(m.competition) ?? [];
    list.push(m);
    byLeague.set(m.competition, list);
  }
  const models = new Map<string, DixonColesModel>();
  for (const [league, list] of byLeague) {
    models.set(league, fitDixonColes(markClosedDoors(list), { ...fit, asOf }));
  }
  return models;
}

/**
 * The European matches as the offset fit reads them: a club of a fitted league becomes its
 * league, its domestic strengths moving into the match's fixed rate offsets. Two clubs of one
 * league meeting say nothing about that league's offset (and would be a side playing itself).
 */
function europeanLayerMatches(
  cup: readonly CompetitionMatch[],
  leagues: ReadonlyMap<string, string>,
  domestic: ReadonlyMap<string, DixonColesModel>,
): SoccerMatch[] {
  const side = (team: string) => {
    const league = leagues.get(team);
    const strength = league ? domestic.get(league)?.teams[team] : undefined;
    return strength && league
      ? { name: leagueKey(league), attack: strength.attack, defence: strength.defence }
      : { name: team, attack: 0, defence: 0 };
  };
  const out: SoccerMatch[] = [];
  for (const m of cup) {
    const h = side(m.home);
    const a = side(m.away);
    if (h.name === a.name) continue;
    out.push({
      date: m.date,
      home: h.name,
      away: a.name,
      homeGoals: m.homeGoals,
      awayGoals: m.awayGoals,
      neutral: m.neutral,
      homeRateOffset: h.attack + a.defence,
      awayRateOffset: a.attack + h.defence,
    });
  }
  return markClosedDoors(out);
}

/**
 * `domestic`: the leagues' own fits at asOf when the caller has them already (a bench trying
 * several European settings on one date); by default they are fitted here.
 */
export function fitLeagueOffsets(
  matches: readonly CompetitionMatch[],
  asOf: string,
  settings: CrossLeagueSettings,
  domesticFit: Omit<DixonColesFitOptions, 'asOf'>,
  domestic = fitDomesticLeagues(matches, asOf, domesticFit),
): CrossLeagueModel {
  // Only a cup match inside the fit's window ties the leagues together; one after the clock or
  // older than the window is no reason to fit (and the fit would fail on an empty window).
  if (!hasEuropeanMatch(matches, asOf, settings.maxAgeDays)) throw new NoEuropeanMatchesError(asOf);
  const leagues = domesticLeagues(matches, asOf);
  const layer = europeanLayerMatches(matches.filter(isCup), leagues, domestic);
  const clubs = new Set<string>();
  for (const m of layer) {
    for (const t of [m.home, m.away]) if (!t.startsWith('league:')) clubs.add(t);
  }
  const fitWith = (priorOf: (team: string) => TeamStrength, warmStart?: DixonColesModel) =>
    fitDixonColes(layer, {
      asOf,
      xi: settings.europeanXi,
      ridge: settings.europeanRidge,
      maxAgeDays: settings.maxAgeDays,
      priorMeans: Object.fromEntries([...clubs].map((t) => [t, priorOf(t)])),
      warmStart,
    });
  let priorOf = (_team: string): TeamStrength => settings.otherPrior;
  let european = fitWith(priorOf);
  if (settings.associationShrinkage !== undefined) {
    const countries = clubAssociations(matches);
    // Two refits: each re-estimates the association offsets from clubs already placed by them.
    for (let pass = 0; pass < ASSOCIATION_PASSES; pass++) {
      priorOf = associationPriors(european, countries, settings);
      european = fitWith(priorOf, european);
    }
  }
  return crossLeagueModel(commonScale(european, domestic, leagues), leagues, priorOf, domestic);
}

const ASSOCIATION_PASSES = 2;

/**
 * Each club's prior: the other-leagues prior plus its association's offset, the deviations of
 * the association's other clubs from that prior, summed and divided by (their number +
 * shrinkage) — their mean deviation pulled toward 0. A club's own deviation is left out of its
 * own prior, or its few matches would count twice; a club new to Europe gets all of them.
 */
export function associationPriors(
  european: DixonColesModel,
  countries: ReadonlyMap<string, string>,
  settings: CrossLeagueSettings,
): (team: string) => TeamStrength {
  const other = settings.otherPrior;
  const deviation = new Map<string, TeamStrength>();
  const sums = new Map<string, { attack: number; defence: number; n: number }>();
  for (const [team, t] of Object.entries(european.teams)) {
    const c = countries.get(team);
    if (team.startsWith('league:') || c === undefined) continue;
    // Back to the scale the prior means are on (the fit reports strengths centred on zero).
    const d = {
      attack: t.attack + european.priorShift.attack - other.attack,
      defence: t.defence + european.priorShift.defence - other.defence,
    };
    deviation.set(team, d);
    const s = sums.get(c) ?? { attack: 0, defence: 0, n: 0 };
    sums.set(c, { attack: s.attack + d.attack, defence: s.defence + d.defence, n: s.n + 1 });
  }
  const k = settings.associationShrinkage ?? Number.POSITIVE_INFINITY;
  return (team) => {
    const c = countries.get(team);
    const s = c === undefined ? undefined : sums.get(c);
    if (!s) return other;
    const own = deviation.get(team) ?? { attack: 0, defence: 0 };
    const n = s.n - (deviation.has(team) ? 1 : 0);
    if (!(n + k > 0)) return other;
    return {
      attack: other.attack + (s.attack - own.attack) / (n + k),
      defence: other.defence + (s.defence - own.defence) / (n + k),
    };
  };
}

/**
 * The European fit with every domestic club added at its domestic strength plus its league's
 * offset. A league with no European match in the window (the Championship) has no offset: its
 * clubs stay off the common scale, and meet other leagues' clubs as clubs of unknown strength
 * (the other-leagues prior) rather than as an average side of the scale.
 */
function commonScale(
  european: DixonColesModel,
  domestic: ReadonlyMap<string, DixonColesModel>,
  leagues: ReadonlyMap<string, string>,
): DixonColesModel {
  const teams: Record<string, DixonColesTeam> = {};
  for (const [team, t] of Object.entries(european.teams)) {
    if (!team.startsWith('league:')) teams[team] = t;
  }
  for (const [league, model] of domestic) {
    const offset = european.teams[leagueKey(league)];
    if (!offset) continue;
    for (const [team, t] of Object.entries(model.teams)) {
      if (leagues.get(team) !== league) continue;
      teams[team] = { ...t, attack: t.attack + offset.attack, defence: t.defence + offset.defence };
    }
  }
  return { ...european, teams };
}
