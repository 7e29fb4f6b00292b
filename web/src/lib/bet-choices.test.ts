import type { OddsRow, ValueBet } from '@contract';
import { describe, expect, it } from 'vitest';
import {
  bestPriceChoices,
  choiceFromValueBet,
  choicesFromOddsRow,
  spreadLabel,
} from './bet-choices.ts';

const row = (over: Partial<OddsRow> = {}): OddsRow => ({
  id: 'bet365',
  sportsbook: 'Bet365',
  moneylineHome: 110,
  moneylineDraw: 240,
  moneylineAway: 150,
  spreadHome: null,
  spreadOddsHome: null,
  totalPoints: 2.5,
  totalPrices: { over: 1.9, under: 1.95 },
  fairFromSpread: null,
  note: null,
  decimal: { home: 2.1, draw: 3.4, away: 2.5, spreadHome: null },
  exchange: false,
  commission: 0,
  netDecimal: { home: 2.1, draw: 3.4, away: 2.5, spreadHome: null },
  best: { home: false, draw: false, away: false },
  kind: 'pre-match',
  capturedAt: '2025-01-15T11:48:00Z',
  stale: false,
  ...over,
});

const soccer = { homeTeam: 'Arsenal', awayTeam: 'Chelsea', hasDraw: true };

describe('choicesFromOddsRow', () => {
  it('offers the three results and both sides of the total at the row’s prices', () => {
    const choices = choicesFromOddsRow(row(), soccer);
    expect(choices.map((c) => [c.market, c.selection, c.line, c.label, c.price])).toEqual([
      ['1x2', 'home', null, 'Arsenal to win', 2.1],
      ['1x2', 'draw', null, 'Draw', 3.4],
      ['1x2', 'away', null, 'Chelsea to win', 2.5],
      ['total', 'over', 2.5, 'Over 2.5', 1.9],
      ['total', 'under', 2.5, 'Under 2.5', 1.95],
    ]);
  });

  it('records an exchange’s price as it pays out, after commission', () => {
    const exchange = row({
      exchange: true,
      commission: 0.02,
      decimal: { home: 2.1, draw: 3.4, away: 2.5, spreadHome: null },
      netDecimal: { home: 2.078, draw: 3.352, away: 2.47, spreadHome: null },
    });
    expect(choicesFromOddsRow(exchange, soccer)[0]?.price).toBe(2.078);
  });

  it('is a two-way moneyline without a draw, and skips missing prices', () => {
    const nba = choicesFromOddsRow(
      row({
        totalPoints: null,
        decimal: { home: 1.5, draw: null, away: null, spreadHome: null },
        netDecimal: { home: 1.5, draw: null, away: null, spreadHome: null },
      }),
      { homeTeam: 'Lakers', awayTeam: 'Warriors', hasDraw: false },
    );
    expect(nba).toEqual([
      {
        market: 'moneyline',
        selection: 'home',
        line: null,
        label: 'Lakers to win',
        price: 1.5,
        bookmaker: 'Bet365',
      },
    ]);
  });
});

describe('choicesFromOddsRow on a spread', () => {
  const nhl = { homeTeam: 'Buffalo Sabres', awayTeam: 'Carolina Hurricanes', hasDraw: false };
  // Caesars, 14 Jan 2025: Sabres +158 / Hurricanes −190, puck line Sabres +1.5 at −155, 6.0.
  const puckLine = row({
    sportsbook: 'Caesars',
    spreadHome: 1.5,
    spreadOddsHome: -155,
    totalPoints: 6,
    totalPrices: { over: 2.0, under: 1.8333 },
    decimal: { home: 2.58, draw: null, away: 1.5263, spreadHome: 1.6452 },
    netDecimal: { home: 2.58, draw: null, away: 1.5263, spreadHome: 1.6452 },
  });

  it('offers the home side’s puck line at the row’s price, between the moneyline and the total', () => {
    expect(
      choicesFromOddsRow(puckLine, nhl).map((c) => [
        c.market,
        c.selection,
        c.line,
        c.label,
        c.price,
      ]),
    ).toEqual([
      ['moneyline', 'home', null, 'Buffalo Sabres to win', 2.58],
      ['moneyline', 'away', null, 'Carolina Hurricanes to win', 1.5263],
      ['spread', 'home', 1.5, 'Buffalo Sabres +1.5', 1.6452],
      ['total', 'over', 6, 'Over 6', 2.0],
      ['total', 'under', 6, 'Under 6', 1.8333],
    ]);
  });

  it('offers no spread without its price, and never soccer’s Asian handicap', () => {
    const unpriced = row({
      spreadHome: -7.5,
      decimal: { home: 1.3, draw: null, away: 3.6, spreadHome: null },
      netDecimal: { home: 1.3, draw: null, away: 3.6, spreadHome: null },
    });
    expect(choicesFromOddsRow(unpriced, nhl).some((c) => c.market === 'spread')).toBe(false);
    const asian = row({
      spreadHome: -0.5,
      decimal: { home: 2.1, draw: 3.4, away: 2.5, spreadHome: 2.05 },
      netDecimal: { home: 2.1, draw: 3.4, away: 2.5, spreadHome: 2.05 },
    });
    expect(choicesFromOddsRow(asian, soccer).some((c) => c.market === 'spread')).toBe(false);
  });

  it('writes a spread as the side with its own signed line', () => {
    expect(spreadLabel('away', nhl, -1.5)).toBe('Carolina Hurricanes -1.5');
    expect(spreadLabel('home', nhl, 3)).toBe('Buffalo Sabres +3');
  });
});

describe('bestPriceChoices', () => {
  it('takes each outcome from the fresh row marked best', () => {
    const rows = [
      row({ id: 'a', sportsbook: 'A', best: { home: true, draw: false, away: false } }),
      row({
        id: 'b',
        sportsbook: 'B',
        netDecimal: { home: 2.0, draw: 3.6, away: 2.6, spreadHome: null },
        best: { home: false, draw: true, away: true },
      }),
    ];
    expect(bestPriceChoices(rows, soccer).map((c) => [c.selection, c.bookmaker, c.price])).toEqual([
      ['home', 'A', 2.1],
      ['draw', 'B', 3.6],
      ['away', 'B', 2.6],
    ]);
  });
});

describe('choiceFromValueBet', () => {
  it('records the value bet’s price net of commission, on the match result market', () => {
    const bet = {
      outcome: 'away',
      homeTeam: 'Arsenal',
      awayTeam: 'Chelsea',
      decimalOdds: 3.1,
      netDecimalOdds: 3.058,
      sportsbook: 'Betfair Exchange',
    } as ValueBet;
    expect(choiceFromValueBet(bet, true)).toEqual({
      market: '1x2',
      selection: 'away',
      line: null,
      label: 'Chelsea to win',
      price: 3.058,
      bookmaker: 'Betfair Exchange',
    });
  });
});
