import type { LeagueOutlook, OutlookTeam } from '@contract';
import {
  conferenceTitle,
  formatChance,
  formatWinPct,
  NO_HIGHLIGHT,
  type OutlookHighlight,
  ordinal,
  outlookGroups,
  projectionText,
} from '../../lib/outlook.ts';
import { cn } from '../../lib/utils.ts';
import { HorizontalScroller } from '../layout/horizontal-scroller.tsx';

/** MLB seeds each league (AL, NL); the others their conferences. */
const conferenceWord = (outlook: LeagueOutlook) =>
  outlook.leagueId === 'MLB' ? 'League' : 'Conference';

const HEAD = 'px-2.5 py-2 text-right text-xs font-medium text-muted-foreground whitespace-nowrap';
const CELL = 'px-2.5 py-2 text-right tabular-nums whitespace-nowrap';
const EMPHASIS = 'bg-primary/10 text-foreground font-semibold';
/** The team column stays put while the rest scrolls under it, so it needs an opaque ground. */
const STICKY = 'sticky left-0 z-10 bg-card';
/** The asked team's tint over the sticky cell's opaque ground (an inset shadow paints above it). */
const ASKED_CELL =
  'shadow-[inset_0_0_0_100vmax_color-mix(in_oklab,var(--color-primary)_15%,transparent)]';

interface Props {
  outlook: LeagueOutlook;
  highlight?: OutlookHighlight;
  /** False once the season is over: the table alone, no projection. */
  projection?: boolean;
  /** The conference headings' level: under the page's h1 (league page) or an answer's h2. */
  headingLevel?: 'h2' | 'h3';
}

/** How a league's table reads: soccer's W–D–L, hockey's W–L–OTL, or a win rate. */
type Kind = 'soccer' | 'hockey' | 'wins';
const kindOf = (outlook: LeagueOutlook): Kind =>
  outlook.sport === 'soccer' ? 'soccer' : outlook.measure === 'points' ? 'hockey' : 'wins';

/** A number the data may not give (NHL points where how games ended is not on file). */
const orDash = (n: number | null) => (n === null ? '–' : n);

/**
 * The current record: W–D–L and points (soccer), W–L–OTL and points (NHL), W–L and win rate
 * (NBA/NFL/MLB); while the season runs, the games each team has left.
 */
function nowHeadings(kind: Kind, projection: boolean) {
  const hockey = [
    ['GP', 'Games played'],
    ['W', 'Won'],
    ['L', 'Lost in regulation'],
    ['OTL', 'Lost in overtime or a shoot-out'],
    ['Pts', 'Points'],
  ];
  const record =
    kind === 'hockey'
      ? hockey
      : kind === 'soccer'
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
  return projection ? [...record, ['Left', 'Games left']] : record;
}

function nowCells(team: OutlookTeam, kind: Kind, projection: boolean): (string | number)[] {
  const s = team.standing;
  const gd = s.scored - s.conceded;
  const record =
    kind === 'hockey'
      ? // Where overtime losses are not known, L counts every loss and OTL and Pts show '–'.
        [s.played, s.won, s.lost, orDash(s.drawn), orDash(s.points)]
      : kind === 'soccer'
        ? [s.played, s.won, s.drawn ?? 0, s.lost, gd > 0 ? `+${gd}` : gd, s.points ?? 0]
        : [s.won, s.lost, formatWinPct(s.winPct)];
  return projection ? [...record, team.remaining] : record;
}

/** What every row and the head share: the columns shown. */
interface Layout {
  outlook: LeagueOutlook;
  soccer: boolean;
  kind: Kind;
  now: string[][];
  chanceColumns: LeagueOutlook['columns'];
  /** A final place asked about, shown as one more column. */
  position: number | null;
  projection: boolean;
  highlight: OutlookHighlight;
}

