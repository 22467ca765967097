import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { files } from '../db/schema';
import { createStorageGateway, LocalStorageGateway, UPLOADS_ROUTE, type StorageGateway } from '../gateways/storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded images are kept (DATA_DIR/uploads or an S3-compatible bucket). */
    storage: StorageGateway;
  }
}

/** What the local adapter names files: 32 hex digits and the image's extension. */
const STORAGE_KEY = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

/**
 * The storage gateway, and with the local adapter the images themselves at /uploads/<key>.
 * A key names one file for good (keys are random and never reused), so browsers and proxies
 * may keep it a year without asking again. Only files the database knows are served, with the
 * type found in their content when they were uploaded.
 */
export const uploadsPlugin = fp(async (app: FastifyInstance, opts: { storage?: StorageGateway } = {}) => {
  const storage = opts.storage ?? createStorageGateway(app.config);
  app.decorate('storage', storage);
  if (!(storage instanceof LocalStorageGateway)) return;

  app.get<{ Params: { key: string } }>(
    `${UPLOADS_ROUTE}/:key`,
    // Static files: logged at warn and above only, like the SPAs' (see web.ts).
    { schema: { hide: true }, config: { public: true }, logLevel: 'warn' },
    async (request, reply) => {
      const { key } = request.params;
      const notFound = () => reply.status(404).send({ message: 'Not found' });
      if (!STORAGE_KEY.test(key)) return notFound();
      const [file] = await app.db
        .select({ mime: files.mime_type })
        .from(files)
        .where(and(eq(files.storage_key, key), eq(files.storage, 'local')))
        .limit(1);
      if (!file) return notFound();
      const path = storage.pathOf(key);
      const size = await stat(path).then(
        (s) => s.size,
        () => null,
      );
      if (size === null) return notFound();
      return reply
        .header('content-type', file.mime)
        .header('content-length', size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        // Logos and photos show on the business's site and in mail, wherever those are served.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(createReadStream(path));
    },
  );
});
