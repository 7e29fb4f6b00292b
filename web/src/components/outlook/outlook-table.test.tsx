import type { LeagueOutlook, OutlookTeam } from '@contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatChance, formatWinPct } from '../../lib/outlook.ts';
import { OutlookTable } from './outlook-table.tsx';

function team(
  teamId: number,
  name: string,
  position: number,
  chances: OutlookTeam['chances'],
  extra: Partial<OutlookTeam> = {},
): OutlookTeam {
  return {
    teamId,
    team: name,
    conference: null,
    division: null,
    standing: {
      position,
      played: 21,
      won: 15,
      drawn: 4,
      lost: 2,
      scored: 48,
      conceded: 19,
      points: 49,
      winPct: null,
    },
    remaining: 17,
    projection: {
      expected: 84.4,
      low: 79,
      high: 90,
      expectedPosition: position,
      positions: [0.62, 0.3, 0.08],
    },
    chances,
    ...extra,
  };
}

const PREMIER: LeagueOutlook = {
  leagueId: 'E0',
  league: 'Premier League',
  sport: 'soccer',
  season: '2024/25',
  asOf: '2025-01-15T12:00:00.000Z',
  simulations: 10_000,
  playedFixtures: 210,
  remainingFixtures: 170,
  undatedFixtures: 0,
  scheduleNote: null,
  measure: 'points',
  columns: [
    { key: 'title', label: 'Title', description: 'Finishing first' },
    { key: 'top4', label: 'Top 4', description: 'Finishing in the top four' },
    { key: 'relegation', label: 'Relegated', description: 'Finishing in the bottom three' },
  ],
  conferences: [],
  // Out of order on purpose: the table sorts by the current position.
  teams: [
    team(3, 'Leicester', 18, { title: 0, top4: 0, relegation: 0.654 }),
    team(2, 'Liverpool', 1, { title: 0.78, top4: 0.999, relegation: 0 }),
    team(1, 'Arsenal', 2, { title: 0.15, top4: 0.96, relegation: 0 }),
  ],
  rules: [],
};

/** The cells of each body row, tags stripped. */
function rows(html: string) {
  const body = html.slice(html.indexOf('<tbody>'));
  return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) =>
      cell[1]!
        .replace(/<[^>]+>/g, '')
        .replace(/&gt;/g, '>')
        .replace(/&lt;/g, '<'),
    ),
  );
}

