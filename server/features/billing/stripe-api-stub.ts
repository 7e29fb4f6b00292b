import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stub received: Stripe's form-encoded parameters, flat ('a[0][b]' → value). */
export interface StubRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local HTTP server that answers like Stripe's API for the calls Strix makes (create a
 * Checkout Session, update and cancel a Subscription), so the real SDK can be pointed at it with
 * STRIPE_API_BASE. Answers follow Stripe's object shapes; the subscription's period end is on its
 * items, as in API versions since 2025-03-31.
 */
export async function startStripeApiStub() {
  const requests: StubRequest[] = [];
  let counter = 0;
  /** Subscriptions cancelled through DELETE: a second cancel finds none, as at Stripe. */
  const cancelled = new Set<string>();
  /** The period end the stub reports for subscriptions (seconds). */
  const state = { periodEnd: Math.floor(Date.now() / 1000) + 20 * 24 * 3600, failNext: false };

  const subscriptionObject = (id: string, fields: Record<string, unknown>) => ({
    id,
    object: 'subscription',
    status: 'active',
    customer: 'cus_stub',
    cancel_at_period_end: false,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          object: 'subscription_item',
          current_period_end: state.periodEnd,
          price: { id: 'price_stub', object: 'price', unit_amount: 999 },
        },
      ],
    },
    ...fields,
  });

  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://stub');
    // POST parameters come in the body, DELETE parameters in the query string.
    const form = {
      ...Object.fromEntries(url.searchParams),
      ...Object.fromEntries(new URLSearchParams(body)),
    };
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      authorization: request.headers.authorization,
      form,
    });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_stub' });
      response.end(JSON.stringify(payload));
    };
    if (state.failNext) {
      state.failNext = false;
      return send(400, {
        error: { type: 'invalid_request_error', message: 'Stub refused the request.' },
      });
    }
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = `cs_test_stub_${++counter}`;
      return send(200, {
        id,
        object: 'checkout.session',
        mode: form.mode,
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: form.client_reference_id ?? null,
        amount_total: Number(form['line_items[0][price_data][unit_amount]'] ?? 0),
        currency: 'usd',
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        url: `https://checkout.stripe.com/c/pay/${id}`,
      });
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (subscription && request.method === 'POST') {
      return send(
        200,
        subscriptionObject(subscription[1]!, {
          cancel_at_period_end: form.cancel_at_period_end === 'true',
        }),
      );
    }
    if (subscription && request.method === 'DELETE') {
      const id = subscription[1]!;
      if (cancelled.has(id)) {
        return send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'id',
            message: `No such subscription: '${id}'`,
          },
        });
      }
      cancelled.add(id);
      return send(200, subscriptionObject(id, { status: 'canceled' }));
    }
    send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL.' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    state,
    cancelled,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
