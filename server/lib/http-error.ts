/** An error whose message is safe to show to the user, with the HTTP status to send it with. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Fields sent beside `error`, e.g. `suggestions` for a question Strix could not place. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const unprocessable = (message: string, extra: Record<string, unknown> = {}) =>
  new HttpError(422, message, {}, extra);
export const notFound = (message: string) => new HttpError(404, message);

/**
 * A 409 the same request with `confirm: true` gets past (contract/price-entry.ts
 * ConfirmationNeeded): the sentence says what looks wrong.
 */
export const needsConfirmation = (message: string) =>
  new HttpError(409, message, {}, { needsConfirmation: true });
