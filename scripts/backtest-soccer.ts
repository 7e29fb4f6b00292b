import {
  backtestSoccer,
  type SoccerBacktestMatch,
  soccerForecasts,
} from '../engine/backtest/soccer.ts';
import { SOCCER_BLEND_WEIGHTS } from '../engine/predict/blend-weights.ts';
import { markClosedDoors, PROMOTED_TEAM_PRIOR, SOCCER_FIT } from '../engine/soccer/index.ts';
import { loadLeagueHistory, toSoccerMatch } from '../server/data/ingest/history.ts';
import type { ParsedMatch } from '../server/data/ingest/types.ts';
import { type LeagueId, SOCCER_LEAGUE_IDS } from '../server/data/reference/leagues.ts';

export const seasonLabel = (start: number) =>
  `${start}/${String((start + 1) % 100).padStart(2, '0')}`;

function price(
  match: ParsedMatch,
  kind: 'opening' | 'closing',
  bookmaker: string,
): number[] | undefined {
  return match.odds
    .find((o) => o.kind === kind)
    ?.quotes.find((q) => q.market === '1x2' && q.bookmaker === bookmaker)?.prices;
}

/**
 * A soccer league's played matches with the prices the backtest reads, from the mirror. Each
 * carries the database's natural key as its id (league:local-date:home:away), so a caller can
 * join what the database adds (bench/soccer-xg.ts: expected goals).
 */
export function loadSoccerMatches(dataDir: string, league: string): SoccerBacktestMatch[] {
  if (!SOCCER_LEAGUE_IDS.has(league))
    throw new Error(`Unknown league ${league}: use E0, E1, SP1, D1, I1, F1, NBA or NFL.`);
  const history = loadLeagueHistory(dataDir, league as LeagueId).filter(
    (m) => m.homeScore !== null,
  );
  return markClosedDoors(
    history.map((m) => ({
      ...toSoccerMatch(m),
      id: `${m.leagueId}:${m.localDate}:${m.home}:${m.away}`,
      kickoff: m.kickoff.toISOString(),
      season: m.season,
      pinnacleOpening: price(m, 'opening', 'Pinnacle'),
      averageOpening: price(m, 'opening', 'Market average'),
      maximumOpening: price(m, 'opening', 'Market maximum'),
      pinnacleClosing: price(m, 'closing', 'Pinnacle'),
    })),
  );
}

const seasonsBetween = (from: number, to: number) => {
  const seasons: string[] = [];
  for (let s = from; s <= to; s++) seasons.push(seasonLabel(s));
  return seasons;
};

/**
 * The walk-forward forecasts of every priced match of the seasons `from`…`to` (no closing price
 * needed): what scripts/fit-blend-weights.ts pools across leagues to fit the blend weight.
 */
export function soccerLeagueForecasts(dataDir: string, league: string, from: number, to: number) {
  return soccerForecasts(loadSoccerMatches(dataDir, league), {
    seasons: [],
    warmupSeasons: seasonsBetween(from, to),
    fit: SOCCER_FIT,
    promotedPrior: PROMOTED_TEAM_PRIOR,
  }).rows;
}

/**
 * The soccer walk-forward backtest of one league, read from the mirror's files. `blend`:
 * 'pooled' (default, as served) takes each season's blend weight from SOCCER_BLEND_WEIGHTS,
 * fitted on every soccer league's earlier seasons (a season it lacks: the latest fitted one's);
 * 'league' fits it on this league's own earlier
 * seasons (the two warm-up seasons and the scored ones before).
 */
export async function backtestSoccerLeague(
  dataDir: string,
  league: string,
  from: number,
  to: number,
  blend: 'pooled' | 'league' = 'pooled',
) {
  const report = backtestSoccer(loadSoccerMatches(dataDir, league), {
    seasons: seasonsBetween(from, to),
    warmupSeasons: [seasonLabel(from - 2), seasonLabel(from - 1)],
    // Settings chosen on 2015/16–2018/19 only: slow decay on goals, fast decay on a
    // shots-on-target proxy weighted 0.75, a light ridge, and a weaker prior for promoted sides.
    fit: SOCCER_FIT,
    promotedPrior: PROMOTED_TEAM_PRIOR,
    blendWeights: blend === 'pooled' ? SOCCER_BLEND_WEIGHTS : undefined,
  });
  return {
    columns: {
      model:
        'Dixon–Coles on goals and a shots-on-target proxy (HST/AST), time-decayed, 2020–21 closed-doors matches with their own home advantage, refitted weekly on matches before each refit',
      published:
        blend === 'pooled'
          ? "model pooled with Pinnacle pre-match PSH/PSD/PSA (market average AvgH… when missing), weight fitted on the six leagues' earlier seasons (SOCCER_BLEND_WEIGHTS; a season it lacks takes the latest fitted season's, as blendWeightSource says)"
          : "model pooled with Pinnacle pre-match PSH/PSD/PSA (market average AvgH… when missing), weight fitted on this league's earlier seasons",
      closing: 'Pinnacle closing PSCH/PSCD/PSCA, de-vigged multiplicatively: evaluation only',
      averageOpening: 'market average pre-match AvgH/AvgD/AvgA (BbAv… in older files), de-vigged',
      valueBets:
        'published EV above the threshold at the best pre-match price (MaxH…), flat stakes; CLV vs Pinnacle closing',
    },
    ...report,
  };
}
