// MLB and NHL games for the walk-forward backtest, read from the mirror's files through the same
// parsers and merge the ingest uses (server/data/ingest/mlb-nhl-ingest.ts).
import { backtestBaseball, backtestHockey } from '../engine/backtest/mlb-nhl.ts';
import type { BaseballGame } from '../engine/baseball/index.ts';
import { listedStarterIds } from '../engine/baseball/listed-identity.ts';
import type { GoalieLine, HockeyGame, SettledIn } from '../engine/hockey/index.ts';
import { closingMoneyline } from '../engine/market/closing-moneyline.ts';
import { discoverSourceFiles, type SourceFile } from '../server/data/ingest/discover.ts';
import { mergedGames } from '../server/data/ingest/mlb-nhl-ingest.ts';
import type {
  Goalie,
  MergedGame,
  Pitcher,
  StarterRecord,
} from '../server/data/ingest/mlb-nhl-types.ts';
import type { ParseProblem } from '../server/data/ingest/types.ts';

type Priced<T> = T & { moneyline?: [number, number]; kickoff: Date };

function merged(dataDir: string, leagueId: 'MLB' | 'NHL'): MergedGame[] {
  const files = discoverSourceFiles(dataDir).filter(
    (f): f is Extract<SourceFile, { kind: 'mlb-nhl' }> =>
      f.kind === 'mlb-nhl' && f.leagueId === leagueId,
  );
  const problems: ParseProblem[] = [];
  return mergedGames(leagueId, files, problems)
    .filter((g) => g.homeScore !== null && g.awayScore !== null)
    .sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime());
}

const startersOf = (game: MergedGame, kind: StarterRecord['kind'], side: 'home' | 'away') =>
  game.starters.find((s) => s.kind === kind && s.side === side)?.players ?? [];

/** A season label ('2019', '2019/20') as the year the season starts. */
const startYear = (season: string) => Number(season.slice(0, 4));

/**
 * MLB: the pitcher the line was priced on is the starter known before the game; his identity
 * is his Retrosheet id once an earlier game showed that listing beside that pitcher starting
 * (the listing is a short name: 'FHERNANDZ'), learnt in date order so no game's own start
 * names its listing. Without a listing (2023–2024) nothing is known before the game.
 */
export function loadBaseballGames(dataDir: string): Priced<BaseballGame>[] {
  const games = merged(dataDir, 'MLB');
  const listed = (game: MergedGame, side: 'home' | 'away') =>
    startersOf(game, 'listed', side)[0] as Pitcher | undefined;
  const actual = (game: MergedGame, side: 'home' | 'away') =>
    startersOf(game, 'actual', side)[0] as Pitcher | undefined;
  const knownIds = listedStarterIds(
    games.map((game) => [
      { team: game.home, listing: listed(game, 'home')?.name, actualId: actual(game, 'home')?.id },
      { team: game.away, listing: listed(game, 'away')?.name, actualId: actual(game, 'away')?.id },
    ]),
  );
  return games.map((game, i) => ({
    id: `${game.localDate}:${game.home}:${game.away}:${game.doubleHeader ?? 0}:${i}`,
    date: game.kickoff.toISOString(),
    kickoff: game.kickoff,
    season: startYear(game.season),
    home: game.home,
    away: game.away,
    homeScore: game.homeScore!,
    awayScore: game.awayScore!,
    neutral: game.neutral,
    playoff: game.playoff,
    homeStarter: knownIds[i]![0],
    awayStarter: knownIds[i]![1],
    homeStarterActual: actual(game, 'home')?.id,
    awayStarterActual: actual(game, 'away')?.id,
    outs: typeof game.details.outs === 'number' ? game.details.outs : undefined,
    moneyline: closingMoneyline(game.odds),
  }));
}

/**
 * NHL: the goalie who started (known at puck drop, the moment the closing line is taken) where
 * Kaggle's goalie lines name him, and every goalie's shots and saves for the history.
 */
export function loadHockeyGames(dataDir: string): Priced<HockeyGame>[] {
  return merged(dataDir, 'NHL').map((game, i) => {
    const goalies = (side: 'home' | 'away') => startersOf(game, 'actual', side) as Goalie[];
    const lines = (side: 'home' | 'away'): GoalieLine[] =>
      goalies(side).map((g) => ({ id: g.id, shots: g.shots, saves: g.saves }));
    const starter = (side: 'home' | 'away') => goalies(side).find((g) => g.inferredStarter)?.id;
    const settled = game.details.settledIn;
    return {
      id: `${game.localDate}:${game.home}:${game.away}:${i}`,
      date: game.kickoff.toISOString(),
      kickoff: game.kickoff,
      // The season a game belongs to by the year it starts: 2013/14 is 2013.
      season: startYear(game.season),
      home: game.home,
      away: game.away,
      homeScore: game.homeScore!,
      awayScore: game.awayScore!,
      neutral: game.neutral,
      playoff: game.playoff,
      homeGoalie: starter('home'),
      awayGoalie: starter('away'),
      homeGoalies: lines('home'),
      awayGoalies: lines('away'),
      settledIn:
        settled === 'regulation' || settled === 'overtime' || settled === 'shootout'
          ? (settled as SettledIn)
          : undefined,
      moneyline: closingMoneyline(game.odds),
    };
  });
}

/**
 * `npm run backtest -- --league MLB|NHL`: the served model against the closing moneyline and
 * beside a plain Elo, per season and pooled; for the NHL also the regulation split. `from` and
 * `to` are seasons by their start year (NHL 2013 = 2013/14).
 */
export async function backtestMoneylineLeague(
  dataDir: string,
  league: 'MLB' | 'NHL',
  from: number,
  to: number,
) {
  const window = { fromSeason: from, toSeason: to };
  const hockey = league === 'NHL' ? backtestHockey(loadHockeyGames(dataDir), window) : undefined;
  const { full, vsPlainElo } = hockey ?? backtestBaseball(loadBaseballGames(dataDir), window);
  return {
    league,
    columns: {
      model:
        league === 'MLB'
          ? "team ratings on runs with the starting pitchers' edge (listed starters, their earlier starts), then rest; every setting fitted on earlier seasons"
          : "team ratings on goals with the starting goalies' edge (where known), then back-to-backs; every setting fitted on earlier seasons",
      published:
        'model pooled with the de-vigged closing moneyline (weight fitted on earlier seasons)',
      closing: 'sportsbookreview closing moneyline, de-vigged (multiplicative)',
      plainElo: 'Elo on wins alone, tuned walk-forward the same way',
    },
    pooled: full.pooled,
    seasons: full.seasons,
    vsPlainElo,
    ...(hockey
      ? { regulation: { ...hockey.regulation, fits: hockey.regulation.fits.at(-1) } }
      : {}),
    calibration: full.calibration,
    eloParams: full.eloParams,
    adjustments: full.adjustments,
  };
}
