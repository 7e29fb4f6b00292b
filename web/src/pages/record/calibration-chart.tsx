import type { CalibrationBin } from '@contract';
import { useId } from 'react';
import { formatShare } from '../../lib/percent.ts';
import {
  type BinLike,
  bandOf,
  CALIBRATION_BOX,
  calibrationPoints,
  chartMin,
  scaleX,
  scaleY,
  ticks,
} from '../../lib/record.ts';

// Axis ticks and bin edges are a scale, whole; the figures in the bins follow percent.ts.
const pct = (p: number) => `${Math.round(p * 100)}%`;

const WORDS = {
  favourite: {
    title: 'Calibration: predicted probability against how often the favourite won',
    across: 'Predicted probability of the favourite',
    up: 'How often it won',
    caption:
      'Up: how often the favourite actually won. Dots on the dashed line mean the probabilities were right; bigger dots hold more predictions.',
  },
  outcome: {
    title: 'Calibration: predicted probability against how often the outcome happened',
    across: 'Predicted probability',
    up: 'How often it happened',
    caption:
      'Every outcome’s probability, in tenths. Up: how often those outcomes happened; the bar is the 95% range that luck alone would allow around the dot. Dots on the dashed line mean the probabilities were right; bigger dots hold more forecasts.',
  },
} as const;

/**
 * Predicted vs observed, bin by bin: points on the dashed diagonal are perfectly calibrated; a
 * bin with a band draws its 95% interval. A small hand-drawn SVG.
 */
export function CalibrationChart({
  bins,
  subject = 'favourite',
  testId = 'calibration-chart',
}: {
  bins: readonly (CalibrationBin | (BinLike & { low: number; high: number }))[];
  subject?: keyof typeof WORDS;
  testId?: string;
}) {
  const words = WORDS[subject];
  const titleId = useId();
  const box = { ...CALIBRATION_BOX, min: chartMin(bins) };
  const points = calibrationPoints(bins, box);
  const across = ticks(box.min, box.max);
  const up = ticks(0, 1).filter((_, index) => index % 2 === 0);
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`);

  return (
    <figure className="grid gap-3">
      <svg
        viewBox={`0 0 ${box.width} ${box.height}`}
        className="h-auto w-full max-w-xl"
        role="img"
        aria-labelledby={titleId}
        data-testid={testId}
      >
        <title id={titleId}>{words.title}</title>
        {across.map((t) => (
          <g key={`x${t}`}>
            <line
              x1={scaleX(t, box)}
              x2={scaleX(t, box)}
              y1={box.top}
              y2={box.height - box.bottom}
              className="stroke-border"
            />
            <text
              x={scaleX(t, box)}
              y={box.height - box.bottom + 16}
              textAnchor="middle"
              className="fill-muted-foreground text-[10px]"
            >
              {pct(t)}
            </text>
          </g>
        ))}
        {up.map((t) => (
          <g key={`y${t}`}>
            <line
              x1={box.left}
              x2={box.width - box.right}
              y1={scaleY(t, box)}
              y2={scaleY(t, box)}
              className="stroke-border"
            />
            <text
              x={box.left - 6}
              y={scaleY(t, box) + 3}
              textAnchor="end"
              className="fill-muted-foreground text-[10px]"
            >
              {pct(t)}
            </text>
          </g>
        ))}
        <line
          x1={scaleX(box.min, box)}
          y1={scaleY(box.min, box)}
          x2={scaleX(box.max, box)}
          y2={scaleY(box.max, box)}
          strokeDasharray="4 4"
          className="stroke-muted-foreground/60"
        />
        {points.length > 1 ? (
          <path d={path.join(' ')} fill="none" strokeWidth={2} className="stroke-primary/70" />
        ) : null}
        {points.map((p) => {
          const band = bandOf(p, box);
          return band ? (
            <line
              key={`band${p.from}`}
              x1={p.x}
              x2={p.x}
              y1={band.y1}
              y2={band.y2}
              strokeWidth={3}
              strokeLinecap="round"
              className="stroke-primary/30"
            />
          ) : null;
        })}
        {points.map((p) => (
          <circle
            key={p.from}
            cx={p.x}
            cy={p.y}
            r={p.r}
            className="fill-primary stroke-card"
            strokeWidth={1.5}
          >
            <title>
              {`${pct(p.from)}–${pct(p.to)}: predicted ${formatShare(p.meanPredicted)}, won ${formatShare(p.observedRate)} of ${p.count}`}
            </title>
          </circle>
        ))}
        <text
          x={(box.left + box.width - box.right) / 2}
          y={box.height - 6}
          textAnchor="middle"
          className="fill-muted-foreground text-[11px]"
        >
          {words.across}
        </text>
        <text
          transform={`translate(12 ${(box.top + box.height - box.bottom) / 2}) rotate(-90)`}
          textAnchor="middle"
          className="fill-muted-foreground text-[11px]"
        >
          {words.up}
        </text>
      </svg>
      <figcaption className="text-xs text-muted-foreground">{words.caption}</figcaption>
    </figure>
  );
}
