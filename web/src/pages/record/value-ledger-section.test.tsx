import type { LedgerFigure, LedgerTables, ValueLedgerResponse } from '@contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../api/query-keys.ts';
import { ValueLedgerSection } from './value-ledger-section.tsx';

const figure = (over: Partial<LedgerFigure>): LedgerFigure => ({
  n: 1240,
  roi: 0.031,
  roiLow: 0.007,
  roiHigh: 0.055,
  claimedEv: 0.072,
  clvN: 1200,
  clv: 0.021,
  clvSe: 0.004,
  since: '2016/17',
  ...over,
});

const none = figure({
  n: 0,
  roi: null,
  roiLow: null,
  roiHigh: null,
  claimedEv: null,
  clvN: 0,
  clv: null,
  clvSe: null,
  since: null,
});

const tables = (pooled: LedgerFigure, rows: Partial<LedgerTables> = {}): LedgerTables => ({
  pooled,
  byEvBand: [],
  byOddsBand: [],
  byLeague: [],
  bySeason: [],
  byBook: [],
  byCell: [],
  ...rows,
});

const ready: ValueLedgerResponse = {
  status: 'ready',
  asOf: '2025-01-18T00:00:00.000Z',
  computedAt: '2025-01-18T08:00:00.000Z',
  rule: {
    thresholdPct: 3,
    probabilityMarginPoints: 1,
    maxPrice: 6,
    exchanges: false,
    devig: 'multiplicative',
  },
  walkForward: tables(figure({ n: 2480 }), {
    byEvBand: [
      { key: '5–10%', figure: figure({}) },
      {
        key: '20%+',
        figure: figure({ n: 12, roi: -0.41, roiLow: -0.9, roiHigh: 0.3, claimedEv: 0.26 }),
      },
    ],
    byOddsBand: [{ key: '2–4', figure: figure({ roi: -0.052, roiLow: -0.094, roiHigh: -0.01 }) }],
    byLeague: [{ key: 'E0', figure: figure({}) }],
    bySeason: [{ key: '2023/24', figure: figure({}) }],
  }),
  live: tables(none),
};

function render(data: ValueLedgerResponse) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.valueLedger, data);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <ValueLedgerSection />
    </QueryClientProvider>,
  );
}

describe('the value-bet ledger on /record', () => {
  it('is the section value-bet cards link to, and states the rule it replays', () => {
    const html = render(ready);
    expect(html).toContain('id="value-bets"');
    expect(html).toContain('never edited');
    expect(html).toContain(
      'above 3% and stays positive with that probability one point lower, at decimal odds of 6.00 or less, exchanges are left out',
    );
  });

  it('tables each band with its bets, claimed EV, realised ROI with its interval and CLV', () => {
    const html = render(ready);
    for (const caption of ['claimed expected value', 'decimal odds', 'by league', 'by season'])
      expect(html).toMatch(new RegExp(`<caption class="sr-only">[^<]*${caption}`));
    expect(html).toContain('<th scope="col"');
    expect(html).toContain(
      '<th scope="row" class="whitespace-nowrap py-2.5 pr-3 text-left font-medium">5–10%</th>',
    );
    expect(html).toContain('>Premier League</th>');
    expect(html).toContain('>2023/24</th>');
    // 5–10%: 1,240 bets claiming +7.2% returned +3.1%, 95% interval +0.7% to +5.5%.
    expect(html).toContain('>1,240</td>');
    expect(html).toContain('+7.2%');
    expect(html).toContain('+0.7% to +5.5%');
    expect(html).toContain('+2.1% ± 0.4%');
    // A losing band shows its loss and its interval, both below zero.
    expect(html).toContain('-5.2%');
    expect(html).toContain('-9.4% to -1.0%');
    expect(html).toContain(
      'Every bet the rule lists:</span> 2,480 bets since 2016/17: claimed EV +7.2%, realised ROI +3.1% (95% interval +0.7% to +5.5%)',
    );
  });

  it('says a band with too few bets is too few to say, not its figure', () => {
    const html = render(ready);
    expect(html).toContain('Too few to say');
    // The 20%+ band's 12 bets lost 41%: not shown as if it meant something.
    expect(html).not.toContain('-41.0%');
    expect(html).not.toContain('-90.0% to +30.0%');
  });

  it('says when no listed bet has settled yet, and tables them once some have', () => {
    expect(render(ready)).toContain('None settled yet');
    const settled = render({
      ...ready,
      live: tables(figure({ n: 25, since: '2024/25' }), {
        byEvBand: [{ key: '5–10%', figure: figure({ n: 25 }) }],
      }),
    });
    expect(settled).not.toContain('None settled yet');
    expect(settled).toContain('Settled:</span> 25 bets since 2024/25');
    expect(settled).toContain('Live value bets by claimed expected value');
  });

  it('says the ledger is being computed while the server works it out', () => {
    const html = render({ status: 'computing', asOf: '2025-01-18T00:00:00.000Z' });
    expect(html).toContain('role="status"');
    expect(html).toContain('The ledger up to 18 Jan 2025 is being computed');
  });
});
