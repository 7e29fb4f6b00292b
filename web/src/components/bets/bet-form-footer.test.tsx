import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BetFormFooter } from './bet-form-footer.tsx';

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const footer = (props: { problem?: string | null; confirmation?: string | null }) =>
  textOf(
    renderToStaticMarkup(
      <BetFormFooter
        problem={props.problem ?? null}
        confirmation={props.confirmation ?? null}
        pending={false}
        label="Record bet"
        pendingLabel="Recording..."
      >
        <span>Cancel</span>
      </BetFormFooter>,
    ),
  );

describe('the end of a bet form', () => {
  it('asks to confirm with the server’s sentence, the submit button saying yes', () => {
    const sentence = 'You recorded this same bet less than a minute ago.';
    expect(footer({ confirmation: sentence, problem: 'older refusal' })).toBe(
      `${sentence} Cancel Yes, record bet`,
    );
  });

  it('shows a refusal, or nothing, with the plain submit button', () => {
    expect(footer({ problem: 'The stake must be more than 0.' })).toBe(
      'The stake must be more than 0. Cancel Record bet',
    );
    expect(footer({})).toBe('Cancel Record bet');
  });
});
