import Stripe from 'stripe';
import { z } from 'zod';
import { type PaymentEvent, WebhookSignatureError } from './types.ts';

/** Deliveries signed longer ago than this are refused, so a captured one cannot be replayed. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const EventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
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
  const parsed = EventSchema.safeParse(event);
  if (!parsed.success) throw new WebhookSignatureError('The webhook body is not a Stripe event.');
  const { id, type, created, data } = parsed.data;
  return { id, type, created, object: data.object };
}
