import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { engines, scratchDatabase } from '../support/database';

/**
 * At the default log level (info) a request writes one line, except the SPAs' files: a page
 * load is dozens of them, so they are logged only at warn and above.
 */
describe('the request log at the default level', () => {
  let dir: string;
  let database: Database;
  let app: FastifyInstance;
  const infoLogged = new Map<string, boolean>();

  type PinoLevels = { isLevelEnabled(level: string): boolean };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'rdv-log-'));
    const dist = path.join(dir, 'admin-console', 'dist');
    mkdirSync(path.join(dist, 'assets', 'console'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
    writeFileSync(path.join(dist, 'assets', 'console', 'app-1.js'), 'export {};');
    database = await scratchDatabase(engines[0]!);
    const config = loadConfig({}, { LOG_LEVEL: 'info', NODE_ENV: 'test' });
    expect(config.LOG_LEVEL).toBe('info');
    app = await buildApp({ config, database, webDir: dir });
    // What the one-line-per-request hook would do: log at info, if info is on for the request.
    app.addHook('onResponse', async (request) => {
      // Fastify's logger type leaves out pino's isLevelEnabled; the logger is pino's.
      infoLogged.set(request.url, (request.log as typeof request.log & PinoLevels).isLevelEnabled('info'));
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('logs API requests', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(infoLogged.get('/api/health')).toBe(true);
  });

  it('does not log every static file', async () => {
    for (const url of ['/assets/console/app-1.js', '/dashboard']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      expect(infoLogged.get(url), url).toBe(false);
    }
  });
});
