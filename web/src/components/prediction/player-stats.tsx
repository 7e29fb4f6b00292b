import type { MissingPlayerGame, PlayerStat } from '@contract';
import { formatShortDate } from '../../lib/format.ts';
import { SHOWN } from '../../lib/prediction.ts';
import { HorizontalScroller } from '../layout/horizontal-scroller.tsx';
import { Badge } from '../ui/badge.tsx';

type Measure = 'goals' | 'assists' | 'points';

/** The per-game figures each sport counts, in the order they are read. */
const MEASURES: Record<NonNullable<PlayerStat['sport']>, Measure[]> = {
  soccer: ['goals', 'assists'],
  basketball: ['points', 'assists'],
  'american-football': ['points'],
  // No skater lines on file; MLB's one player, the starting pitcher, has his own line.
  baseball: [],
  'ice-hockey': ['goals', 'assists'],
};
const LABEL: Record<Measure, { column: string; unit: string; decimals: number }> = {
  goals: { column: 'Goals/game', unit: 'goals', decimals: 2 },
  assists: { column: 'Assists/game', unit: 'assists', decimals: 2 },
  points: { column: 'Points/game', unit: 'pts', decimals: 1 },
};

const seasonValue = (p: PlayerStat, m: Measure) =>
  m === 'goals'
    ? p.currentSeasonStats.averageGoals
    : m === 'assists'
      ? p.currentSeasonStats.assistsPerGame
      : p.currentSeasonStats.averagePoints;

/**
 * The figures shown for a side: the sport's own, and of those only the ones the data gives (a
 * null is a figure the sport does not count, never shown as 0).
 */
export function measuresOf(players: readonly PlayerStat[]): Measure[] {
  const sport = players.find((p) => p.sport)?.sport;
  const order: Measure[] = sport ? MEASURES[sport] : ['points', 'goals', 'assists'];
  return order.filter((m) => players.some((p) => seasonValue(p, m) !== null));
}

/** The name column stays put while the rest scrolls on a phone, with a shadow once moved. */
const STICKY =
  'sticky left-0 z-10 min-w-36 bg-card pr-3 text-left transition-shadow group-data-[scrolled]/scroller:shadow-[6px_0_8px_-6px_rgb(0_0_0/0.7)]';

const fixed = (value: number, m: Measure) => value.toFixed(LABEL[m].decimals);

const STATUS = {
  healthy: { text: 'Healthy', variant: 'success' },
  questionable: { text: 'Questionable', variant: 'warning' },
  doubtful: { text: 'Doubtful', variant: 'warning' },
  out: { text: 'Out', variant: 'destructive' },
} as const;

/** What the availability badges rest on, shown under the players (there are no injury reports). */
export const AVAILABILITY_NOTE =
  'Availability is derived from appearances in the data (no injury reports): healthy when the player played the team’s last match, questionable after missing the last one or two, out after missing three or more in a row.';

/** What form and the projection mean, for the sport's measure ('points per game'). */
export function outlookNote(measure: string | undefined): string {
  const form = measure
    ? `Form compares ${measure} over the last five appearances with the season.`
    : 'Form compares the last five appearances with the season.';
  return `${form} Next game is the model’s projection: season rates scaled by the expected playing time and the team forecast for this match; confidence reflects how much playing time it rests on.`;
}

function Projection({ player, measures }: { player: PlayerStat; measures: Measure[] }) {
  const next = player.projectedPerformance.nextGameProjection;
  const parts = measures.flatMap((m) => {
    const value = next[m];
    return value === null ? [] : [`${fixed(value, m)} ${LABEL[m].unit}`];
  });
  const minutes = next.expectedMinutes;
  return (
    <>
      <span className="block whitespace-nowrap">{parts.join(' · ') || '—'}</span>
      <span className="block whitespace-nowrap text-xs text-muted-foreground">
        {next.confidence}% confidence
        {minutes !== null && minutes !== undefined ? ` · ${minutes} min` : ''}
      </span>
    </>
  );
}