describe('the outlook table', () => {
  it('lists the table now beside the projection, in table order, with every chance column', () => {
    const html = renderToStaticMarkup(<OutlookTable outlook={PREMIER} />);
    expect(html).toContain('<caption');
    expect(html).toContain('Premier League 2024/25: the table now and the projection');
    expect(html).toMatch(/<th scope="colgroup"[^>]*>Now<\/th>/);
    expect(html).toMatch(/Projected \(10,000 simulations\)/);
    for (const label of ['Title', 'Top 4', 'Relegated']) {
      expect(html).toMatch(new RegExp(`<th scope="col"[^>]*>${label}</th>`));
    }
    const [liverpool, arsenal, leicester] = rows(html);
    expect(liverpool).toEqual([
      '1Liverpool',
      '21',
      '15',
      '4',
      '2',
      '+29',
      '49',
      '17',
      '84(79–90)',
      '78%',
      '>99%',
      '0%',
    ]);
    expect(arsenal![0]).toBe('2Arsenal');
    expect(leicester!.slice(-3)).toEqual(['0%', '0%', '65%']);
    expect(html).not.toContain('data-highlighted');
  });

  it('shows the games each team has left under a header a screen reader hears whole', () => {
    const html = renderToStaticMarkup(
      <OutlookTable
        outlook={{
          ...PREMIER,
          teams: PREMIER.teams.map((t) => ({ ...t, remaining: 30 - t.standing.position })),
        }}
      />,
    );
    expect(html).toMatch(
      /<th scope="col" aria-label="Games left"[^>]*><abbr title="Games left">Left<\/abbr><\/th>/,
    );
    // Liverpool (1st) has 29 left, Arsenal 28, Leicester 12: the column after points.
    expect(rows(html).map((cells) => cells[7])).toEqual(['29', '28', '12']);
  });

  it('highlights the team asked about and emphasises the column asked about', () => {
    const html = renderToStaticMarkup(
      <OutlookTable
        outlook={PREMIER}
        highlight={{ teamId: 3, column: 'relegation', position: null, group: null }}
      />,
    );
    const highlighted = [...html.matchAll(/<tr[^>]*data-highlighted="true"[^>]*>(.*?)<\/tr>/g)];
    expect(highlighted).toHaveLength(1);
    expect(highlighted[0]![1]).toContain('Leicester');
    // Screen readers hear which row was asked about, not only see its colour.
    expect(highlighted[0]![1]).toContain('(the team asked about)');
    expect(
      [...html.matchAll(/<th[^>]*data-emphasised="true"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]),
    ).toEqual(['Relegated']);
  });

  it('adds the place asked about as its own column', () => {
    const html = renderToStaticMarkup(
      <OutlookTable
        outlook={PREMIER}
        highlight={{ teamId: 1, column: null, position: 2, group: null }}
      />,
    );
    expect(html).toMatch(/<th[^>]*data-emphasised="true"[^>]*>2nd place<\/th>/);
    expect(rows(html)[0]!.at(-1)).toBe('30%');
  });

  it('splits the NBA and NFL by conference and shows records as wins, losses and win rate', () => {
    const nba: LeagueOutlook = {
      ...PREMIER,
      leagueId: 'NBA',
      league: 'NBA',
      sport: 'basketball',
      measure: 'wins',
      conferences: ['East', 'West'],
      columns: [{ key: 'makePlayoffs', label: 'Play-offs', description: 'Seeds 1–8' }],
      teams: [
        team(21, 'Boston Celtics', 2, { makePlayoffs: 1 }, { conference: 'East' }),
        team(20, 'Los Angeles Lakers', 5, { makePlayoffs: 0.64 }, { conference: 'West' }),
      ].map((t) => ({ ...t, standing: { ...t.standing, drawn: null, points: null, winPct: 0.6 } })),
    };
    const html = renderToStaticMarkup(
      <OutlookTable
        outlook={nba}
        highlight={{ teamId: null, column: 'makePlayoffs', position: null, group: 'West' }}
      />,
    );
    // The conference asked about stands out; the other does not.
    expect(
      [...html.matchAll(/<tr[^>]*data-in-group="true"[^>]*>(.*?)<\/tr>/g)].map((m) =>
        m[1]!.includes('Lakers'),
      ),
    ).toEqual([true]);
    expect(html).toContain('NBA East 2024/25');
    expect(html).toContain('NBA West 2024/25');
    expect(html.match(/<table/g)).toHaveLength(2);
    expect(rows(html.slice(html.indexOf('NBA West')))[0]).toEqual([
      '5Los Angeles Lakers',
      '15',
      '2',
      '.600',
      '17',
      '84.4(79–90)',
      '64%',
    ]);
  });

  it('shows the NHL as wins, losses, overtime losses and points, a dash where they are not known', () => {
    const nhl: LeagueOutlook = {
      ...PREMIER,
      leagueId: 'NHL',
      league: 'NHL',
      sport: 'ice-hockey',
      measure: 'points',
      conferences: ['East', 'West'],
      columns: [{ key: 'title', label: 'Stanley Cup', description: 'Winning the Stanley Cup' }],
      teams: [
        team(50, 'Washington Capitals', 1, { title: 0.06 }, { conference: 'East' }),
        team(51, 'Winnipeg Jets', 1, { title: 0.14 }, { conference: 'West' }),
      ].map((t, i) => ({
        ...t,
        standing: {
          ...t.standing,
          played: 52,
          won: 34,
          lost: i === 0 ? 18 : 12,
          drawn: i === 0 ? null : 6,
          points: i === 0 ? null : 74,
          winPct: 0.654,
        },
      })),
    };
    const html = renderToStaticMarkup(<OutlookTable outlook={nhl} />);
    expect(html).toContain('Eastern Conference');
    expect(html).toContain('<abbr title="Lost in overtime or a shoot-out">OTL</abbr>');
    expect(rows(html.slice(0, html.indexOf('Western Conference')))[0]).toEqual([
      '1Washington Capitals',
      '52',
      '34',
      '18',
      '–',
      '–',
      '17',
      '84(79–90)',
      '6%',
    ]);
    expect(rows(html.slice(html.indexOf('Western Conference')))[0]!.slice(1, 6)).toEqual([
      '52',
      '34',
      '12',
      '6',
      '74',
    ]);
  });

  it('shows the final table alone once the season is over', () => {
    const html = renderToStaticMarkup(<OutlookTable outlook={PREMIER} projection={false} />);
    expect(html).toContain('final table');
    expect(html).not.toContain('Projected');
    expect(rows(html)[0]).toHaveLength(7);
  });

  it('never rounds a real chance to 0% or 100%', () => {
    expect(formatChance(0.004)).toBe('<1%');
    expect(formatChance(0.996)).toBe('>99%');
    expect(formatChance(0)).toBe('0%');
    expect(formatChance(1)).toBe('100%');
    expect(formatChance(0.455)).toBe('46%');
    expect(formatWinPct(0.6049)).toBe('.605');
    expect(formatWinPct(1)).toBe('1.000');
  });
});
