import type { LineHistory } from '@contract';
import { EmptyLine } from '../../components/prediction/section-card.tsx';
import {
  formatAxisTime,
  hasPrices,
  LINE_BOX,
  type LineDomain,
  type LinePoint,
  lineDomain,
  linePath,
  lineX,
  lineY,
  movementSummary,
  type Outcome,
  type OutcomeLines,
  outcomeLines,
  percent,
  percentExact,
  percentTick,
  probabilityTicks,
  stageName,
} from '../../lib/line-history.ts';
import { formatInstant } from '../../lib/price-age.ts';

export const NO_HISTORY = 'No price history yet';

const box = LINE_BOX;
// A halo in the card's colour keeps point labels legible where they cross a line.
const halo = 'stroke-card [paint-order:stroke]';

/** The consensus's first and last points, named by stage ('Open 41%', 'Close 46%'). */
function PointLabels({ line, domain }: { line: LinePoint[]; domain: LineDomain }) {
  const first = line[0];
  const last = line[line.length - 1];
  if (!first || !last) return null;
  const x0 = lineX(first.t, domain);
  const x1 = lineX(last.t, domain);
  const single = line.length === 1;
  // Ends close together would print over each other: the opening label goes under its point.
  const crowded = !single && x1 - x0 < 90;
  const name = (point: LinePoint, end: 'first' | 'last') =>
    point.kind === 'opening'
      ? 'Open'
      : point.kind === 'closing'
        ? 'Close'
        : end === 'first'
          ? 'First'
          : 'Latest';
  const label = (point: LinePoint, end: 'first' | 'last', anchor: 'start' | 'middle' | 'end') => {
    const y = lineY(point.p, domain);
    const below = end === 'first' && crowded;
    return (
      <g>
        <circle cx={lineX(point.t, domain)} cy={y} r={3.5} className="fill-primary stroke-card" />
        <text
          x={lineX(point.t, domain)}
          y={below ? y + 14 : y - 7}
          textAnchor={anchor}
          strokeWidth={3}
          className={`fill-foreground text-[10px] font-semibold ${halo}`}
        >
          {`${name(point, end)} ${percent(point.p)}`}
        </text>
      </g>
    );
  };
  if (single) return label(first, 'first', 'middle');
  return (
    <>
      {label(first, 'first', 'start')}
      {label(last, 'last', 'end')}
    </>
  );
}

/** The numbers behind a chart, for anyone who would rather read than look. */
function ChartNumbers({
  label,
  lines,
  timeZone,
}: {
  label: string;
  lines: OutcomeLines;
  timeZone?: string;
}) {
  const groups = [
    ...(lines.consensus.length ? [{ name: 'No-vig consensus', points: lines.consensus }] : []),
    ...lines.books,
  ];
  return (
    <details className="text-xs text-muted-foreground">
      <summary className="cursor-pointer rounded outline-none select-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring">
        The numbers<span className="sr-only"> behind the {label} chart</span>
      </summary>
      <div className="relative mt-2 overflow-x-auto">
        <table className="w-full border-collapse text-left tabular-nums">
          <caption className="sr-only">{`${label}: prices and probabilities over time`}</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-1 pr-2 font-medium">
                When
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Stage
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">
                Price
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Probability
              </th>
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group.name}>
              <tr>
                <th
                  scope="rowgroup"
                  colSpan={4}
                  className="pt-2 pb-1 font-semibold text-foreground"
                >
                  {group.name}
                </th>
              </tr>
              {group.points.map((point) => (
                <tr key={`${point.at}-${point.kind}`} className="border-b border-border/40">
                  <td className="py-1 pr-2">
                    <time dateTime={point.at}>{formatInstant(point.at, timeZone)}</time>
                  </td>
                  <td className="py-1 pr-2">{stageName(point.kind)}</td>
                  <td className="py-1 pr-2 text-right">
                    {point.price === null ? '—' : point.price.toFixed(2)}
                  </td>
                  <td className="py-1 text-right">{percentExact(point.p)}</td>
                </tr>
              ))}
            </tbody>
          ))}
          {lines.model === null ? null : (
            <tfoot>
              <tr>
                <th scope="row" colSpan={3} className="pt-2 font-semibold text-foreground">
                  Model
                </th>
                <td className="pt-2 text-right">{percentExact(lines.model)}</td>
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    </details>
  );
}

