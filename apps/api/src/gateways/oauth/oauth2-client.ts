import * as oauth from 'oauth4webapi';
import { LOOPBACK_HOSTS, ProviderError, type OAuthProvider, type TokenSet } from './types';

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

/**
 * The authorisation-code flow with PKCE (S256) against a real provider, through oauth4webapi
 * (RFC 6749, 7636 and 8252 as its conformance-tested code reads them): it builds the token
 * requests, authenticates the client, and checks the answers (a bearer token, well-formed
 * fields, an ID token's claims if one comes). The consent URL and the state stay ours: the
 * state is signed and stored by the integrations routes, which check it before this is called.
 */
export class OAuth2Client implements OAuthProvider {
  readonly sandbox = false;
  private readonly server: oauth.AuthorizationServer;
  private readonly client: oauth.Client;
  private readonly authentication: oauth.ClientAuth;
  private readonly requestOptions: oauth.TokenEndpointRequestOptions;

  constructor(private readonly options: OAuth2ClientOptions) {
    const tokenUrl = new URL(options.tokenUrl);
    this.server = {
      // Only read for an ID token's issuer, and no ID token is ever checked (see withoutIdToken).
      issuer: tokenUrl.origin,
      authorization_endpoint: options.authUrl,
      token_endpoint: options.tokenUrl,
    };
    this.client = { client_id: options.clientId };
    this.authentication =
      options.clientAuth === 'basic' ? oauth.ClientSecretBasic(options.clientSecret) : oauth.ClientSecretPost(options.clientSecret);
    this.requestOptions = {
      signal: () => AbortSignal.timeout(options.timeoutMs),
      [oauth.customFetch]: withoutIdToken,
      [oauth.allowInsecureRequests]: tokenUrl.protocol === 'http:' && LOOPBACK_HOSTS.has(tokenUrl.hostname),
    };
  }

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
    return this.token('authorization_code', async () => {
      // The state was checked by the caller (signed, stored, single-use): only the code is read here.
      const callback = oauth.validateAuthResponse(this.server, this.client, new URLSearchParams({ code }), oauth.skipStateCheck);
      const response = await oauth.authorizationCodeGrantRequest(
        this.server,
        this.client,
        this.authentication,
        callback,
        redirectUri,
        codeVerifier,
        this.requestOptions,
      );
      return oauth.processAuthorizationCodeResponse(this.server, this.client, response);
    });
  }

  refresh(refreshToken: string): Promise<TokenSet> {
    return this.token('refresh_token', async () => {
      const response = await oauth.refreshTokenGrantRequest(this.server, this.client, this.authentication, refreshToken, this.requestOptions);
      return oauth.processRefreshTokenResponse(this.server, this.client, response);
    });
  }

  /** One token request; whatever goes wrong becomes a ProviderError naming the call. */
  private async token(grant: string, request: () => Promise<oauth.TokenEndpointResponse>): Promise<TokenSet> {
    const what = `${this.options.name} token (${grant})`;
    let answer: oauth.TokenEndpointResponse;
    try {
      answer = await request();
    } catch (error) {
      if (error instanceof oauth.ResponseBodyError) {
        throw new ProviderError(`${what}: HTTP ${error.status} ${error.error}${error.error_description ? ` (${error.error_description})` : ''}`, error.status);
      }
      throw new ProviderError(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    }
    return {
      access_token: answer.access_token,
      ...(answer.refresh_token !== undefined && { refresh_token: answer.refresh_token }),
      ...(answer.expires_in !== undefined && { expires_in: answer.expires_in }),
      ...(answer.scope !== undefined && { scope: answer.scope }),
    };
  }
}

/**
 * fetch, with any ID token taken out of a token endpoint's answer. Neither provider is asked for
 * one (no `openid` scope) and nothing reads it, yet Google sends one when the account once
 * granted `openid` to the client (`include_granted_scopes`), issued by accounts.google.com
 * rather than the token endpoint's host: checking a token nobody uses would only turn that
 * into a failed connection.
 */
async function withoutIdToken(url: string, init: oauth.CustomFetchOptions<'POST', URLSearchParams>): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok || !/json/i.test(response.headers.get('content-type') ?? '')) return response;
  const body: unknown = await response.json().catch(() => null);
  const kept = body !== null && typeof body === 'object' && 'id_token' in body ? { ...body, id_token: undefined } : body;
  // The body was read (and decoded): its length and encoding no longer describe what follows.
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(JSON.stringify(kept), { status: response.status, headers });
}
