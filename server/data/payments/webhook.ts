import Stripe from 'stripe';
import { z } from 'zod';
import { type PaymentEvent, WebhookSignatureError } from './types.ts';

/**
 * Deliveries signed longer ago than this are refused, so a captured one cannot be replayed; and
 * so are those dated further ahead than this, which only a wrong clock or a forgery produces.
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Stripe's event ids: `evt_` then letters and digits (`evt_test_…` for v2 events), 255
 * characters at most as every Stripe id. Checked before the id is looked up or stored.
 */
const EVENT_ID = /^evt_[A-Za-z0-9_]{1,251}$/;
const EVENT_TYPE = /^[a-z0-9_.[\]]{1,100}$/;

const EventSchema = z.object({
  id: z.string().regex(EVENT_ID),
  type: z.string().regex(EVENT_TYPE),
  created: z.number(),
  data: z.object({ object: z.unknown() }),
});

/**
 * Verifies a webhook delivery with the Stripe SDK (HMAC-SHA256 over `timestamp.rawBody`, checked
 * in constant time, with a 300 s tolerance counted from `receivedAt`), then reads its envelope.
 * The raw bytes are what was signed: a re-serialised JSON body would not verify.
 */
export function verifyWebhook(
  secret: string | undefined,
  rawBody: Buffer,
  signature: string | undefined,
  receivedAt: Date,
): PaymentEvent {
  if (!secret) throw new WebhookSignatureError('Webhook signing is not configured.');
  if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(
      rawBody,
      signature,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      receivedAt.getTime(),
    );
  } catch (error) {
    const stale = error instanceof Error && /tolerance/i.test(error.message);
    throw new WebhookSignatureError(
      stale
        ? 'The webhook signature is too old.'
        : 'The webhook signature does not match the body.',
    );
  }
  if (signedAt(signature) - receivedAt.getTime() / 1000 > WEBHOOK_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError('The webhook signature is dated in the future.');
  }
  const parsed = EventSchema.safeParse(event);
  if (!parsed.success) throw new WebhookSignatureError('The webhook body is not a Stripe event.');
  const { id, type, created, data } = parsed.data;
  return { id, type, created, object: data.object };
}

/**
 * The `t=` of a Stripe-Signature header that verified, read as the SDK reads it (the last `t`,
 * parsed as an integer): that number is what the signature covers.
 */
function signedAt(signature: string): number {
  let timestamp = Number.NaN;
  for (const item of signature.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
  }
  return timestamp;
}
