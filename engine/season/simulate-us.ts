import { mulberry32 } from '../random/mulberry32.ts';
import { logistic } from './logistic.ts';
import { Histograms, type SeasonOutcome, summarise } from './outcome.ts';
import { mlbPennant, type Strengths, worldSeries } from './postseason.ts';
import {
  MLB_FORMAT,
  type MlbFormat,
  NBA_PLAY_IN_LAST,
  NBA_PLAYOFF_SEEDS,
  NFL_PLAYOFF_SEEDS,
  type UsLeagueRules,
} from './us-rules.ts';
import { ConferenceSeeder } from './us-seeding.ts';
import { type UsAlignment, type UsResult, UsTable } from './us-table.ts';

export interface UsFixtureInput {
  home: number;
  away: number;
  /** The published home-win probability. */
  homeWin: number;
}

/**
 * A game the schedule holds for `team` whose opponent no stored row names (NBA/NFL games past
 * what a provider lists): played against a league-average side, it counts in the team's overall
 * record only (not head-to-head, division or conference).
 */
export interface UsOpenGameInput {
  team: number;
  /** The team's chance of winning it. */
  win: number;
}

export interface UsSeasonInput {
  league: UsLeagueRules;
  alignment: UsAlignment;
  played: readonly UsResult[];
  fixtures: readonly UsFixtureInput[];
  /** Games against an unnamed average opponent, simulated after `fixtures`. */
  openGames?: readonly UsOpenGameInput[];
  /**
   * Elo ratings at the clock and the home advantage in Elo points: price the NBA play-in games,
   * which are not in the schedule.
   */
  ratings: Float64Array;
  homeAdvantage: number;
  /**
   * Elo K for moving ratings with simulated results (0 keeps every game's probability fixed).
   * A team that wins in a simulation is a little stronger for the rest of it, as Elo would
   * have it after a real win; this widens the spread of outcomes the way real seasons spread.
   */
  ratingK: number;
  simulations: number;
  seed: number;
  /** MLB: the season's postseason format (mlbFormat), the current one by default. */
  mlbFormat?: MlbFormat;
  /**
   * MLB: play out the postseason bracket (engine/season/postseason.ts) from `ratings` and the
   * simulated rating moves, adding the pennant and World Series ('title') chances.
   */
  postseason?: boolean;
}

const ELO_SCALE = Math.LN10 / 400;
const logit = (p: number) => Math.log(p / (1 - p));
const clampP = (p: number) => Math.min(Math.max(p, 1e-6), 1 - 1e-6);

/** Current standings (played games only) with every conference seeded. */
export function currentUsTable(input: Pick<UsSeasonInput, 'league' | 'alignment' | 'played'>) {
  const n = input.alignment.conference.length;
  const table = new UsTable(n, input.alignment, mulberry32(1));
  for (const g of input.played) {
    table.add(g.home, g.away, g.homeResult);
    table.scored[g.home]! += g.homeScore;
    table.conceded[g.home]! += g.awayScore;
    table.scored[g.away]! += g.awayScore;
    table.conceded[g.away]! += g.homeScore;
  }
  const seeder = new ConferenceSeeder(input.league, input.alignment);
  seeder.seed(table);
  return { table, seeds: seeder.seeds };
}

/** Chance keys by league: each counted per simulation in `tally`. */
const KEYS: Record<UsLeagueRules, readonly string[]> = {
  NBA: ['playoffs', 'playIn', 'makePlayoffs', 'topSeed'],
  NFL: ['divisionTitle', 'playoffs', 'topSeed'],
  MLB: ['divisionTitle', 'playoffs', 'bye', 'topSeed'],
};

/**
 * Simulates the rest of an NBA or NFL regular season: each game drawn from its published
 * probability (moved by the simulated rating changes when `ratingK` > 0), then the games whose
 * opponent is not known from the team's chance against an average side, the standings seeded
 * by the league's rules, and for the NBA the play-in games played out.
 */
