import type { OddsRow } from '@contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { exchangeNote, OddsTable } from './odds-table.tsx';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const row = (sportsbook: string, over: Partial<OddsRow>): OddsRow => ({
  id: `7:${sportsbook}`,
  sportsbook,
  moneylineHome: 101,
  moneylineDraw: 265,
  moneylineAway: 294,
  spreadHome: null,
  spreadOddsHome: null,
  totalPoints: null,
  decimal: { home: 2.01, draw: 3.65, away: 3.94, spreadHome: null },
  exchange: false,
  commission: 0,
  netDecimal: { home: 2.01, draw: 3.65, away: 3.94, spreadHome: null },
  best: { home: true, draw: true, away: false },
  kind: 'pre-match',
  ...over,
});

const rows = [
  row('1xBet', {}),
  row('Betfair Exchange', {
    moneylineHome: 102,
    moneylineDraw: 265,
    moneylineAway: 310,
    decimal: { home: 2.02, draw: 3.65, away: 4.1, spreadHome: null },
    exchange: true,
    commission: 0.02,
    netDecimal: { home: 1.9996, draw: 3.597, away: 4.038, spreadHome: null },
    best: { home: false, draw: false, away: true },
  }),
];

describe('the odds table', () => {
  it('shows an exchange net of commission, says so, and keeps the quoted price beside it', () => {
    expect(exchangeNote({ commission: 0.02 })).toBe('Exchange · net of 2% commission');
    const html = renderToStaticMarkup(
      <OddsTable rows={rows} homeTeam="Arsenal" awayTeam="Manchester City" showDraw />,
    );
    const table = text(html);
    // American by default: 1.9996 is -100 (a stake of 100.04 wins 100), 2.02 is quoted +102.
    expect(table).toContain(
      'Betfair Exchange Exchange · net of 2% commission -100 +102 quoted +260 +265 quoted +304 (best price) +310 quoted',
    );
    expect(table).toContain('1xBet +101 (best price) +265 (best price) +294');
    expect(table).toContain(
      'Best price per outcome highlighted, exchanges after their commission on winnings.',
    );
  });

  it('says nothing of exchanges when there are none', () => {
    const table = text(
      renderToStaticMarkup(
        <OddsTable rows={[rows[0]!]} homeTeam="Arsenal" awayTeam="Manchester City" showDraw />,
      ),
    );
    expect(table).not.toContain('xchange');
    expect(table).toContain('Best price per outcome highlighted.');
  });
});
