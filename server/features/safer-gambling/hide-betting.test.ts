import { describe, expect, it } from 'vitest';
import { withoutMarketSentences } from './hide-betting.ts';

describe('the prediction’s text during a break', () => {
  it('drops the sentences that quote the market and keeps the rest word for word', () => {
    const text =
      'Newcastle United should have the upper hand against Wolves on Wed 15 Jan, 19:30 UTC: 71.0% to win. ' +
      'The model rates Newcastle United 62.3% against 71.0% in the Pinnacle pre-match price; the published figure leans on the market. ' +
      'Expected goals: Newcastle United 2.19, Wolves 1.01.';
    expect(withoutMarketSentences(text)).toBe(
      'Newcastle United should have the upper hand against Wolves on Wed 15 Jan, 19:30 UTC: 71.0% to win. Expected goals: Newcastle United 2.19, Wolves 1.01.',
    );
  });

  it('keeps decimals inside a sentence together', () => {
    expect(withoutMarketSentences('Expected goals 2.19 to 1.01. Best odds 3.40 at Bet365.')).toBe(
      'Expected goals 2.19 to 1.01.',
    );
  });
});
