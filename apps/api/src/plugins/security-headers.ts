import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { uploadsOrigin } from '../gateways/storage';
import { mapTileOrigin, type Config } from '../config';

const overHttps = (config: Pick<Config, 'PUBLIC_URL'>) =>
  new URL(config.PUBLIC_URL).protocol === 'https:';

/**
 * The Content-Security-Policy of every response. The three SPAs, the API reference and the
 * development mailbox load everything from this origin and run no inline script; a feature
 * that needs another origin (map tiles, Stripe) adds it here, from its setting in the config.
 */
function contentSecurityPolicy(
  config: Pick<Config, 'PUBLIC_URL' | 'MAP_TILE_URL'> &
    Partial<Pick<Config, 'STRIPE_PUBLISHABLE_KEY'>>,
): Record<string, string[]> {
  const https = overHttps(config);
  const tiles = mapTileOrigin(config);
  // 'self' covers a same-origin websocket in current browsers; older Safari needs it named.
  const socketOrigin = `${https ? 'wss' : 'ws'}://${new URL(config.PUBLIC_URL).host}`;
  // Stripe Elements, only when card payments go through Stripe: its script, its card frames
  // (and 3-D Secure's) and its API.
  const stripe = config.STRIPE_PUBLISHABLE_KEY !== undefined;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
    'script-src-attr': ["'none'"],
    // <style> elements written at run time: Mantine's theme variables (which differ with each
    // business's theme, so no hash fits) and the API reference's. React sets style props
    // through the CSSOM, which the policy does not govern.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for the default avatar and the seeded SVG pictures, blob: for upload previews;
    // the map tiles' origin when MAP_TILE_URL names one.
    'img-src': ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", socketOrigin, ...(stripe ? ['https://api.stripe.com'] : [])],
    ...(stripe ? { 'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'] } : {}),
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // On plain http it would send every request to an https port that does not answer.
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Adds the origin uploaded images come from (an S3 bucket) to img-src. */
function withUploadsOrigin(
  policy: Record<string, string[]>,
  config: Config,
): Record<string, string[]> {
  const origin = uploadsOrigin(config);
  return origin ? { ...policy, 'img-src': [...(policy['img-src'] ?? []), origin] } : policy;
}

/**
 * The headers helmet sets for these options, worked out once. They depend on the
 * configuration alone (no nonces, no per-request directive), so every response can carry the
 * same ones; @fastify/helmet built helmet's middleware afresh on every request, parsing the
 * policy each time (about 4% of the API's CPU on the console's most frequent call).
 */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) =>
      void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return [...headers];
}

/**
 * Security headers on every response, errors included: registered before the plugins whose
 * hooks can refuse a request, so its own hook has already run. The policy above, nosniff, no
 * framing, no referrer, and HSTS when the app is reached over https.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: withUploadsOrigin(contentSecurityPolicy(app.config), app.config),
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Over http, HSTS would lock browsers out of a development or intranet setup for a year.
    strictTransportSecurity: overHttps(app.config)
      ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true }
      : false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
});
