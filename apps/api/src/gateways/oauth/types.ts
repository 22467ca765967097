/** What a token endpoint answers (RFC 6749 §5.1), the parts kept. */
export interface TokenSet {
  access_token: string;
  refresh_token?: string;
  /** Seconds from now. */
  expires_in?: number;
  scope?: string;
}

export type OAuthProviderName = 'google' | 'zoom';

/** One authorisation server: where consent is asked and where codes and refresh tokens turn into tokens. */
export interface OAuthProvider {
  /** The offline stand-in (no client id configured). */
  readonly sandbox: boolean;
  authorizationUrl(request: { state: string; codeChallenge: string; redirectUri: string; scopes: readonly string[] }): string;
  exchangeCode(request: { code: string; codeVerifier: string; redirectUri: string }): Promise<TokenSet>;
  refresh(refreshToken: string): Promise<TokenSet>;
}

/** A provider refused or failed: the message is for logs and activities, not for users. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** fetch with a deadline; a non-2xx answer becomes a ProviderError naming the call. */
export async function providerFetch(
  what: string,
  url: string,
  init: RequestInit & { timeoutMs: number },
): Promise<Response> {
  const { timeoutMs, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(url, { ...rest, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new ProviderError(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ProviderError(`${what}: HTTP ${response.status} ${text.slice(0, 200)}`, response.status);
  }
  return response;
}

/** Names of this machine a browser or a local stand-in may be reached at. */
export const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);
