import type { LeagueOutlook, OutlookTeam } from '@contract';
import { useId } from 'react';
import {
  formatChance,
  formatWinPct,
  NO_HIGHLIGHT,
  type OutlookHighlight,
  ordinal,
  outlookGroups,
  projectionText,
} from '../../lib/outlook.ts';
import { cn } from '../../lib/utils.ts';

const HEAD = 'px-2.5 py-2 text-right text-xs font-medium text-muted-foreground whitespace-nowrap';
const CELL = 'px-2.5 py-2 text-right tabular-nums whitespace-nowrap';
const EMPHASIS = 'bg-primary/10 text-foreground font-semibold';

interface Props {
  outlook: LeagueOutlook;
  highlight?: OutlookHighlight;
  /** False once the season is over: the table alone, no projection. */
  projection?: boolean;
}

/** The current record: W–D–L and points (soccer), W–L and win rate (NBA/NFL). */
function nowHeadings(soccer: boolean) {
  return soccer
    ? [
        ['P', 'Played'],
        ['W', 'Won'],
        ['D', 'Drawn'],
        ['L', 'Lost'],
        ['GD', 'Goal difference'],
        ['Pts', 'Points'],
      ]
    : [
        ['W', 'Won'],
        ['L', 'Lost'],
        ['Pct', 'Win percentage'],
      ];
}

function nowCells(team: OutlookTeam, soccer: boolean): (string | number)[] {
  const s = team.standing;
  if (soccer) {
    const gd = s.scored - s.conceded;
    return [s.played, s.won, s.drawn ?? 0, s.lost, gd > 0 ? `+${gd}` : gd, s.points ?? 0];
  }
  return [s.won, s.lost, formatWinPct(s.winPct)];
}

function GroupTable({
  outlook,
  name,
  teams,
  highlight,
  projection,
}: Required<Props> & { name: string | null; teams: OutlookTeam[] }) {
  const captionId = useId();
  const soccer = outlook.measure === 'points';
  const now = nowHeadings(soccer);
  const position = highlight.position;
  const chanceColumns = projection ? outlook.columns : [];
  const projectedCount = projection ? 1 + chanceColumns.length + (position ? 1 : 0) : 0;
  const caption = projection
    ? `${name ? `${outlook.league} ${name}` : outlook.league} ${outlook.season}: the table now and the projection`
    : `${name ? `${outlook.league} ${name}` : outlook.league} ${outlook.season}: final table`;
  return (
    // The table scrolls inside its own box on a phone; the page itself never does. The box is
    // relative so the screen-reader-only text inside cannot escape it and widen the page.
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keys
      tabIndex={0}
      className="relative max-w-full overflow-x-auto rounded-xl border border-border outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table className="w-full border-collapse text-sm" data-testid="outlook-table">
        <caption id={captionId} className="px-3 pt-3 pb-2 text-left text-sm font-semibold">
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-border/70">
            <td colSpan={2} />
            <th scope="colgroup" colSpan={now.length} className={cn(HEAD, 'text-center')}>
              Now
            </th>
            {projection ? (
              <th
                scope="colgroup"
                colSpan={projectedCount}
                className={cn(HEAD, 'border-l border-border/70 text-center')}
              >
                Projected ({outlook.simulations.toLocaleString('en-GB')} simulations)
              </th>
            ) : null}
          </tr>
          <tr className="border-b border-border/70">
            <th scope="col" className={HEAD}>
              <abbr title={soccer ? 'Position' : 'Seed'}>#</abbr>
            </th>
            <th scope="col" className={cn(HEAD, 'text-left')}>
              Team
            </th>
            {now.map(([short, long]) => (
              <th key={short} scope="col" className={HEAD}>
                <abbr title={long}>{short}</abbr>
              </th>
            ))}
            {projection ? (
              <th scope="col" className={cn(HEAD, 'border-l border-border/70')}>
                {soccer ? 'Points' : 'Wins'}
                <span className="block text-[0.7rem] font-normal">80% range</span>
              </th>
            ) : null}
            {chanceColumns.map((column) => (
              <th
                key={column.key}
                scope="col"
                title={column.description}
                data-emphasised={column.key === highlight.column || undefined}
                className={cn(HEAD, column.key === highlight.column && EMPHASIS)}
              >
                {column.label}
              </th>
            ))}
            {projection && position ? (
              <th scope="col" data-emphasised className={cn(HEAD, EMPHASIS)}>
                {ordinal(position)} {soccer ? 'place' : 'seed'}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {teams.map((team) => {
            const asked = team.teamId === highlight.teamId;
            const { mean, range } = projectionText(team, outlook.measure);
            return (
              <tr
                key={team.teamId}
                data-team={team.teamId}
                data-highlighted={asked || undefined}
                className={cn(
                  'border-t border-border/50',
                  asked && 'bg-primary/15 font-semibold outline outline-1 outline-primary/50',
                )}
              >
                <td className={cn(CELL, 'text-muted-foreground')}>{team.standing.position}</td>
                <th scope="row" className="px-2.5 py-2 text-left font-medium whitespace-nowrap">
                  {team.team}
                  {asked ? <span className="sr-only"> (the team asked about)</span> : null}
                </th>
                {nowCells(team, soccer).map((value, i) => (
                  <td key={now[i]![0]} className={CELL}>
                    {value}
                  </td>
                ))}
                {projection ? (
                  <td className={cn(CELL, 'border-l border-border/70')}>
                    {mean}
                    <span className="ml-1 text-xs text-muted-foreground">({range})</span>
                  </td>
                ) : null}
                {chanceColumns.map((column) => (
                  <td
                    key={column.key}
                    className={cn(CELL, column.key === highlight.column && EMPHASIS)}
                  >
                    {formatChance(team.chances[column.key] ?? 0)}
                  </td>
                ))}
                {projection && position ? (
                  <td className={cn(CELL, EMPHASIS)}>
                    {formatChance(team.projection.positions[position - 1] ?? 0)}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/**
 * A league's table at the clock beside its simulated end of season: one table (a soccer league)
 * or one per conference (NBA, NFL), the team asked about highlighted and the chance asked about
 * emphasised.
 */
export function OutlookTable({ outlook, highlight = NO_HIGHLIGHT, projection = true }: Props) {
  return (
    <div className="grid gap-4">
      {outlookGroups(outlook).map((group) => (
        <GroupTable
          key={group.name ?? outlook.leagueId}
          outlook={outlook}
          name={group.name}
          teams={group.teams}
          highlight={highlight}
          projection={projection}
        />
      ))}
    </div>
  );
}
