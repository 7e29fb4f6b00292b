import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

/**
 * A real OpenID Connect provider (node-oidc-provider) on loopback. Its login screen is replaced by
 * an automatic login as `nextAccount`, and consent is pre-granted, so a test can walk the whole
 * authorization-code flow with plain HTTP requests.
 */
export async function startOidcProvider(client: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}) {
  const accounts = new Map<string, TestAccount>();
  const state = { nextAccount: undefined as TestAccount | undefined };

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    cookies: { keys: ['test-cookie-key'] },
    ttl: {
      Interaction: 600,
      Grant: 600,
      Session: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Google puts email and name in the ID token; do the same.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ ...account }) };
    },
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId || !ctx.oidc.client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const handle = provider.callback();

  server.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      const account = state.nextAccount;
      if (!account) {
        res.statusCode = 500;
        res.end('no account chosen for this test');
        return;
      }
      accounts.set(account.sub, account);
      provider
        .interactionFinished(
          req,
          res,
          { login: { accountId: account.sub } },
          { mergeWithLastSubmission: false },
        )
        .catch((error: unknown) => {
          res.statusCode = 500;
          res.end(String(error));
        });
      return;
    }
    handle(req, res);
  });

  return {
    issuer,
    signInAs(account: TestAccount) {
      state.nextAccount = account;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Follows redirects on the provider's side with a cookie jar, until one leaves the provider. */
export async function followProviderRedirects(startUrl: string, issuer: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = startUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (!url.startsWith(issuer)) return url;
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!.trim(), value.join('='));
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(
        `provider stopped at ${url} with ${response.status}: ${await response.text()}`,
      );
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects at the provider');
}