function OutcomeChart({
  label,
  lines,
  timeZone,
}: {
  label: string;
  lines: OutcomeLines;
  timeZone?: string;
}) {
  const heading = (
    <figcaption className="flex items-baseline justify-between gap-2 text-sm">
      <span className="min-w-0 truncate font-semibold">{label}</span>
      {lines.model === null ? null : (
        <span className="shrink-0 text-xs text-muted-foreground">Model {percent(lines.model)}</span>
      )}
    </figcaption>
  );
  if (!hasPrices(lines)) {
    return (
      <figure className="grid min-w-0 content-start gap-2" data-testid="line-chart">
        {heading}
        <EmptyLine>No prices for this outcome yet.</EmptyLine>
      </figure>
    );
  }

  const domain = lineDomain(lines);
  const span = domain.t1 - domain.t0;
  const bottom = box.height - box.bottom;
  const right = box.width - box.right;
  return (
    <figure className="grid min-w-0 content-start gap-2" data-testid="line-chart">
      {heading}
      <svg
        viewBox={`0 0 ${box.width} ${box.height}`}
        className="h-auto w-full"
        role="img"
        aria-label={movementSummary(label, lines)}
      >
        {probabilityTicks(domain).map((tick) => (
          <g key={tick}>
            <line
              x1={box.left}
              x2={right}
              y1={lineY(tick, domain)}
              y2={lineY(tick, domain)}
              className="stroke-border"
            />
            <text
              x={box.left - 5}
              y={lineY(tick, domain) + 3}
              textAnchor="end"
              className="fill-muted-foreground text-[10px]"
            >
              {percentTick(tick)}
            </text>
          </g>
        ))}

        {lines.books.map((book) => (
          <g key={book.name} className="stroke-muted-foreground/45">
            <title>{book.name}</title>
            {book.points.length > 1 ? (
              <path d={linePath(book.points, domain)} fill="none" strokeWidth={1} />
            ) : null}
            {book.points
              .filter((point, _, all) => all.length === 1 || point.kind !== 'snapshot')
              .map((point) => (
                <circle
                  key={`${point.at}-${point.kind}`}
                  cx={lineX(point.t, domain)}
                  cy={lineY(point.p, domain)}
                  r={1.75}
                  className="fill-muted-foreground/60 stroke-none"
                />
              ))}
          </g>
        ))}

        {lines.model === null ? null : (
          <line
            x1={box.left}
            x2={right}
            y1={lineY(lines.model, domain)}
            y2={lineY(lines.model, domain)}
            strokeWidth={1.5}
            strokeDasharray="5 4"
            className="stroke-foreground/70"
            data-testid="model-line"
          />
        )}

        {lines.consensus.length > 1 ? (
          <path
            d={linePath(lines.consensus, domain)}
            fill="none"
            strokeWidth={2.5}
            strokeLinejoin="round"
            strokeLinecap="round"
            className="stroke-primary"
            data-testid="consensus-line"
          />
        ) : null}
        <PointLabels line={lines.consensus} domain={domain} />

        {span > 0 ? (
          <>
            <text x={box.left} y={bottom + 15} className="fill-muted-foreground text-[10px]">
              {formatAxisTime(domain.t0, span, timeZone)}
            </text>
            <text
              x={right}
              y={bottom + 15}
              textAnchor="end"
              className="fill-muted-foreground text-[10px]"
            >
              {formatAxisTime(domain.t1, span, timeZone)}
            </text>
          </>
        ) : (
          <text
            x={lineX(domain.t0, domain)}
            y={bottom + 15}
            textAnchor="middle"
            className="fill-muted-foreground text-[10px]"
          >
            {`${formatAxisTime(domain.t0, 0, timeZone)} · no movement yet`}
          </text>
        )}
      </svg>
      <ChartNumbers label={label} lines={lines} timeZone={timeZone} />
    </figure>
  );
}

function Swatch({ className, dashed = false }: { className: string; dashed?: boolean }) {
  return (
    <svg viewBox="0 0 24 6" className="h-1.5 w-6 shrink-0" aria-hidden="true">
      <line
        x1={0}
        x2={24}
        y1={3}
        y2={3}
        className={className}
        strokeDasharray={dashed ? '5 4' : undefined}
      />
    </svg>
  );
}

/**
 * How the market moved on each outcome, from the opening price through every captured price to
 * the close: a thin line per bookmaker, the bold no-vig consensus, and the model's probability
 * dashed beside them. Hand-drawn SVG that scales to its column, so phones never scroll sideways.
 */
export function LineMovement({
  history,
  homeTeam,
  awayTeam,
  hasDraw,
  timeZone,
}: {
  history: LineHistory;
  homeTeam: string;
  awayTeam: string;
  hasDraw: boolean;
  /** The reader's zone unless a test pins one. */
  timeZone?: string;
}) {
  const fallback: Outcome[] = hasDraw ? ['home', 'draw', 'away'] : ['home', 'away'];
  const outcomes = (history.outcomes.length ? history.outcomes : fallback).filter(
    (outcome) => hasDraw || outcome !== 'draw',
  );
  const labels: Record<Outcome, string> = {
    home: `${homeTeam} win`,
    draw: 'Draw',
    away: `${awayTeam} win`,
  };
  const charts = outcomes.map((outcome) => ({ outcome, lines: outcomeLines(history, outcome) }));
  if (!charts.some((chart) => hasPrices(chart.lines))) return <EmptyLine>{NO_HISTORY}</EmptyLine>;

  return (
    <div className="grid gap-4">
      <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-xs text-muted-foreground">
        <li className="flex items-center gap-2">
          <Swatch className="stroke-primary [stroke-width:3]" />
          No-vig consensus
        </li>
        <li className="flex items-center gap-2">
          <Swatch className="stroke-muted-foreground/60 [stroke-width:1.5]" />
          Each bookmaker
        </li>
        <li className="flex items-center gap-2">
          <Swatch className="stroke-foreground/70 [stroke-width:1.5]" dashed />
          Model
        </li>
      </ul>
      <div
        className={
          charts.length > 2
            ? 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3'
            : 'grid gap-6 sm:grid-cols-2'
        }
      >
        {charts.map(({ outcome, lines }) => (
          <OutcomeChart key={outcome} label={labels[outcome]} lines={lines} timeZone={timeZone} />
        ))}
      </div>
      <p className="text-xs text-muted-foreground">
        Probability of each result over time, from the opening price to the latest; a price's
        probability is 1 ÷ its decimal odds, the consensus removes the bookmakers' margin.
      </p>
    </div>
  );
}
