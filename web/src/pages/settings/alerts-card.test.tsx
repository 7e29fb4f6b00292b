import type { AlertSettings, PriceTarget } from '@contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { targetChoices, targetRequest } from '../../components/alerts/price-target-form.tsx';
import { AlertsContent, type AlertsContentProps } from './alerts-card.tsx';

const OFF: AlertSettings = {
  valueBets: false,
  minEdgePercent: 5,
  priceTargets: false,
  maxPerDay: 5,
  sentToday: 0,
  mailConfigured: true,
};

const target = (over: Partial<PriceTarget>): PriceTarget => ({
  id: '00000000-0000-4000-8000-000000000001',
  matchId: 206,
  homeTeam: 'Newcastle United',
  awayTeam: 'Wolves',
  league: 'Premier League',
  kickoff: '2025-01-15T19:30:00.000Z',
  market: '1x2',
  selection: 'away',
  line: null,
  description: 'Wolves to win',
  targetPrice: 9.5,
  createdAt: '2025-01-15T12:00:00.000Z',
  firedAt: null,
  status: 'waiting',
  ...over,
});

function render(props: Partial<AlertsContentProps>) {
  return renderToStaticMarkup(
    <Router ssrPath="/settings">
      <AlertsContent
        email="ana@example.com"
        settings={OFF}
        teams={[]}
        targets={[]}
        onChange={() => {}}
        onUnfollow={() => {}}
        onDeleteTarget={() => {}}
        {...props}
      />
    </Router>,
  );
}

/** The card's text without tags, as a reader meets it. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
/** The checkbox labelled `label`: whether it is ticked. */
function ticked(html: string, label: string): boolean {
  const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
  expect(id, label).toBeDefined();
  const input = new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)![0];
  return /\schecked=""/.test(input);
}

describe('Settings → Alerts card', () => {
  it('starts with every alert off, the defaults filled in and honest empty lists', () => {
    const html = render({});
    const text = textOf(html);
    expect(ticked(html, 'Value bets on teams you follow')).toBe(false);
    expect(ticked(html, 'Price targets')).toBe(false);
    expect(html).toMatch(/<input[^>]*type="number"[^>]*min="3"[^>]*max="50"[^>]*value="5"/);
    expect(html).toMatch(/<input[^>]*type="number"[^>]*min="1"[^>]*max="20"[^>]*value="5"/);
    expect(text).toContain('Alerts come by email to ana@example.com');
    expect(text).toContain('0 of 5 sent today (UTC).');
    expect(text).toContain('You follow no team yet.');
    expect(text).toContain('No price targets.');
    expect(text).not.toContain('no mail set up');
  });

  it('shows what is on, whom it follows and which prices it waits for, each removable', () => {
    const html = render({
      settings: { ...OFF, valueBets: true, minEdgePercent: 7.5, maxPerDay: 3, sentToday: 2 },
      teams: [
        { id: 12, name: 'Newcastle United', league: 'Premier League', followedAt: '' },
        { id: 40, name: 'Boston Celtics', league: null, followedAt: '' },
      ],
      targets: [
        target({}),
        target({
          id: '00000000-0000-4000-8000-000000000002',
          market: 'total',
          selection: 'over',
          line: 2.5,
          description: 'Over 2.5',
          targetPrice: 2.1,
          firedAt: '2025-01-15T13:00:00.000Z',
          status: 'fired',
        }),
      ],
    });
    const text = textOf(html);
    expect(ticked(html, 'Value bets on teams you follow')).toBe(true);
    expect(ticked(html, 'Price targets')).toBe(false);
    expect(text).toContain(
      "A value bet on a followed team's match at or above 7.5% expected value.",
    );
    expect(text).toContain('2 of 3 sent today (UTC).');
    expect(text).toContain('Newcastle United · Premier League');
    expect(text).toContain('Boston Celtics Unfollow');
    expect(html).toContain('aria-label="Unfollow Newcastle United"');
    // In the person's odds format (American, as a page rendered without a device shows).
    expect(text).toContain('Wolves to win at +850 or more');
    expect(text).toMatch(/Newcastle United vs Wolves · Wed 15 Jan, \d\d:\d\d \S+ · Waiting/);
    expect(text).toMatch(/Over 2\.5 at \+110 or more .* · Sent/);
    expect(html).toContain('href="/match/206"');
    expect(html).toContain('aria-label="Delete the target Over 2.5 at +110"');
  });

  it('says when the server cannot send mail at all', () => {
    const text = textOf(render({ settings: { ...OFF, mailConfigured: false } }));
    expect(text).toContain(
      'This Strix server has no mail set up, so no alert can be sent for now.',
    );
  });
});

describe('price target choices', () => {
  const row = (totalPoints: number | null, stale = false) =>
    ({ totalPoints, stale }) as unknown as Parameters<typeof targetChoices>[0]['odds'][number];

  it('offers the result with a draw in soccer and the total on the books’ fresh line', () => {
    const choices = targetChoices({
      sport: 'soccer',
      homeTeam: 'Arsenal',
      awayTeam: 'Chelsea',
      odds: [row(3.5, true), row(2.5)],
    });
    expect(choices.map((c) => [c.market, c.selection, c.line, c.label])).toEqual([
      ['1x2', 'home', null, 'Arsenal to win'],
      ['1x2', 'draw', null, 'Draw'],
      ['1x2', 'away', null, 'Chelsea to win'],
      ['total', 'over', 2.5, 'Over 2.5'],
      ['total', 'under', 2.5, 'Under 2.5'],
    ]);
  });

  it('offers the moneyline without a draw in the NBA and NFL, and no total without a line', () => {
    const choices = targetChoices({
      sport: 'basketball',
      homeTeam: 'Celtics',
      awayTeam: 'Lakers',
      odds: [row(null)],
    });
    expect(choices.map((c) => `${c.market}:${c.selection}`)).toEqual([
      'moneyline:home',
      'moneyline:away',
    ]);
  });
});

describe('a price target typed in the person’s odds format', () => {
  const choice = { market: '1x2', selection: 'away', line: null, label: 'Wolves to win' } as const;

  it('goes as typed with its format: +145 is never a target of 145', () => {
    expect(targetRequest(7, choice, '+145', 'american')).toEqual({
      matchId: 7,
      market: '1x2',
      selection: 'away',
      line: null,
      targetPrice: '+145',
      priceFormat: 'american',
    });
    expect(targetRequest(7, choice, '+145', 'decimal')).toMatchObject({
      targetPrice: '+145',
      priceFormat: 'decimal',
    });
  });

  it('asks for a price when there is none', () => {
    expect(targetRequest(7, choice, ' ', 'fractional')).toBe('Enter the price, like 9/2.');
  });
});
