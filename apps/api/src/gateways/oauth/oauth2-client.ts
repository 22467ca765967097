import { parseTokenSet, providerFetch, type OAuthProvider, type TokenSet } from './types';

export interface OAuth2ClientOptions {
  name: string;
  authUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** Google takes the client's credentials in the body, Zoom in a Basic header. */
  clientAuth: 'body' | 'basic';
  /** Extra parameters of the consent page (Google needs offline access for a refresh token). */
  extraAuthParams?: Record<string, string>;
  timeoutMs: number;
}

/** The authorisation-code flow with PKCE (S256) against a real provider. */
export class OAuth2Client implements OAuthProvider {
  readonly sandbox = false;

  constructor(private readonly options: OAuth2ClientOptions) {}

  authorizationUrl({ state, codeChallenge, redirectUri, scopes }: Parameters<OAuthProvider['authorizationUrl']>[0]): string {
    const url = new URL(this.options.authUrl);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', this.options.clientId);
    url.searchParams.set('redirect_uri', redirectUri);
    if (scopes.length > 0) url.searchParams.set('scope', scopes.join(' '));
    url.searchParams.set('state', state);
    url.searchParams.set('code_challenge', codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
    for (const [key, value] of Object.entries(this.options.extraAuthParams ?? {})) url.searchParams.set(key, value);
    return url.toString();
  }

  exchangeCode({ code, codeVerifier, redirectUri }: Parameters<OAuthProvider['exchangeCode']>[0]): Promise<TokenSet> {
    return this.token({ grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: redirectUri });
  }

  refresh(refreshToken: string): Promise<TokenSet> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  private async token(params: Record<string, string>): Promise<TokenSet> {
    const { clientId, clientSecret, clientAuth } = this.options;
    const body = new URLSearchParams(params);
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    };
    if (clientAuth === 'basic') {
      headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`;
    } else {
      body.set('client_id', clientId);
      body.set('client_secret', clientSecret);
    }
    const what = `${this.options.name} token (${params.grant_type})`;
    const response = await providerFetch(what, this.options.tokenUrl, {
      method: 'POST',
      headers,
      body,
      timeoutMs: this.options.timeoutMs,
    });
    return parseTokenSet(what, await response.json().catch(() => null));
  }
}
