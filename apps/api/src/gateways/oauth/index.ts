import type { IntegrationName } from '@rendezvous/domain';
import type { Config } from '../../config';
import { GoogleCalendar } from '../calendar/google';
import { SandboxCalendar } from '../calendar/sandbox';
import type { CalendarProvider } from '../calendar/types';
import { SandboxMeetings } from '../video/sandbox';
import type { MeetingProvider } from '../video/types';
import { ZoomMeetings } from '../video/zoom';
import { OAuth2Client } from './oauth2-client';
import { SandboxOAuthProvider } from './sandbox';
import { integrationCipher, type TokenCipher } from './token-cipher';
import { LOOPBACK_HOSTS, type OAuthProvider, type OAuthProviderName } from './types';

export * from './token-cipher';
export * from './types';
export { SandboxOAuthProvider } from './sandbox';

/** What each integration asks the provider for. */
export const INTEGRATION_SCOPES: Record<IntegrationName, readonly string[]> = {
  'google-calendar': ['https://www.googleapis.com/auth/calendar.readonly', 'https://www.googleapis.com/auth/calendar.events'],
  'google-meet': ['https://www.googleapis.com/auth/calendar.events'],
  zoom: ['meeting:write', 'meeting:read'],
};

export type IntegrationConfig = Pick<
  Config,
  | 'PUBLIC_URL'
  | 'dataDir'
  | 'GOOGLE_CLIENT_ID'
  | 'GOOGLE_CLIENT_SECRET'
  | 'GOOGLE_AUTH_URL'
  | 'GOOGLE_TOKEN_URL'
  | 'GOOGLE_CALENDAR_API_URL'
  | 'ZOOM_CLIENT_ID'
  | 'ZOOM_CLIENT_SECRET'
  | 'ZOOM_AUTH_URL'
  | 'ZOOM_TOKEN_URL'
  | 'ZOOM_API_URL'
  | 'OAUTH_REDIRECT_URL'
  | 'INTEGRATION_TOKEN_KEY'
  | 'INTEGRATION_TIMEOUT_MS'
>;

/**
 * The calendar and video gateway (DESIGN §5): Google (Calendar + Meet) and Zoom over OAuth 2
 * with PKCE when their client ids are configured, the sandbox provider on the same flow
 * otherwise. An integration remembers which one made it, so it keeps using that one.
 */
export class IntegrationGateways {
  readonly cipher: TokenCipher;
  /** No INTEGRATION_TOKEN_KEY: the key comes from DATA_DIR (fine on one machine, not for production). */
  readonly keyDerived: boolean;
  /** Where providers send the browser back: the console's /redirect page at PUBLIC_URL. */
  readonly redirectUri: string;
  private readonly publicOrigin: URL;
  private readonly fixedRedirect: boolean;
  private readonly sandboxProviders: Record<OAuthProviderName, SandboxOAuthProvider>;
  private readonly real: Partial<Record<OAuthProviderName, OAuthProvider>>;
  private readonly calendars: { real: CalendarProvider; sandbox: CalendarProvider };
  private readonly meetingProviders: { real: MeetingProvider; sandbox: MeetingProvider };

  constructor(config: IntegrationConfig) {
    this.keyDerived = !config.INTEGRATION_TOKEN_KEY;
    this.cipher = integrationCipher(config);
    this.redirectUri = config.OAUTH_REDIRECT_URL ?? `${config.PUBLIC_URL}/redirect`;
    this.publicOrigin = new URL(config.PUBLIC_URL);
    this.fixedRedirect = Boolean(config.OAUTH_REDIRECT_URL);
    const timeoutMs = config.INTEGRATION_TIMEOUT_MS;
    this.sandboxProviders = {
      google: new SandboxOAuthProvider({ publicUrl: config.PUBLIC_URL, cipher: this.cipher, provider: 'google' }),
      zoom: new SandboxOAuthProvider({ publicUrl: config.PUBLIC_URL, cipher: this.cipher, provider: 'zoom' }),
    };
    this.real = {
      ...(config.GOOGLE_CLIENT_ID &&
        config.GOOGLE_CLIENT_SECRET && {
          google: new OAuth2Client({
            name: 'Google',
            authUrl: config.GOOGLE_AUTH_URL,
            tokenUrl: config.GOOGLE_TOKEN_URL,
            clientId: config.GOOGLE_CLIENT_ID,
            clientSecret: config.GOOGLE_CLIENT_SECRET,
            clientAuth: 'body',
            // A refresh token is only issued for offline access, and again only with consent.
            extraAuthParams: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
            timeoutMs,
          }),
        }),
      ...(config.ZOOM_CLIENT_ID &&
        config.ZOOM_CLIENT_SECRET && {
          zoom: new OAuth2Client({
            name: 'Zoom',
            authUrl: config.ZOOM_AUTH_URL,
            tokenUrl: config.ZOOM_TOKEN_URL,
            clientId: config.ZOOM_CLIENT_ID,
            clientSecret: config.ZOOM_CLIENT_SECRET,
            clientAuth: 'basic',
            timeoutMs,
          }),
        }),
    };
    this.calendars = {
      real: new GoogleCalendar({ baseUrl: config.GOOGLE_CALENDAR_API_URL, timeoutMs }),
      sandbox: new SandboxCalendar(config.PUBLIC_URL),
    };
    this.meetingProviders = {
      real: new ZoomMeetings({ baseUrl: config.ZOOM_API_URL, timeoutMs }),
      sandbox: new SandboxMeetings(config.PUBLIC_URL),
    };
  }

