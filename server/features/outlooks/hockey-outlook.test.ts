import { describe, expect, it } from 'vitest';
import { NHL_TEAMS } from '../../data/reference/nhl-teams.ts';
import type { LeagueMatchRow } from '../../db/queries/sports-catalogue.ts';
import { hockeyOutlook } from './hockey-outlook.ts';
import { offSeasonNote } from './outlook-text.ts';
import { splitSeason } from './season-rows.ts';

/** Every franchise by id 1–32; a handful of 2024/25 games among four of them. */
const names = (id: number) => NHL_TEAMS[id - 1]!.name;
const id = (name: string) => NHL_TEAMS.findIndex((t) => t.name === name) + 1;
const TOR = id('Toronto Maple Leafs');
const BOS = id('Boston Bruins');
const MTL = id('Montreal Canadiens');
const OTT = id('Ottawa Senators');

let nextId = 1;
const game = (
  home: number,
  away: number,
  homeScore: number,
  awayScore: number,
): LeagueMatchRow => ({
  id: nextId++,
  kickoff: new Date(Date.UTC(2024, 9, 10 + nextId)),
  kickoffTimeKnown: true,
  season: '2024/25',
  homeTeamId: home,
  awayTeamId: away,
  homeScore,
  awayScore,
  stats: null,
});

/** Every other franchise plays once, so all 32 are in the season. */
function season(extra: LeagueMatchRow[]) {
  const rest = NHL_TEAMS.map((_, i) => i + 1).filter((t) => ![TOR, BOS, MTL, OTT].includes(t));
  const fillers = [];
  for (let i = 0; i < rest.length; i += 2) fillers.push(game(rest[i]!, rest[i + 1]!, 4, 1));
  return [...extra, ...fillers];
}

const outlook = (rows: LeagueMatchRow[], endings: Map<number, string>) =>
  hockeyOutlook(
    splitSeason('NHL', '2024/25', rows, new Date('2025-02-02T08:00:00Z'), new Map()),
    endings,
    names,
    2000,
    1,
  );

describe('NHL standings', () => {
  it('gives the overtime or shoot-out loser a point, and a win by two goals is a regulation one', () => {
    const tor = game(TOR, BOS, 3, 2); // overtime
    const bos = game(BOS, MTL, 2, 1); // shoot-out
    const mtl = game(MTL, OTT, 5, 2); // by three: regulation, no source needed
    const ott = game(OTT, TOR, 4, 3); // regulation, as the source says
    const endings = new Map([
      [tor.id, 'overtime'],
      [bos.id, 'shootout'],
      [ott.id, 'regulation'],
    ]);
    const o = outlook(season([tor, bos, mtl, ott]), endings);
    const line = (team: number) => o.teams.find((t) => t.teamId === team)!.standing;
    expect(line(TOR)).toMatchObject({ played: 2, won: 1, drawn: 0, lost: 1, points: 2 });
    expect(line(BOS)).toMatchObject({ played: 2, won: 1, drawn: 1, lost: 0, points: 3 });
    expect(line(MTL)).toMatchObject({ played: 2, won: 1, drawn: 1, lost: 0, points: 3 });
    expect(line(OTT)).toMatchObject({ played: 2, won: 1, drawn: 0, lost: 1, points: 2 });
    // Nothing is left: the final points are the points, in every simulation.
    expect(o.outcome.expected[o.teams.find((t) => t.teamId === BOS)!.teamId - 1]).toBe(3);
    expect(o.rules.join(' ')).not.toMatch(/not in the data/);
  });

  it('does not show points it cannot know: a one-goal game with no ending on file', () => {
    const unknown = game(TOR, BOS, 3, 2);
    const o = outlook(season([unknown]), new Map());
    const bos = o.teams.find((t) => t.teamId === BOS)!;
    expect(bos.standing).toMatchObject({ won: 0, lost: 1, drawn: null, points: null });
    // Boston's point is drawn in each simulation at the one-goal share (51%).
    expect(bos.projection.expected).toBeGreaterThan(0.4);
    expect(bos.projection.expected).toBeLessThan(0.62);
    expect(o.rules.join(' ')).toMatch(
      /How 1 game won by one goal ended \(in regulation or past it\) is not in the data/,
    );
  });
});

describe('a season the data holds only part of', () => {
  it('says the table is not the season’s once nothing is left, rather than call it final', () => {
    const rows = splitSeason(
      'NHL',
      '2024/25',
      season([game(TOR, BOS, 4, 1)]),
      new Date('2025-07-01T00:00:00Z'),
      new Map(),
    );
    expect(offSeasonNote(rows, 'NHL', new Date('2025-07-01T00:00:00Z'))).toMatch(
      /^Only 15 games of the 2024\/25 NHL regular season are on file \(each team plays 82\), so this table is not the season's/,
    );
  });
});
