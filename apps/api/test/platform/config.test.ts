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

  it('points PUBLIC_URL at the address it listens on when PUBLIC_URL is not set', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '4100' }).PUBLIC_URL).toBe('http://127.0.0.1:4100');
    expect(loadConfig({ HOST: '::', PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(loadConfig({ HOST: '::1', PORT: '4100' }).PUBLIC_URL).toBe('http://[::1]:4100');
    expect(loadConfig({ HOST: '127.0.0.1', PUBLIC_URL: 'https://book.example.com/' }).PUBLIC_URL).toBe(
      'https://book.example.com',
    );
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
    ['SIGN_IN_FREE_FAILURES', '0'],
    ['SIGN_IN_MAX_DELAY_SECONDS', '100000'],
    ['CODE_EMAIL_LIMIT', 'ten'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', 'proxy.example.com'],
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

  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.7', ['10.0.0.7']],
    ['10.0.0.0/8, 192.168.1.1 ,fd00::/8,::1', ['10.0.0.0/8', '192.168.1.1', 'fd00::/8', '::1']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads TRUST_PROXY=%s as %j', (value, trustProxy) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(trustProxy);
  });

  it.each(['true', 'TRUE', 'yes'])('refuses TRUST_PROXY=%s, saying what to give instead', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      /TRUST_PROXY: trusting every hop lets any client forge X-Forwarded-For; give the number of proxies .* or their addresses/,
    );
  });

  it.each([
    ['PORT', 'not-a-port'],
    ['TRUST_PROXY', 'true'],
  ])('stops the server at start-up with a message naming a bad %s', (variable, value) => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: { ...process.env, [variable]: value, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain(`${variable}:`);
    expect(result.stderr).toContain('Invalid configuration');
  });
});
