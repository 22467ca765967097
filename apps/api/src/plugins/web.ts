import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Which SPA answers a path. Anything not claimed by the wizard or the site is the console. */
export const SPA_ROUTES = {
  'setup-wizard': ['/signup', '/register', '/setup-your-business'],
  'public-site': ['/view-theme', '/site'],
} as const;

export type SpaName = 'admin-console' | 'setup-wizard' | 'public-site';

export function spaForPath(pathname: string): SpaName {
  for (const [spa, prefixes] of Object.entries(SPA_ROUTES) as [SpaName, readonly string[]][]) {
    if (prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return spa;
  }
  return 'admin-console';
}

/**
 * Serves the three built SPAs from one origin, so they share the signed-in token in local
 * storage. Hashed assets are cached for a year; index.html never is, so a deploy shows at once.
 * Unknown paths fall back to the owning SPA's index.html (history-mode routing).
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { distDir: string }) => {
  const dirs: Record<SpaName, string> = {
    'admin-console': path.join(opts.distDir, 'admin-console', 'dist'),
    'setup-wizard': path.join(opts.distDir, 'setup-wizard', 'dist'),
    'public-site': path.join(opts.distDir, 'public-site', 'dist'),
  };
  const available = (Object.keys(dirs) as SpaName[]).filter((spa) =>
    existsSync(path.join(dirs[spa], 'index.html')),
  );
  if (available.length === 0) {
    app.log.warn({ distDir: opts.distDir }, 'no built SPA found; serving the API only');
    return;
  }

  // One static root per SPA; their assets live in distinct folders (assets/console, ...), so
  // the first root that has a file serves it.
  await app.register(fastifyStatic, {
    root: available.map((spa) => dirs[spa]),
    wildcard: false,
    index: false,
    serve: false,
  });

  const sendIndex = (reply: FastifyReply, spa: SpaName) => {
    const root = available.includes(spa) ? dirs[spa] : dirs[available[0]!];
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .sendFile('index.html', root, { cacheControl: false });
  };

  // A page load is dozens of files: at the default level (info) only API requests are logged
  // one line each; warnings and errors about files still are.
  app.get('/*', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply.status(404).send({ message: `Route ${request.method} ${pathname} not found` });
    }
    const spa = spaForPath(pathname);
    const file = pathname.replace(/^\/+/, '');
    if (file && path.extname(file)) {
      for (const root of [dirs[spa], ...available.map((s) => dirs[s])]) {
        const full = path.join(root, file);
        if (full.startsWith(root + path.sep) && existsSync(full)) {
          const immutable = file.startsWith('assets/');
          return reply
            .header(
              'cache-control',
              immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
            )
            .sendFile(file, root, { cacheControl: false });
        }
      }
      // A missing asset is a 404, not the app shell: a stale bundle must fail visibly.
      if (file.startsWith('assets/')) return reply.status(404).send({ message: 'Not found' });
    }
    return sendIndex(reply, spa);
  });
});
