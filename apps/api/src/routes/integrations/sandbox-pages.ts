import { TEXT_MAX } from '@rendezvous/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { IntegrationGateways } from '../../gateways/oauth';

const AuthorizeQuerySchema = z.object({
  provider: z.enum(['google', 'zoom']),
  response_type: z.literal('code'),
  redirect_uri: z.string().max(TEXT_MAX.url),
  scope: z.string().max(TEXT_MAX.url).default(''),
  state: z.string().min(1).max(TEXT_MAX.url),
  code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  code_challenge_method: z.literal('S256'),
});

const PROVIDER_NAMES = { google: 'Google', zoom: 'Zoom' } as const;

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:560px;margin:3rem auto;padding:0 1rem;color:#1f2933">
<main>${body}</main></body></html>`);
}

/**
 * The sandbox provider's pages (outside the OpenAPI document: browsers open them, apps do
 * not call them): the consent screen a real provider would show, and the page a sandbox
 * meeting link opens.
 */
export default async function sandboxPages(app: FastifyInstance, opts: { gateways: IntegrationGateways }) {
  const { gateways } = opts;

  app.get('/oauth/sandbox/authorize', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const parsed = AuthorizeQuerySchema.safeParse(request.query);
    // Only ever back to this site's own /redirect page: the sandbox is no open redirector.
    if (!parsed.success || !gateways.isOwnRedirectUri(parsed.data.redirect_uri)) {
      return page(reply, 400, 'Invalid request', '<h1>Invalid request</h1><p>This sign-in link is incomplete or not for this site.</p>');
    }
    const q = parsed.data;
    const code = gateways.sandboxOAuth(q.provider).issueCode({
      codeChallenge: q.code_challenge,
      redirectUri: q.redirect_uri,
      scope: q.scope,
    });
    const allow = new URL(q.redirect_uri);
    allow.searchParams.set('code', code);
    allow.searchParams.set('state', q.state);
    const deny = new URL(q.redirect_uri);
    deny.searchParams.set('error', 'access_denied');
    deny.searchParams.set('state', q.state);
    const name = PROVIDER_NAMES[q.provider];
    return page(
      reply,
      200,
      `Sandbox ${name} sign-in`,
      `<p style="display:inline-block;background:#fff3bf;color:#5c3c00;border-radius:4px;padding:2px 8px;font-weight:600">Sandbox</p>
<h1>Connect your ${escape(name)} account</h1>
<p>No real ${escape(name)} account is configured on this server (GOOGLE_CLIENT_ID / ZOOM_CLIENT_ID), so this offline stand-in answers instead. Nothing leaves this machine.</p>
<p>Rendezvous asks for: <strong>${escape(q.scope || 'basic access')}</strong></p>
<p style="display:flex;gap:1rem;flex-wrap:wrap">
<a href="${escape(allow.toString())}" style="background:#1864ab;color:#fff;padding:.6rem 1.2rem;border-radius:4px;text-decoration:none">Allow</a>
<a href="${escape(deny.toString())}" style="color:#1f2933;padding:.6rem 1.2rem">Deny</a></p>`,
    );
  });

  app.get('/oauth/sandbox/meeting/:id', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const valid = /^sandbox-(mtg|evt)-[A-Za-z0-9_-]{1,64}$/.test(id);
    return page(
      reply,
      valid ? 200 : 404,
      'Sandbox meeting',
      valid
        ? `<h1>Sandbox meeting</h1><p>This meeting (${escape(id)}) was made by the offline sandbox provider; configure Zoom or Google to hold real ones.</p>`
        : '<h1>No such meeting</h1>',
    );
  });
}
