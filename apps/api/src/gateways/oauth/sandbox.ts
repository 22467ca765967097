import { randomBytes, timingSafeEqual } from 'node:crypto';
import { ProviderError, type OAuthProvider, type TokenSet } from './types';
import { calculatePKCECodeChallenge } from 'oauth4webapi';
import type { TokenCipher } from './token-cipher';
import { clock } from '../../lib/clock';

const CODE_TTL_MS = 10 * 60 * 1000;
const TOKEN_TTL_SECONDS = 3600;

interface CodeClaims {
  /** PKCE challenge (S256). */
  c: string;
  /** redirect_uri the code was issued for. */
  r: string;
  /** Expiry, ms since epoch. */
  e: number;
  /** Scopes granted. */
  s: string;
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The offline provider, on the same flow as the real ones: its consent page is served by the
 * API (/api/oauth/sandbox/authorize), its codes are signed claims carrying the PKCE challenge,
 * so exchanging one checks the verifier exactly as Google or Zoom would. Nothing leaves the machine.
 */
export class SandboxOAuthProvider implements OAuthProvider {
  readonly sandbox = true;

  constructor(
    private readonly options: { publicUrl: string; cipher: TokenCipher; provider: string },
  ) {}

  authorizationUrl({ state, codeChallenge, redirectUri, scopes }: Parameters<OAuthProvider['authorizationUrl']>[0]): string {
    // The consent page on the same origin the browser comes back to.
    const url = new URL('/api/oauth/sandbox/authorize', new URL(redirectUri).origin);
    url.searchParams.set('provider', this.options.provider);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('scope', scopes.join(' '));
    url.searchParams.set('state', state);
    url.searchParams.set('code_challenge', codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
    return url.toString();
  }

  /** The code the consent page hands back on "Allow". */
  issueCode(request: { codeChallenge: string; redirectUri: string; scope: string }): string {
    const claims: CodeClaims = { c: request.codeChallenge, r: request.redirectUri, e: clock.ms() + CODE_TTL_MS, s: request.scope };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${payload}.${this.options.cipher.sign(`sandbox-code:${payload}`)}`;
  }

  async exchangeCode({ code, codeVerifier, redirectUri }: Parameters<OAuthProvider['exchangeCode']>[0]): Promise<TokenSet> {
    const [payload, signature] = code.split('.');
    if (!payload || !signature || !same(signature, this.options.cipher.sign(`sandbox-code:${payload}`))) {
      throw new ProviderError('sandbox token: invalid_grant (unknown code)', 400);
    }
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as CodeClaims;
    if (claims.e < clock.ms()) throw new ProviderError('sandbox token: invalid_grant (code expired)', 400);
    if (claims.r !== redirectUri) throw new ProviderError('sandbox token: invalid_grant (redirect_uri differs)', 400);
    if (!same(await calculatePKCECodeChallenge(codeVerifier), claims.c)) {
      throw new ProviderError('sandbox token: invalid_grant (code_verifier does not match)', 400);
    }
    return this.tokens(claims.s);
  }

  async refresh(refreshToken: string): Promise<TokenSet> {
    if (!refreshToken.startsWith('sandbox-rt-')) throw new ProviderError('sandbox token: invalid_grant (refresh)', 400);
    return this.tokens(undefined);
  }

  private tokens(scope: string | undefined): TokenSet {
    return {
      access_token: `sandbox-at-${randomBytes(24).toString('base64url')}`,
      refresh_token: `sandbox-rt-${randomBytes(24).toString('base64url')}`,
      expires_in: TOKEN_TTL_SECONDS,
      ...(scope !== undefined && { scope }),
    };
  }
}
