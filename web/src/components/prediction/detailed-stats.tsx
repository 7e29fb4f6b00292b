import type { StatsResponse, TeamStat } from '@contract';
import { BarChart3 } from 'lucide-react';
import { useTeamStats } from '../../api/stats.ts';
import { SHOWN } from '../../lib/prediction.ts';
import { SectionCard } from './section-card.tsx';

type Player = StatsResponse['playerStats']['home'][number];

const record = (r: { wins: number; losses: number; draws?: number | undefined }) =>
  r.draws === undefined ? `${r.wins}-${r.losses}` : `${r.wins}-${r.draws}-${r.losses}`;

const signed = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)}`;

function TeamStatRows({ stat, soccer }: { stat: TeamStat; soccer: boolean }) {
  const scored = soccer ? stat.performance.averageGoals : stat.performance.averagePoints;
  return (
    <>
      <Row label="Recent record" value={record(stat.recentRecord)} />
      <Row label="Streak" value={stat.recentRecord.streak || '—'} />
      <Row
        label={soccer ? 'Goals per game' : 'Points per game'}
        value={scored.toFixed(soccer ? 2 : 1)}
      />
      <Row label="Attack rating" value={signed(stat.performance.offensiveRating)} />
      <Row label="Defence rating" value={signed(stat.performance.defensiveRating)} />
      {stat.homeAwayRecord ? (
        <>
          <Row label="Home record" value={record(stat.homeAwayRecord.home)} />
          <Row label="Away record" value={record(stat.homeAwayRecord.away)} />
        </>
      ) : null}
    </>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3 border-t border-border/60 py-1.5 text-sm first:border-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}

function Players({ team, players, soccer }: { team: string; players: Player[]; soccer: boolean }) {
  const shown = players.slice(0, SHOWN.playersPerTeam);
  return (
    <div className="min-w-0">
      <h5 className="mb-1.5 text-sm font-semibold">{team}</h5>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">No player data</p>
      ) : (
        <ul className="grid gap-2">
          {shown.map((player) => {
            const season = player.currentSeasonStats;
            const main = soccer
              ? `${season.averageGoals.toFixed(2)} goals/game`
              : `${season.averagePoints.toFixed(1)} pts/game`;
            return (
              <li key={player.name} className="text-sm">
                <p className="font-medium">
                  {player.name}{' '}
                  <span className="text-xs font-normal text-muted-foreground">
                    {player.position}
                  </span>
                </p>
                <p className="text-xs text-muted-foreground">
                  {season.gamesPlayed} games · {main} · {season.assistsPerGame.toFixed(1)}{' '}
                  assists/game · {player.projectedPerformance.injuryStatus} ·{' '}
                  {player.projectedPerformance.form} form
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/**
 * Team (and player) stats, shown only once fetched: while loading, when the names are not real
 * teams, or when the fetch fails, the section is simply not there (spec §2).
 */
export function DetailedStats({
  homeTeam,
  awayTeam,
  soccer,
}: {
  homeTeam: string;
  awayTeam: string;
  soccer: boolean;
}) {
  const { data } = useTeamStats(homeTeam, awayTeam);
  if (!data) return null;
  const hasPlayers = data.playerStats.home.length > 0 || data.playerStats.away.length > 0;
  return (
    <SectionCard title="Detailed Stats" icon={BarChart3}>
      <div className="grid gap-5 sm:grid-cols-2">
        {(
          [
            [homeTeam, data.teamStats.home],
            [awayTeam, data.teamStats.away],
          ] as const
        ).map(([team, stat]) => (
          <div key={team} className="min-w-0">
            <h4 className="mb-1 text-sm font-semibold">{team}</h4>
            <dl>
              <TeamStatRows stat={stat} soccer={soccer} />
            </dl>
          </div>
        ))}
      </div>
      {hasPlayers ? (
        <div className="mt-5 border-t border-border pt-4">
          <h4 className="mb-3 text-xs font-semibold uppercase tracking-[0.12em] text-muted-foreground">
            Players
          </h4>
          <div className="grid gap-5 sm:grid-cols-2">
            <Players team={homeTeam} players={data.playerStats.home} soccer={soccer} />
            <Players team={awayTeam} players={data.playerStats.away} soccer={soccer} />
          </div>
        </div>
      ) : null}
    </SectionCard>
  );
}
