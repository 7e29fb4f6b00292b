/**
 * What can go wrong when asking a live provider, sorted by what the caller should do about it:
 * fix configuration (unauthorized, bad-request), wait for the quota to reset (quota-exhausted),
 * wait a little (rate-limited, honour retryAfterMs), try again later (server, network), or
 * distrust the upstream until someone looks (malformed). `not-found` is a failure too, except
 * for a new season's league file before its first results (see seasonFileExpected).
 */
export type ProviderErrorKind =
  | 'unauthorized'
  | 'quota-exhausted'
  | 'rate-limited'
  | 'bad-request'
  | 'not-found'
  | 'too-large'
  | 'server'
  | 'network'
  | 'malformed';

/** Credits as a metered provider reports them on every answer; null when it did not say. */
export interface RequestQuota {
  /** Credits left until the quota resets. */
  remaining: number | null;
  /** Credits used since the last reset. */
  used: number | null;
  /** What the call just made cost. */
  last: number | null;
}

export interface ProviderErrorDetails {
  /** The HTTP status, when the provider answered at all. */
  status?: number;
  /** The provider's own error code (The Odds API's `OUT_OF_USAGE_CREDITS`, ...). */
  code?: string;
  /** How long the provider asked us to wait before the next call. */
  retryAfterMs?: number;
  /** Credits as reported on the failed answer. */
  quota?: RequestQuota;
  cause?: unknown;
}

/** A failed exchange with a live provider. The message is a sentence a person can act on. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  readonly kind: ProviderErrorKind;
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly retryAfterMs: number | undefined;
  readonly quota: RequestQuota | undefined;

  constructor(kind: ProviderErrorKind, message: string, details: ProviderErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
    this.retryAfterMs = details.retryAfterMs;
    this.quota = details.quota;
  }
}
