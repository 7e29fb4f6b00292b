import type { Prediction, ProbabilitySource } from '@contract';
import { Scale } from 'lucide-react';
// The module itself, not '@contract': the index brings every zod schema with it.
import { percentages } from '../../../../contract/percentages.ts';
import { formatPercent } from '../../lib/prediction.ts';
import { SectionCard } from './section-card.tsx';

type ThreeWay = Prediction['model'];

type Key = keyof ThreeWay;

/**
 * One column as the bars above print theirs: one decimal, adding up to 100 (largest remainder).
 * Rounded one by one, a market draw of 26.15% read 26.2% here and 26.1% in the bars.
 */
export function columnPercents(probs: ThreeWay, keys: readonly Key[]): Record<Key, string> {
  const shown = percentages(keys.map((key) => probs[key] ?? 0));
  const out: Record<Key, string> = { home: '—', draw: '—', away: '—' };
  keys.forEach((key, i) => {
    out[key] = formatPercent(shown[i]!);
  });
  return out;
}

/**
 * What the model alone says beside the de-vigged market, and why the confidence is what it is.
 * The paragraph under the table says what the published numbers above are for this match
 * (`source.detail`): the market's price alone, the two pooled with the model's weight, or the
 * model alone.
 */
export function ModelVsMarket({
  homeTeam,
  awayTeam,
  model,
  market,
  hasDraw,
  confidenceFactors,
  source,
  marketHidden = false,
}: {
  homeTeam: string;
  awayTeam: string;
  model: ThreeWay;
  market: ThreeWay | null;
  /** The viewer is on a break from betting: the server sent no market, and this says why. */
  marketHidden?: boolean;
  hasDraw: boolean;
  confidenceFactors: string[];
  /** What the published figures are, as the server words it. */
  source: ProbabilitySource;
}) {
  const rows: [string, Key][] = [
    [homeTeam, 'home'],
    ...(hasDraw ? [['Draw', 'draw'] as [string, Key]] : []),
    [awayTeam, 'away'],
  ];
  const keys = rows.map(([, key]) => key);
  const modelShown = columnPercents(model, keys);
  const marketShown = market ? columnPercents(market, keys) : null;
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
                <td className="py-2 text-right tabular-nums">{modelShown[key]}</td>
                <td className="py-2 text-right tabular-nums">{marketShown?.[key]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {market ? (
        <p className="mt-2 text-xs text-muted-foreground" data-testid="published-source">
          {source.detail}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground" data-testid="published-source">
          {marketHidden ? 'Market prices are hidden during your break.' : source.detail}
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
