import type { SportId, TeamStat } from '@contract';
import { BarChart3 } from 'lucide-react';
import { useTeamStats } from '../../api/stats.ts';
import { bothRealTeams } from '../../lib/prediction.ts';
import { scoreUnit } from '../../lib/sport-words.ts';
import { PlayerStats } from './player-stats.tsx';
import { SectionCard } from './section-card.tsx';

const record = (r: { wins: number; losses: number; draws?: number | undefined }) =>
  r.draws === undefined ? `${r.wins}-${r.losses}` : `${r.wins}-${r.draws}-${r.losses}`;

/** How a record reads: wins, draws, losses in soccer; wins, losses where there are no draws. */
const recordKey = (soccer: boolean) => (soccer ? 'W-D-L' : 'W-L');

/**
 * Soccer ratings are the model's multipliers on goals against an average side (+0.40: scores 40%
 * more; defence +0.20: concedes 20% fewer), so they read as percentages. The US leagues' ratings
 * are this season's points (runs, goals) per game against the league average.
 */
export function ratingText(value: number, soccer: boolean, unit = 'pts'): string {
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  return soccer
    ? `${sign}${Math.round(Math.abs(value) * 100)}%`
    : `${sign}${Math.abs(value).toFixed(unit === 'pts' ? 1 : 2)} ${unit}`;
}

export function TeamStatRows({ stat, sport }: { stat: TeamStat; sport: SportId }) {
  const soccer = sport === 'soccer';
  const unit = scoreUnit(sport);
  // The US leagues' scoring (NBA/NFL points, MLB runs, NHL goals) is carried as averagePoints.
  const scored = soccer ? stat.performance.averageGoals : stat.performance.averagePoints;
  const key = recordKey(soccer);
  return (
    <>
      <Row label={`Last 10 games (${key})`} value={record(stat.recentRecord)} />
      <Row label="Streak" value={stat.recentRecord.streak || '—'} />
      <Row
        label={`${unit.word[0]!.toUpperCase()}${unit.word.slice(1)} per game`}
        value={scored.toFixed(soccer ? 2 : 1)}
      />
      <Row
        label="Attack vs league average"
        value={ratingText(stat.performance.offensiveRating, soccer, unit.short)}
      />
      <Row
        label="Defence vs league average"
        value={ratingText(stat.performance.defensiveRating, soccer, unit.short)}
      />
      {stat.homeAwayRecord ? (
        <>
          <Row label={`Home this season (${key})`} value={record(stat.homeAwayRecord.home)} />
          <Row label={`Away this season (${key})`} value={record(stat.homeAwayRecord.away)} />
        </>
      ) : null}
    </>
  );
}

/** Sports whose data holds no player lines: said, rather than a players block left out unexplained. */
const NO_PLAYER_LINES: Partial<Record<SportId, string>> = {
  baseball:
    'Our MLB data has no player game lines, so no players are shown here; the listed starting pitchers and their season are in the insights.',
  'ice-hockey':
    'Our NHL data has no skater or goalie lines for this season, so no players are shown.',
};

export function NoPlayerLines({ sport }: { sport: SportId }) {
  const text = NO_PLAYER_LINES[sport];
  return text ? (
    <p className="mt-4 text-xs text-muted-foreground" data-testid="no-player-lines">
      {text}
    </p>
  ) : null;
}

/** What the numbers mean, under the table: records and ratings have no units of their own. */
export function StatsLegend({ sport }: { sport: SportId }) {
  const soccer = sport === 'soccer';
  const { word } = scoreUnit(sport);
  return (
    <p className="mt-4 text-xs leading-relaxed text-muted-foreground" data-testid="stats-legend">
      Records are {soccer ? 'wins-draws-losses (W-D-L)' : 'wins-losses (W-L)'} in league games.{' '}
      {soccer
        ? 'Attack: goals the team scores compared with an average side in the league (+40% = 40% more). Defence: goals it concedes compared with an average side (+20% = 20% fewer conceded).'
        : `Attack: ${word} scored per game above (+) or below (−) the league average this season. Defence: ${word} allowed per game below (+) or above (−) the league average.`}{' '}
      Positive is better at both ends.
    </p>
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

/**
 * Team (and player) stats, shown only once fetched: while loading, when the names are not real
 * teams, or when the fetch fails, the section is simply not there (product spec,
 * 'Prediction result').
 */
export function DetailedStats({
  homeTeam,
  awayTeam,
  sport,
}: {
  homeTeam: string;
  awayTeam: string;
  sport: SportId;
}) {
  const { data } = useTeamStats(homeTeam, awayTeam, bothRealTeams(homeTeam, awayTeam));
  if (!data) return null;
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
              <TeamStatRows stat={stat} sport={sport} />
            </dl>
          </div>
        ))}
      </div>
      <StatsLegend sport={sport} />
      <PlayerStats homeTeam={homeTeam} awayTeam={awayTeam} players={data.playerStats} />
      <NoPlayerLines sport={sport} />
    </SectionCard>
  );
}