function PlayerRow({
  player,
  measures,
  minutes,
}: {
  player: PlayerStat;
  measures: Measure[];
  minutes: boolean;
}) {
  const season = player.currentSeasonStats;
  const outlook = player.projectedPerformance;
  const status = STATUS[outlook.injuryStatus];
  const form = outlook.formDetail;
  const td = 'py-2 pr-3 align-top tabular-nums';
  return (
    <tr className="border-b border-border/60 last:border-0" data-testid="player-row">
      <th scope="row" className={`${STICKY} py-2 align-top font-medium`}>
        {player.name}
        {player.position ? (
          <span className="block text-xs font-normal text-muted-foreground">{player.position}</span>
        ) : null}
      </th>
      <td className={`${td} text-right`}>{season.gamesPlayed}</td>
      {minutes ? <td className={`${td} text-right`}>{season.minutesPerGame ?? '—'}</td> : null}
      {measures.map((m) => {
        const value = seasonValue(player, m);
        return (
          <td key={m} className={`${td} text-right`}>
            {value === null ? '—' : fixed(value, m)}
          </td>
        );
      })}
      <td className={`${td} min-w-40`}>
        <Badge variant={status.variant} data-testid="availability">
          {status.text}
        </Badge>
        {outlook.availabilityReason ? (
          <span className="mt-0.5 block text-xs text-muted-foreground">
            {outlook.availabilityReason}
          </span>
        ) : null}
      </td>
      <td className={td}>
        <span className="capitalize">{outlook.form}</span>
        {form ? (
          <span className="block whitespace-nowrap text-xs text-muted-foreground">
            last 5 {form.recent.toFixed(2)} · season {form.season.toFixed(2)}
          </span>
        ) : null}
      </td>
      <td className={td}>
        <Projection player={player} measures={measures} />
      </td>
    </tr>
  );
}

/** One side's players as a table that scrolls sideways on a phone rather than widening the page. */
export function PlayerTable({
  team,
  players,
  missing = [],
}: {
  team: string;
  players: readonly PlayerStat[];
  missing?: readonly MissingPlayerGame[];
}) {
  const shown = players.slice(0, SHOWN.playersPerTeam);
  const measures = measuresOf(shown);
  const minutes = shown.some((p) => p.currentSeasonStats.minutesPerGame != null);
  const th = 'py-2 pr-3 font-medium';
  return (
    <div className="min-w-0" data-testid="player-table">
      <h5 className="mb-1.5 text-sm font-semibold">{team}</h5>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">No player lines for this team this season</p>
      ) : (
        <HorizontalScroller label={`${team} players`}>
          <table className="w-full min-w-[48rem] border-collapse text-sm">
            <caption className="sr-only">
              {team}: season per game before this match, availability, form and next-game projection
            </caption>
            <thead>
              <tr className="border-b border-border text-left text-xs text-muted-foreground">
                <th scope="col" className={`${STICKY} py-2 font-medium`}>
                  Player
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Games
                </th>
                {minutes ? (
                  <th scope="col" className={`${th} text-right`}>
                    Min/game
                  </th>
                ) : null}
                {measures.map((m) => (
                  <th key={m} scope="col" className={`${th} text-right`}>
                    {LABEL[m].column}
                  </th>
                ))}
                <th scope="col" className={th}>
                  Availability
                </th>
                <th scope="col" className={th}>
                  Form
                </th>
                <th scope="col" className={th}>
                  Next game
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((player) => (
                <PlayerRow
                  key={player.name}
                  player={player}
                  measures={measures}
                  minutes={minutes}
                />
              ))}
            </tbody>
          </table>
        </HorizontalScroller>
      )}
      {shown.length > 0 && missing.length > 0 ? (
        <p className="mt-1.5 text-xs text-muted-foreground" data-testid="missing-player-games">
          {missingGamesText(missing)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Names the matches without player lines, so a "started 3 of the last 3" is read as of the
 * matches on file: 'No player lines on file for the game vs Houston Texans (18 Jan 2025); these
 * figures leave it out.'
 */
export function missingGamesText(missing: readonly MissingPlayerGame[]): string {
  const games = missing.map((g) => `vs ${g.opponent} (${formatShortDate(g.kickoff, 'UTC')})`);
  const list =
    games.length === 1 ? `the game ${games[0]}` : `${games.length} games: ${games.join(', ')}`;
  return `No player lines on file for ${list}; these figures leave ${games.length === 1 ? 'it' : 'them'} out.`;
}

/** Both sides' players and what their badges mean; nothing at all when neither side has any. */
export function PlayerStats({
  homeTeam,
  awayTeam,
  players,
}: {
  homeTeam: string;
  awayTeam: string;
  players: {
    home: readonly PlayerStat[];
    away: readonly PlayerStat[];
    missingGames?: { home: readonly MissingPlayerGame[]; away: readonly MissingPlayerGame[] };
  };
}) {
  if (players.home.length === 0 && players.away.length === 0) return null;
  return (
    <div className="mt-5 border-t border-border pt-4" data-testid="player-stats">
      <h4 className="mb-3 text-xs font-semibold uppercase tracking-[0.12em] text-muted-foreground">
        Players
      </h4>
      <div className="grid gap-5">
        <PlayerTable team={homeTeam} players={players.home} missing={players.missingGames?.home} />
        <PlayerTable team={awayTeam} players={players.away} missing={players.missingGames?.away} />
      </div>
      <p
        className="mt-4 text-xs leading-relaxed text-muted-foreground"
        data-testid="availability-note"
      >
        {AVAILABILITY_NOTE}{' '}
        {outlookNote(
          [...players.home, ...players.away].find((p) => p.projectedPerformance.formDetail)
            ?.projectedPerformance.formDetail?.measure,
        )}
      </p>
    </div>
  );
}
