import type { Prediction } from '@contract';
import { Scale } from 'lucide-react';
import { formatPercent } from '../../lib/prediction.ts';
import { SectionCard } from './section-card.tsx';

type ThreeWay = Prediction['model'];

const asPercent = (probability: number | null) =>
  probability === null ? '—' : formatPercent(probability * 100);

/**
 * What the model alone says beside the de-vigged market, and why the confidence is what it is.
 * The published numbers above pool the two.
 */
export function ModelVsMarket({
  homeTeam,
  awayTeam,
  model,
  market,
  hasDraw,
  confidenceFactors,
}: {
  homeTeam: string;
  awayTeam: string;
  model: ThreeWay;
  market: ThreeWay | null;
  hasDraw: boolean;
  confidenceFactors: string[];
}) {
  const rows: [string, keyof ThreeWay][] = [
    [homeTeam, 'home'],
    ...(hasDraw ? [['Draw', 'draw'] as [string, keyof ThreeWay]] : []),
    [awayTeam, 'away'],
  ];
  return (
    <SectionCard title="Model vs Market" icon={Scale}>
      {market ? (
        <table className="w-full text-sm">
          <caption className="sr-only">Model and market probabilities</caption>
          <thead>
            <tr className="text-xs text-muted-foreground">
              <th scope="col" className="pb-2 text-left font-medium">
                Outcome
              </th>
              <th scope="col" className="pb-2 text-right font-medium">
                Model
              </th>
              <th scope="col" className="pb-2 text-right font-medium">
                Market
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, key]) => (
              <tr key={key} className="border-t border-border/60">
                <th scope="row" className="max-w-0 truncate py-2 text-left font-medium">
                  {label}
                </th>
                <td className="py-2 text-right tabular-nums">{asPercent(model[key])}</td>
                <td className="py-2 text-right tabular-nums">{asPercent(market[key])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-muted-foreground">
          No market prices for this match: the prediction is the model alone.
        </p>
      )}
      {confidenceFactors.length > 0 ? (
        <div className="mt-4">
          <h4 className="text-xs font-semibold uppercase tracking-[0.12em] text-muted-foreground">
            Why this confidence
          </h4>
          <ul className="mt-2 grid gap-1.5 text-sm text-muted-foreground">
            {confidenceFactors.map((factor) => (
              <li key={factor} className="flex gap-2">
                <span className="mt-2 size-1 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                {factor}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </SectionCard>
  );
}
