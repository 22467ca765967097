import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

const apiDir = path.resolve(import.meta.dirname, '../..');

describe('configuration', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED_DEMO).toBe(true);
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('treats an empty variable as not set', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'not a url'],
    ['SEED_DEMO', 'maybe'],
    ['SMTP_URL', 'http://mail.example.com'],
  ])('refuses a bad %s and names it', (variable, value) => {
    try {
      loadConfig({ [variable]: value });
      expect.unreachable('the value should be refused');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).issues.map((i) => i.variable)).toEqual([variable]);
      expect((error as Error).message).toContain(variable);
    }
  });

  it('stops the server at start-up with a message naming the bad variable', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).toContain('Invalid configuration');
  });
});
