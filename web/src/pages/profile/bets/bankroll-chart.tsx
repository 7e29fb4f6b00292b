import { useId } from 'react';
import { CURVE_BOX, type CurvePoint, curveGeometry, formatProfit } from '../../../lib/bets.ts';
import { formatDayMonthYear } from '../../../lib/format.ts';

/**
 * Running profit after each settled bet, a small hand-drawn SVG like the record's calibration
 * chart (no chart library: this ships with the profile page). The dashed line is break-even.
 */
export function BankrollChart({ points }: { points: readonly CurvePoint[] }) {
  const titleId = useId();
  const box = CURVE_BOX;
  const { coords, path, zeroY, low, high } = curveGeometry(points);
  const last = points.at(-1);
  const first = points[0];
  const lineClass = (last?.profit ?? 0) >= 0 ? 'stroke-success' : 'stroke-destructive';
  const from = formatDayMonthYear(first?.at);
  const to = formatDayMonthYear(last?.at);
  const summary = last
    ? `Profit after ${points.length} settled bet${points.length === 1 ? '' : 's'}: ${formatProfit(last.profit)}, lowest ${formatProfit(low)}, highest ${formatProfit(high)}.`
    : '';

  return (
    <figure className="grid gap-2">
      <svg
        viewBox={`0 0 ${box.width} ${box.height}`}
        className="h-auto w-full max-w-xl"
        role="img"
        aria-labelledby={titleId}
        data-testid="bankroll-chart"
      >
        <title id={titleId}>{`Bankroll: running profit by settled bet. ${summary}`}</title>
        {[high, low].map((value) => (
          <text
            key={`tick${value}`}
            x={box.left - 6}
            y={(value === high ? box.top : box.height - box.bottom) + 3}
            textAnchor="end"
            className="fill-muted-foreground text-[10px]"
          >
            {formatProfit(value)}
          </text>
        ))}
        <line
          x1={box.left}
          x2={box.width - box.right}
          y1={zeroY}
          y2={zeroY}
          strokeDasharray="4 4"
          className="stroke-muted-foreground/60"
        />
        <path d={path} fill="none" strokeWidth={2} className={lineClass} />
        {coords.length <= 40
          ? coords
              .slice(1)
              .map((c, index) => (
                <circle
                  key={points[index]?.betId}
                  cx={c.x}
                  cy={c.y}
                  r={2.5}
                  className="fill-card stroke-primary"
                />
              ))
          : null}
        {from && to ? (
          <>
            <text
              x={box.left}
              y={box.height - 6}
              textAnchor="start"
              className="fill-muted-foreground text-[10px]"
            >
              {from}
            </text>
            <text
              x={box.width - box.right}
              y={box.height - 6}
              textAnchor="end"
              className="fill-muted-foreground text-[10px]"
            >
              {to}
            </text>
          </>
        ) : null}
      </svg>
      <figcaption className="text-xs text-muted-foreground">
        Running profit after each settled bet, in order of settlement; the dashed line is
        break-even. {summary}
      </figcaption>
    </figure>
  );
}
