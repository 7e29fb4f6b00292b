import {
  MLB_DIVISION_ORDER,
  MLB_SEED_ORDER,
  NBA_CONFERENCE_ORDER,
  NBA_DIVISION_ORDER,
  NFL_DIVISION_ORDER,
  NFL_SEED_ORDER,
  type UsLeagueRules,
} from './us-rules.ts';

const DIVISION_ORDER = {
  NBA: NBA_DIVISION_ORDER,
  NFL: NFL_DIVISION_ORDER,
  MLB: MLB_DIVISION_ORDER,
};

import type { UsAlignment, UsTable } from './us-table.ts';

/**
 * Seeds each conference from a table. Team lists per conference and division are built once;
 * `seed` reuses scratch arrays, so it allocates nothing per simulation. After `seed`,
 * `seeds[c]` holds conference c's teams in seed order and `leaderOf` the division winners.
 */
export class ConferenceSeeder {
  readonly seeds: Int32Array[];
  private readonly conferenceTeams: Int32Array[];
  private readonly divisionTeams: Int32Array[];
  private readonly divisionScratch: Int32Array[];
  /** NFL and MLB: division winners of a conference (league), then the others. */
  private readonly winners: Int32Array;
  private readonly others: Int32Array;

  constructor(
    readonly league: UsLeagueRules,
    alignment: UsAlignment,
  ) {
    const n = alignment.conference.length;
    const byConference: number[][] = [[], []];
    const byDivision: number[][] = [];
    for (let t = 0; t < n; t++) {
      byConference[alignment.conference[t]!]!.push(t);
      const d = alignment.division[t]!;
      byDivision[d] = [...(byDivision[d] ?? []), t];
    }
    this.conferenceTeams = byConference.map((list) => Int32Array.from(list));
    this.seeds = byConference.map((list) => new Int32Array(list.length));
    this.divisionTeams = byDivision.filter(Boolean).map((list) => Int32Array.from(list));
    this.divisionScratch = this.divisionTeams.map((list) => new Int32Array(list.length));
    this.winners = new Int32Array(n);
    this.others = new Int32Array(n);
  }

  seed(table: UsTable): void {
    table.leader.fill(0);
    const divisionOrder = DIVISION_ORDER[this.league];
    for (let d = 0; d < this.divisionTeams.length; d++) {
      const scratch = this.divisionScratch[d]!;
      scratch.set(this.divisionTeams[d]!);
      table.rank(scratch, 0, scratch.length, divisionOrder);
      table.leader[scratch[0]!] = 1;
    }
    for (let c = 0; c < this.seeds.length; c++) {
      if (this.league === 'NBA') this.seedNba(table, c);
      else this.seedWinnersFirst(table, c);
    }
  }

  private seedNba(table: UsTable, c: number): void {
    const seeds = this.seeds[c]!;
    seeds.set(this.conferenceTeams[c]!);
    table.rank(seeds, 0, seeds.length, NBA_CONFERENCE_ORDER);
  }

  /**
   * Division winners are the first seeds whatever their record (NFL 1–4, MLB 1–3); the rest
   * follow as wild cards.
   */
  private seedWinnersFirst(table: UsTable, c: number): void {
    const order = this.league === 'MLB' ? MLB_SEED_ORDER : NFL_SEED_ORDER;
    const teams = this.conferenceTeams[c]!;
    const seeds = this.seeds[c]!;
    let w = 0;
    let o = 0;
    for (let i = 0; i < teams.length; i++) {
      const t = teams[i]!;
      if (table.leader[t]) this.winners[w++] = t;
      else this.others[o++] = t;
    }
    table.rank(this.winners, 0, w, order);
    table.rank(this.others, 0, o, order);
    for (let i = 0; i < w; i++) seeds[i] = this.winners[i]!;
    for (let i = 0; i < o; i++) seeds[w + i] = this.others[i]!;
  }
}
