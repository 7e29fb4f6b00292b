import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { THEME_BOOT_SCRIPT } from '@contract';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppContext } from '../app-context.ts';
import type { Config } from '../config/config.ts';
import { authenticate, bearerToken, sessionCookie } from '../features/auth/request-auth.ts';
import { forbidden } from '../lib/http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The one inline script allowed: the page's theme, set before its first paint. */
export const THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64')}'`;

/**
 * Helmet's headers, worked out once: they are the same for every answer, so each request gets a
 * copy of the finished set (one hook, no per-request middleware chain; docs/performance.md
 * "Where a request's time goes").
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", THEME_SCRIPT_HASH],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only means something over HTTPS; on plain HTTP it would just be ignored noise.
    strictTransportSecurity: config.https
      ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers helmet sets with these options, read off a response it is run on. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const set: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      set[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete set[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    if (error) throw error;
  });
  return set;
}

/**
 * CSRF: a state-changing request authenticated by the session cookie must come from the app's own
 * origin. Browsers always send Origin on such requests, and a cross-site page cannot forge it.
 * Requests authenticated by a bearer token are exempt (another site cannot attach our
 * Authorization header), but only when the token is what authenticates: a bogus bearer beside a
 * valid cookie is a cookie request. A foreign Origin is refused even without a cookie, which also
 * stops login CSRF.
 *
 * The check covers every unsafe method, whatever the URL looks like: the router decodes paths
 * (`/%61pi/...` is `/api/...`), so deciding by the raw spelling would let such requests through.
 */
export function registerCsrfProtection(app: FastifyInstance, ctx: AppContext) {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (bearerToken(request)) {
      const auth = await authenticate(ctx, request, reply);
      if (auth?.via === 'bearer') return;
    }
    const origin = request.headers.origin;
    const cookieAuthenticated = sessionCookie(request) !== undefined;
    if (!origin) {
      if (cookieAuthenticated) throw forbidden('This request must come from the Strix app itself.');
      return;
    }
    if (!isOwnOrigin(origin, request.headers.host, request.protocol, ctx.config.publicUrl)) {
      throw forbidden('This request must come from the Strix app itself.');
    }
  });
}

function isOwnOrigin(
  origin: string,
  host: string | undefined,
  protocol: string,
  publicUrl: string,
) {
  if (origin === publicUrl) return true;
  // Same-origin by the Host the browser addressed (e.g. 127.0.0.1 while PUBLIC_URL says localhost).
  return host !== undefined && origin === `${protocol}://${host}`;
}