function OutlookHead({ layout }: { layout: Layout }) {
  const { outlook, soccer, now, chanceColumns, position, projection, highlight } = layout;
  const projectedCount = projection ? 1 + chanceColumns.length + (position ? 1 : 0) : 0;
  return (
    <thead>
      <tr className="border-b border-border/70">
        <td className={STICKY} />
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
        <th scope="col" className={cn(HEAD, STICKY, 'text-left')}>
          <abbr title={soccer ? 'Position' : `${conferenceWord(outlook)} position`}>#</abbr>
          <span className="ml-3">Team</span>
        </th>
        {now.map(([short, long]) => (
          // Short on screen, whole to a screen reader ('Games left', not 'Left').
          <th key={short} scope="col" aria-label={long} className={HEAD}>
            <abbr title={long}>{short}</abbr>
          </th>
        ))}
        {projection ? (
          <th scope="col" className={cn(HEAD, 'border-l border-border/70')}>
            {outlook.measure === 'points' ? 'Points' : 'Wins'}
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
  );
}

function OutlookRow({ team, layout }: { team: OutlookTeam; layout: Layout }) {
  const { outlook, kind, now, chanceColumns, position, projection, highlight } = layout;
  const asked = team.teamId === highlight.teamId;
  // 'Who wins the AFC West?': that division's teams stand out from the conference.
  const inGroup =
    !!highlight.group && (team.division === highlight.group || team.conference === highlight.group);
  const { mean, range } = projectionText(team, outlook.measure);
  return (
    <tr
      data-team={team.teamId}
      data-highlighted={asked || undefined}
      data-in-group={inGroup || undefined}
      className={cn(
        'border-t border-border/50',
        inGroup && 'bg-accent/40',
        asked && 'bg-primary/15 font-semibold',
      )}
    >
      <th
        scope="row"
        className={cn(
          STICKY,
          'px-2.5 py-2 text-left font-medium whitespace-nowrap',
          asked && ASKED_CELL,
        )}
      >
        <span className="inline-block w-5 text-right text-muted-foreground tabular-nums">
          {team.standing.position}
        </span>
        <span className="ml-2">{team.team}</span>
        {asked ? <span className="sr-only"> (the team asked about)</span> : null}
      </th>
      {nowCells(team, kind, projection).map((value, i) => (
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
        <td key={column.key} className={cn(CELL, column.key === highlight.column && EMPHASIS)}>
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
}

function GroupTable({
  outlook,
  name,
  teams,
  highlight,
  projection,
  headingLevel: Heading,
}: Required<Props> & { name: string | null; teams: OutlookTeam[] }) {
  const kind = kindOf(outlook);
  const layout: Layout = {
    outlook,
    soccer: kind === 'soccer',
    kind,
    now: nowHeadings(kind, projection),
    chanceColumns: projection ? outlook.columns : [],
    position: highlight.position,
    projection,
    highlight,
  };
  const title = `${name ? `${outlook.league} ${name}` : outlook.league} ${outlook.season}`;
  const caption = projection
    ? `${title}: the table now and the projection`
    : `${title}: final table`;
  return (
    // The table scrolls inside its own box on a phone (the team column stays); the page never does.
    <div className="grid min-w-0 gap-2">
      {name ? <Heading className="text-base font-semibold">{conferenceTitle(name)}</Heading> : null}
      <HorizontalScroller label={caption} className="rounded-xl border border-border">
        <table className="w-full border-collapse text-sm" data-testid="outlook-table">
          {/* Named for screen readers; the conference heading above names it on screen (a visible
              caption would scroll away with the table on a phone). */}
          <caption className="sr-only">{caption}</caption>
          <OutlookHead layout={layout} />
          <tbody>
            {teams.map((team) => (
              <OutlookRow key={team.teamId} team={team} layout={layout} />
            ))}
          </tbody>
        </table>
      </HorizontalScroller>
    </div>
  );
}

/**
 * A league's table at the clock beside its simulated end of season: one table (a soccer league)
 * or one per conference (NBA, NFL), the team asked about highlighted and the chance asked about
 * emphasised.
 */
export function OutlookTable({
  outlook,
  highlight = NO_HIGHLIGHT,
  projection = true,
  headingLevel = 'h3',
}: Props) {
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
          headingLevel={headingLevel}
        />
      ))}
    </div>
  );
}
