import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { engines, scratchDatabase } from '../support/database';

describe('serving the SPAs against hostile paths', () => {
  let dir: string;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'rdv-web-'));
    for (const spa of ['admin-console', 'admin-console-secrets']) {
      mkdirSync(path.join(dir, spa, 'dist'), { recursive: true });
      writeFileSync(path.join(dir, spa, 'dist', 'index.html'), `<!doctype html><title>${spa}</title>`);
    }
    writeFileSync(path.join(dir, 'admin-console-secrets', 'dist', 'secret.txt'), 'do not serve');
    database = await scratchDatabase(engines[0]!);
    app = await buildApp({ config: loadConfig({}, { LOG_LEVEL: 'silent' }), database, webDir: dir, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a malformed escape with a 400, not an error', async () => {
    const res = await app.inject({ method: 'GET', url: '/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
  });

  it('never serves a file outside the SPA folders', async () => {
    for (const url of ['/..%2F..%2Fadmin-console-secrets%2Fdist%2Fsecret.txt', '/%2E%2E/admin-console-secrets/dist/secret.txt']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toContain('do not serve');
    }
  });

  it('falls back to the app shell for a deep link', async () => {
    const res = await app.inject({ method: 'GET', url: '/appointments/42' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>admin-console</title>');
  });
});

describe("Zoom's domain verification page", () => {
  it('is written by the server with the configured token, so a reader without scripts finds it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rdv-web-'));
    mkdirSync(path.join(dir, 'admin-console', 'dist'), { recursive: true });
    writeFileSync(path.join(dir, 'admin-console', 'dist', 'index.html'), '<!doctype html><title>console</title>');
    const database = await scratchDatabase(engines[0]!);
    const build = (env: Record<string, string>) =>
      buildApp({ config: loadConfig({}, { LOG_LEVEL: 'silent', ...env }), database, webDir: dir, logger: false });
    const withToken = await build({ ZOOM_VERIFICATION_TOKEN: 'zoom-Token_123' });
    const without = await build({});
    try {
      const page = await withToken.inject({ method: 'GET', url: '/zoomverify/verifyzoom.html' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<p>zoom-Token_123</p>');
      // Unconfigured, the console's page answers (it says no token is configured).
      const console = await without.inject({ method: 'GET', url: '/zoomverify/verifyzoom.html' });
      expect(console.statusCode).toBe(200);
      expect(console.body).toContain('<title>console</title>');
    } finally {
      await withToken.close();
      await without.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