  /**
   * The /redirect page to come back to for a connection started at `origin` (the browser's
   * Origin). A signed-in session lives in the storage of the origin it was made on, so someone
   * who opened the console at http://127.0.0.1:3000 must come back there, not to
   * http://localhost:3000 where they are signed out. Only the loopback names of PUBLIC_URL's
   * own port are accepted in its place; any other origin, or an OAUTH_REDIRECT_URL, gives the
   * configured page.
   */
  redirectUriFor(origin: string | undefined): string {
    if (this.fixedRedirect || !origin) return this.redirectUri;
    let started: URL;
    try {
      started = new URL(origin);
    } catch {
      return this.redirectUri;
    }
    const own = this.publicOrigin;
    const sameServer =
      started.protocol === own.protocol &&
      started.port === own.port &&
      LOOPBACK_HOSTS.has(started.hostname) &&
      LOOPBACK_HOSTS.has(own.hostname);
    return sameServer ? `${started.origin}/redirect` : this.redirectUri;
  }

  /** Whether a redirect URI is one this server hands out (the sandbox is no open redirector). */
  isOwnRedirectUri(uri: string): boolean {
    try {
      return uri === this.redirectUri || this.redirectUriFor(new URL(uri).origin) === uri;
    } catch {
      return false;
    }
  }

  /** The provider new connections go through: the real one when configured. */
  current(provider: OAuthProviderName): OAuthProvider {
    return this.real[provider] ?? this.sandboxProviders[provider];
  }

  /** The provider an existing integration was made with; null when it is no longer configured. */
  forIntegration(provider: OAuthProviderName, sandbox: boolean): OAuthProvider | null {
    return sandbox ? this.sandboxProviders[provider] : (this.real[provider] ?? null);
  }

  sandboxOAuth(provider: OAuthProviderName): SandboxOAuthProvider {
    return this.sandboxProviders[provider];
  }

  calendar(sandbox: boolean): CalendarProvider {
    return sandbox ? this.calendars.sandbox : this.calendars.real;
  }

  meetings(sandbox: boolean): MeetingProvider {
    return sandbox ? this.meetingProviders.sandbox : this.meetingProviders.real;
  }
}

/**
 * What the person starting a production server should know about the integration token key:
 * without INTEGRATION_TOKEN_KEY, tokens are encrypted with a key derived from DATA_DIR.
 */
export function integrationKeyNotice(config: Pick<Config, 'INTEGRATION_TOKEN_KEY' | 'NODE_ENV'>): string | null {
  return !config.INTEGRATION_TOKEN_KEY && config.NODE_ENV === 'production'
    ? 'INTEGRATION_TOKEN_KEY is not set: integration tokens are encrypted with a key derived from DATA_DIR. Set it (32+ characters) before connecting real Google or Zoom accounts.'
    : null;
}


const built = new WeakMap<object, IntegrationGateways>();

/** One gateway per configuration (the app's config object), built on first use. */
export function integrationGateways(config: IntegrationConfig): IntegrationGateways {
  let gateways = built.get(config);
  if (!gateways) {
    gateways = new IntegrationGateways(config);
    built.set(config, gateways);
  }
  return gateways;
}
