import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Provider (the `oidc-provider` package) on a local port, standing in for Google or
 * LinkedIn in API tests and the browser journey. Its development login screen accepts any login
 * and password; the login becomes the subject (`sub`), and its claims come from `setAccount` or
 * default to `email = login`, `email_verified = true`.
 */
export type PeerAccount = {
  email?: string;
  /** Omit to leave the claim out of the ID token. */
  email_verified?: boolean;
  name?: string;
  picture?: string;
};

export type OidcPeer = {
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  setAccount: (login: string, account: PeerAccount) => void;
  close: () => Promise<void>;
};

export type OidcPeerOptions = {
  name: string;
  redirectUris: string[];
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Off only to imitate a provider app that does not take PKCE. */
  isPkceRequired?: boolean;
  /** Fixed credentials (the browser journey passes them to the app); random by default. */
  clientId?: string;
  clientSecret?: string;
  host?: string;
};

function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    ...privateKey.export({ format: 'jwk' }),
    kid: randomBytes(8).toString('hex'),
    use: 'sig',
    alg: 'RS256',
  };
}

function listen(server: Server, port: number, host: string) {
  return new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

export async function startOidcPeer(options: OidcPeerOptions): Promise<OidcPeer> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer();
  const port = await listen(server, options.port ?? 0, host);
  const issuer = `http://${host}:${port}`;
  const clientId = options.clientId ?? `talentport-${options.name}`;
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const accounts = new Map<string, PeerAccount>();

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingKey()] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'picture'],
    },
    // Like Google and LinkedIn: the scopes' claims are in the ID token itself.
    conformIdTokenClaims: false,
    pkce: { required: () => options.isPkceRequired ?? true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          const account = accounts.get(id) ?? { email: id, email_verified: true };
          return {
            sub: id,
            ...(account.email !== undefined ? { email: account.email } : {}),
            ...(account.email_verified !== undefined ? { email_verified: account.email_verified } : {}),
            name: account.name ?? `${options.name} user ${id}`,
            ...(account.picture ? { picture: account.picture } : {}),
          };
        },
      };
    },
  });
  server.on('request', provider.callback());

  return {
    name: options.name,
    issuer,
    clientId,
    clientSecret,
    setAccount: (login, account) => accounts.set(login, account),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A minimal cookie jar per host: enough for the provider's interaction cookies. */
class CookieJar {
  private readonly cookies = new Map<string, Map<string, string>>();

  store(url: URL, response: Response) {
    const jar = this.cookies.get(url.host) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const separator = pair?.indexOf('=') ?? -1;
      if (!pair || separator < 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    this.cookies.set(url.host, jar);
  }

  header(url: URL): string {
    const jar = this.cookies.get(url.host);
    return jar ? [...jar].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  }
}

export type AuthorizeOptions = {
  login: string;
  /** Press "Cancel" on the provider's screen: the answer is `error=access_denied`. */
  isConsentDenied?: boolean;
};

/**
 * Drives the provider's screens over HTTP like a browser would: follows the authorization URL,
 * submits the login and consent forms, and stops at the redirect back to the app. Returns the
 * callback URL with `code`, `state` and `iss` (or `error`).
 */
export async function authorizeAtPeer(authorizationUrl: string, options: AuthorizeOptions): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  const issuerOrigin = url.origin;
  let method: 'GET' | 'POST' = 'GET';
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        cookie: jar.header(url),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    jar.store(url, response);
    method = 'GET';
    body = undefined;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url);
      if (next.origin !== issuerOrigin) return next;
      url = next;
      continue;
    }
    const html = await response.text();
    if (response.status !== 200)
      throw new Error(`provider answered ${response.status}: ${html.slice(0, 500)}`);
    const prompt = /name="prompt" value="(login|consent)"/.exec(html)?.[1];
    if (!prompt) throw new Error(`unexpected provider page: ${html.slice(0, 500)}`);
    if (options.isConsentDenied) {
      url = new URL(`${url.pathname.replace(/\/$/, '')}/abort`, url);
      continue;
    }
    method = 'POST';
    body =
      prompt === 'login'
        ? new URLSearchParams({ prompt, login: options.login, password: 'any password' })
        : new URLSearchParams({ prompt });
  }
  throw new Error('the provider did not redirect back to the app');
}
