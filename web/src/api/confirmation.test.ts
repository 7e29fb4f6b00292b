import { describe, expect, it } from 'vitest';
import { ApiError } from './client.ts';
import { confirmationOf } from './confirmation.ts';

describe('confirmationOf', () => {
  it('reads the sentence of a 409 that asks to confirm', () => {
    const body = {
      error: 'You recorded this same bet less than a minute ago.',
      needsConfirmation: true,
    };
    expect(confirmationOf(new ApiError(409, 'x', body.error, body))).toBe(body.error);
  });

  it('is null for any other failure', () => {
    const tooMany = { error: 'You have recorded 5,000 bets.' };
    expect(confirmationOf(new ApiError(409, 'x', tooMany.error, tooMany))).toBeNull();
    expect(
      confirmationOf(new ApiError(400, 'x', 'Bad', { error: 'Bad', needsConfirmation: true })),
    ).toBeNull();
    expect(confirmationOf(new Error('offline'))).toBeNull();
  });
});
