import {
  type CancelSubscriptionResponse,
  type CheckoutResponse,
  type CheckoutStatusResponse,
  CreateSubscriptionRequestSchema,
  checkoutSuccessPath,
  PurchaseCreditsRequestSchema,
} from '@contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import {
  createPayments,
  type PaymentsProvider,
  WebhookSignatureError,
} from '../../data/payments/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { parseInput } from '../../lib/parse.ts';
import { withRequestLog } from '../../lib/request-log.ts';
import { bearerToken, type RequestAuth, requireUser, sessionCookie } from '../auth/request-auth.ts';
import {
  type BillingDeps,
  cancelSubscription,
  checkoutStatus,
  startCreditsCheckout,
  startSubscriptionCheckout,
} from './service.ts';
import {
  completeTestCheckout,
  formToken,
  ownTestCheckout,
  renderTestCheckoutPage,
} from './test-checkout.ts';
import { handleProviderEvent, type WebhookOutcome } from './webhook.ts';

/** Stripe's events are far below this; anything larger is not one of them. */
const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

/** Checkout, cancellation, the Stripe webhook and (without a Stripe key) the test checkout. */
export async function billingRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  options: { payments?: PaymentsProvider } = {},
) {
  const payments = options.payments ?? createPayments(ctx.config);
  /** What the services log about a request (a provider failure, an event handled) carries its id. */
  const depsFor = (request: FastifyRequest): BillingDeps => ({
    ctx: withRequestLog(ctx, request),
    payments,
  });

  app.post('/api/subscription/create', async (request, reply): Promise<CheckoutResponse> => {
    const { user } = await requireUser(ctx, request, reply);
    const { planType } = parseInput(CreateSubscriptionRequestSchema, request.body);
    return startSubscriptionCheckout(depsFor(request), user, planType);
  });

  app.post('/api/credits/purchase', async (request, reply): Promise<CheckoutResponse> => {
    const { user } = await requireUser(ctx, request, reply);
    const { packageType } = parseInput(PurchaseCreditsRequestSchema, request.body);
    return startCreditsCheckout(depsFor(request), user, packageType);
  });

  app.get<{ Params: { id: string } }>(
    '/api/billing/checkout/:id',
    async (request, reply): Promise<CheckoutStatusResponse> => {
      const { user } = await requireUser(ctx, request, reply);
      return checkoutStatus(depsFor(request), user.id, request.params.id);
    },
  );

  app.post(
    '/api/user/subscription/cancel',
    async (request, reply): Promise<CancelSubscriptionResponse> => {
      const { user } = await requireUser(ctx, request, reply);
      return cancelSubscription(depsFor(request), user.id);
    },
  );

  // The signature covers the exact bytes Stripe sent, so this route alone keeps the raw body
  // (an encapsulated scope: the rest of the API still parses JSON). Stripe posts without cookies
  // or Origin, which the CSRF check lets through; the signature is what authenticates it.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post('/api/stripe/webhook', async (request): Promise<WebhookOutcome> => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      try {
        const event = payments.constructEvent(
          raw,
          typeof header === 'string' ? header : undefined,
          ctx.clock.now(),
        );
        const handled = await handleProviderEvent(depsFor(request), event);
        ctx.metrics.webhookDeliveries.inc({ outcome: handled.outcome });
        return handled;
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          ctx.metrics.webhookDeliveries.inc({ outcome: 'bad-signature' });
          request.log.warn({ reason: error.message }, 'refused a webhook delivery');
          throw badRequest(error.message);
        }
        // Answered 500, so the provider delivers it again later.
        ctx.metrics.webhookDeliveries.inc({ outcome: 'error' });
        throw error;
      }
    });
  });

  if (payments.mode === 'test') await registerTestCheckout(app, ctx, depsFor);
}

/** The credential that authenticated this request: the form token is bound to it. */
function credentialOf(request: FastifyRequest, auth: RequestAuth): string {
  return (auth.via === 'bearer' ? bearerToken(request) : sessionCookie(request)) ?? '';
}

async function registerTestCheckout(
  app: FastifyInstance,
  ctx: AppContext,
  depsFor: (request: FastifyRequest) => BillingDeps,
) {
  await app.register(async (scope) => {
    // The page's plain HTML form posts urlencoded; only here.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get<{ Params: { id: string } }>(
      '/api/billing/test-checkout/:id',
      async (request, reply) => {
        const auth = await requireUser(ctx, request, reply);
        const row = await ownTestCheckout(depsFor(request), request.params.id, auth.user.id);
        const token = formToken(row.id, credentialOf(request, auth));
        return reply.type('text/html; charset=utf-8').send(renderTestCheckoutPage(row, token));
      },
    );

    scope.post<{ Params: { id: string }; Body: Record<string, string> | undefined }>(
      '/api/billing/test-checkout/:id',
      async (request, reply) => {
        const auth = await requireUser(ctx, request, reply);
        const deps = depsFor(request);
        const row = await ownTestCheckout(deps, request.params.id, auth.user.id);
        const expected = formToken(row.id, credentialOf(request, auth));
        await completeTestCheckout(deps, row, request.body?.token, expected);
        return reply.redirect(checkoutSuccessPath(row.id), 303);
      },
    );
  });
}
