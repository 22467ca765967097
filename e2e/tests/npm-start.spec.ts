import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './support';

/**
 * `npm start` as a person runs it (the build is done already: `--no-build`): it stops on
 * SIGTERM sent to npm (a process manager, `kill`) and on Ctrl-C (SIGINT to the terminal's
 * process group), leaving no server behind; at the default log level it logs API requests,
 * not every file of a page load.
 */
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'rdv-start-'));

test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** Process groups started here: a failed test must not leave its server running either. */
const started: number[] = [];
test.afterEach(() => {
  for (const group of started.splice(0)) {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      // Already gone, as it should be.
    }
  }
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** Every process below `pid`, from `ps`. */
function descendants(pid: number): number[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of rows) {
      if (ppid === parent) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function npmStart({ publicUrl = true } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const npm = spawn('npm', ['start', '--', '--no-build'], {
    cwd: root,
    // Its own process group, as a terminal gives a command: Ctrl-C signals the whole group.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      // As from a terminal: not the npm_* variables of the pnpm script this journey runs under
      // (npm warns of pnpm's settings passed that way, which a user's shell does not have).
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name))),
      PORT: String(port),
      HOST: '127.0.0.1',
      // Unset, PUBLIC_URL follows HOST and PORT.
      PUBLIC_URL: publicUrl ? url : '',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
    },
  });
  started.push(npm.pid!);
  let log = '';
  npm.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  npm.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
  await expect
    .poll(
      async () => {
        const res = await fetch(`${url}/api/health`).catch(() => undefined);
        return res?.status;
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toBe(200);
  return { npm, port, url, exited, log: () => log };
}

async function expectAllGone(npm: ChildProcess, port: number, tree: number[]) {
  await expect.poll(() => portIsFree(port), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => [npm.pid!, ...tree].filter(alive), { timeout: 20_000 }).toEqual([]);
}

test('npm start stops on SIGTERM to npm, leaving no server behind', async () => {
  const { npm, port, url, exited, log } = await npmStart();
  const tree = descendants(npm.pid!);
  expect(tree.length, 'npm runs the server below it').toBeGreaterThan(0);

  // A page load: the page and its script (the health checks above were API calls).
  const html = await (await fetch(`${url}/sign-in`)).text();
  const script = /src="(\/assets\/console\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  expect((await fetch(`${url}${script}`)).status).toBe(200);

  process.kill(npm.pid!, 'SIGTERM');
  await exited;
  await expectAllGone(npm, port, tree);

  // At the default level: API requests, not the files of the page.
  expect(log()).toContain('GET /api/health 200');
  expect(log()).not.toContain(script!);
  expect(log()).not.toContain('GET /sign-in ');
});

test('npm start stops on Ctrl-C (SIGINT to the process group)', async () => {
  const { npm, port, exited } = await npmStart();
  const tree = descendants(npm.pid!);
  process.kill(-npm.pid!, 'SIGINT');
  await exited;
  await expectAllGone(npm, port, tree);
});

test('npm start prints no npm warnings and no raw log lines before a banner naming its address and every demo account', async () => {
  const { npm, port, url, exited, log } = await npmStart({ publicUrl: false });
  await expect.poll(() => log(), { timeout: 20_000 }).toMatch(/Customers, on the demo site/);
  process.kill(npm.pid!, 'SIGTERM');
  await exited;

  const output = log();
  expect(output).not.toMatch(/npm warn/i);
  const before = output.slice(0, output.indexOf('Rendezvous is running at'));
  expect(before.split('\n').filter((line) => line.trim().startsWith('{'))).toEqual([]);
  // Links (and mails) lead to the address it was started on: HOST 127.0.0.1, not localhost.
  expect(output).toContain(`Rendezvous is running at ${url}`);
  expect(output).toContain(`Listening on 127.0.0.1:${port}`);
  for (const email of [
    'platform@rendezvous.test',
    'owner@rendezvous.test',
    'consultant@rendezvous.test',
    'olivia.chen@example.com',
  ]) {
    expect(output).toContain(email);
  }
  expect(output).toContain(`${url}/site/maison-lumiere`);
});