export function simulateUsSeason(input: UsSeasonInput): SeasonOutcome {
  const { alignment, fixtures, simulations, league } = input;
  const n = alignment.conference.length;
  const random = mulberry32(input.seed);
  const base = currentUsTable(input).table;
  const table = new UsTable(n, alignment, random);
  const seeder = new ConferenceSeeder(league, alignment);
  const homes = Int32Array.from(fixtures, (f) => f.home);
  const aways = Int32Array.from(fixtures, (f) => f.away);
  const logits = Float64Array.from(fixtures, (f) => logit(clampP(f.homeWin)));
  const drift = new Float64Array(n);
  const k = input.ratingK;

  const open = input.openGames ?? [];
  const openTeams = Int32Array.from(open, (g) => g.team);
  const openLogits = Float64Array.from(open, (g) => logit(clampP(g.win)));
  const remaining = new Int32Array(n);
  for (const f of fixtures) {
    remaining[f.home]!++;
    remaining[f.away]!++;
  }
  for (const g of open) remaining[g.team]!++;
  let width = 1;
  for (let t = 0; t < n; t++) width = Math.max(width, 2 * (base.games[t]! + remaining[t]!) + 1);
  const values = new Histograms(n, width);
  const positionCounts = new Int32Array(n * n);
  const chances: Record<string, Float64Array> = {};
  const postseason = league === 'MLB' && input.postseason === true;
  for (const key of [...KEYS[league], ...(postseason ? ['pennant', 'title'] : [])]) {
    chances[key] = new Float64Array(n);
  }
  const format = input.mlbFormat ?? MLB_FORMAT;
  const strengths: Strengths = {
    ratings: input.ratings,
    drift,
    homeAdvantage: input.homeAdvantage,
  };
  const record = (t: number) => (table.games[t]! ? table.halfWins[t]! / table.games[t]! : 0);

  for (let s = 0; s < simulations; s++) {
    table.reset(base);
    drift.fill(0);
    for (let g = 0; g < fixtures.length; g++) {
      const h = homes[g]!;
      const a = aways[g]!;
      const p = logistic(logits[g]! + (drift[h]! - drift[a]!) * ELO_SCALE);
      const won = random() < p ? 1 : 0;
      table.add(h, a, won);
      if (k > 0) {
        drift[h]! += k * (won - p);
        drift[a]! -= k * (won - p);
      }
    }
    for (let g = 0; g < open.length; g++) {
      const t = openTeams[g]!;
      const p = logistic(openLogits[g]! + drift[t]! * ELO_SCALE);
      const won = random() < p ? 1 : 0;
      table.addOpen(t, won);
      drift[t]! += k * (won - p);
    }
    seeder.seed(table);
    for (let t = 0; t < n; t++) values.add(t, table.halfWins[t]!);
    for (const seeds of seeder.seeds) {
      for (let p = 0; p < seeds.length; p++) positionCounts[seeds[p]! * n + p]!++;
      if (league === 'NBA') tallyNba(seeds, input, drift, chances, random);
      else if (league === 'MLB') tallyMlb(seeds, table, chances, format);
      else tallyNfl(seeds, table, chances);
    }
    if (postseason) {
      const [al, nl] = seeder.seeds.map((seeds) => mlbPennant(seeds, format, strengths, random));
      chances.pennant![al!]!++;
      chances.pennant![nl!]!++;
      chances.title![worldSeries(al!, nl!, record, strengths, random)]!++;
    }
  }
  return summarise(n, simulations, positionCounts, values, 2, chances);
}

function tallyNfl(seeds: Int32Array, table: UsTable, chances: Record<string, Float64Array>) {
  chances.topSeed![seeds[0]!]!++;
  for (let p = 0; p < Math.min(NFL_PLAYOFF_SEEDS, seeds.length); p++) {
    chances.playoffs![seeds[p]!]!++;
    if (table.leader[seeds[p]!]) chances.divisionTitle![seeds[p]!]!++;
  }
}

function tallyMlb(
  seeds: Int32Array,
  table: UsTable,
  chances: Record<string, Float64Array>,
  format: MlbFormat,
) {
  chances.topSeed![seeds[0]!]!++;
  for (let p = 0; p < Math.min(format.playoffs, seeds.length); p++) {
    chances.playoffs![seeds[p]!]!++;
    if (p < format.byes) chances.bye![seeds[p]!]!++;
    if (table.leader[seeds[p]!]) chances.divisionTitle![seeds[p]!]!++;
  }
}

/** The chance that `home` beats `away` at home, from the (drifted) ratings. */
function playInWin(input: UsSeasonInput, drift: Float64Array, home: number, away: number) {
  const diff = input.ratings[home]! + drift[home]! - input.ratings[away]! - drift[away]!;
  return 1 / (1 + Math.exp(-(diff + input.homeAdvantage) * ELO_SCALE));
}

function tallyNba(
  seeds: Int32Array,
  input: UsSeasonInput,
  drift: Float64Array,
  chances: Record<string, Float64Array>,
  random: () => number,
) {
  chances.topSeed![seeds[0]!]!++;
  for (let p = 0; p < Math.min(NBA_PLAYOFF_SEEDS, seeds.length); p++) {
    chances.playoffs![seeds[p]!]!++;
    chances.makePlayoffs![seeds[p]!]!++;
  }
  if (seeds.length < NBA_PLAY_IN_LAST) return;
  for (let p = NBA_PLAYOFF_SEEDS; p < NBA_PLAY_IN_LAST; p++) chances.playIn![seeds[p]!]!++;
  // 7 v 8 at the 7th's court: the winner is the 7th seed.
  const s7 = seeds[6]!;
  const s8 = seeds[7]!;
  const s9 = seeds[8]!;
  const s10 = seeds[9]!;
  const sevenWins = random() < playInWin(input, drift, s7, s8);
  const seventh = sevenWins ? s7 : s8;
  const loser = sevenWins ? s8 : s7;
  // 9 v 10 at the 9th's court; its winner visits the 7 v 8 loser for the 8th seed.
  const nineWins = random() < playInWin(input, drift, s9, s10);
  const survivor = nineWins ? s9 : s10;
  const eighth = random() < playInWin(input, drift, loser, survivor) ? loser : survivor;
  chances.makePlayoffs![seventh]!++;
  chances.makePlayoffs![eighth]!++;
}
