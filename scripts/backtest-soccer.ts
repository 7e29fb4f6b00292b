import { backtestSoccer, type SoccerBacktestMatch } from '../engine/backtest/soccer.ts';
import { markClosedDoors, PROMOTED_TEAM_PRIOR, SOCCER_FIT } from '../engine/soccer/index.ts';
import { loadLeagueHistory, toSoccerMatch } from '../server/data/ingest/history.ts';
import type { ParsedMatch } from '../server/data/ingest/types.ts';
import { type LeagueId, SOCCER_LEAGUE_IDS } from '../server/data/reference/leagues.ts';

const label = (start: number) => `${start}/${String((start + 1) % 100).padStart(2, '0')}`;

function price(
  match: ParsedMatch,
  kind: 'opening' | 'closing',
  bookmaker: string,
): number[] | undefined {
  return match.odds
    .find((o) => o.kind === kind)
    ?.quotes.find((q) => q.market === '1x2' && q.bookmaker === bookmaker)?.prices;
}

/** The soccer walk-forward backtest of one league, read from the mirror's files. */
export async function backtestSoccerLeague(
  dataDir: string,
  league: string,
  from: number,
  to: number,
) {
  if (!SOCCER_LEAGUE_IDS.has(league))
    throw new Error(`Unknown league ${league}: use E0, E1, SP1, D1, I1, F1, NBA or NFL.`);
  const history = loadLeagueHistory(dataDir, league as LeagueId).filter(
    (m) => m.homeScore !== null,
  );
  const matches: SoccerBacktestMatch[] = markClosedDoors(
    history.map((m) => ({
      ...toSoccerMatch(m),
      kickoff: m.kickoff.toISOString(),
      season: m.season,
      pinnacleOpening: price(m, 'opening', 'Pinnacle'),
      averageOpening: price(m, 'opening', 'Market average'),
      maximumOpening: price(m, 'opening', 'Market maximum'),
      pinnacleClosing: price(m, 'closing', 'Pinnacle'),
    })),
  );
  const seasons: string[] = [];
  for (let s = from; s <= to; s++) seasons.push(label(s));
  const report = backtestSoccer(matches, {
    seasons,
    warmupSeasons: [label(from - 2), label(from - 1)],
    // Settings chosen on 2015/16–2018/19 only: slow decay on goals, fast decay on a
    // shots-on-target proxy weighted 0.75, a light ridge, and a weaker prior for promoted sides.
    fit: SOCCER_FIT,
    promotedPrior: PROMOTED_TEAM_PRIOR,
  });
  return {
    columns: {
      model:
        'Dixon–Coles on goals and a shots-on-target proxy (HST/AST), time-decayed, 2020–21 closed-doors matches with their own home advantage, refitted weekly on matches before each refit',
      published:
        'model pooled with Pinnacle pre-match PSH/PSD/PSA (market average AvgH… when missing), weight fitted on earlier seasons',
      closing: 'Pinnacle closing PSCH/PSCD/PSCA, de-vigged multiplicatively: evaluation only',
      averageOpening: 'market average pre-match AvgH/AvgD/AvgA (BbAv… in older files), de-vigged',
      valueBets:
        'published EV above the threshold at the best pre-match price (MaxH…), flat stakes; CLV vs Pinnacle closing',
    },
    ...report,
  };
}
