import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export { expect };

const root = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = (server.address() as net.AddressInfo);
      server.close(() => resolve(port));
    });
  });
}

/**
 * The built API serving the built apps, one per Playwright worker, each on a fresh PGlite
 * database seeded with the demo data: journeys on two workers never see each other's
 * bookings, cards or settings.
 */
async function startServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rdv-e2e-'));
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      WEB_DIST_DIR: path.join(root, 'apps'),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  });
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`[server ${port}] ${chunk}`));
  const exited = once(child, 'exit');
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on ${port} exited (${child.exitCode})`);
    const healthy = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) })
      .then((res) => res.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`the server on ${port} did not answer in 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The journeys' `test`: every page runs under the server's Content-Security-Policy, and a test
 * fails on any violation of it, whether the page reports it (securitypolicyviolation) or only
 * the browser console does. Specs import `test` from here, never from @playwright/test.
 */
export const test = base.extend<{ cspViolations: string[] }, { server: { url: string } }>({
  server: [
    async ({}, use) => {
      const server = await startServer();
      await use({ url: server.url });
      await server.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      // A binding survives navigations; an array in the page would not.
      await page.exposeFunction('__reportCspViolation', (violation: string) =>
        violations.push(violation),
      );
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          (window as unknown as { __reportCspViolation(v: string): void }).__reportCspViolation(
            `${e.effectiveDirective} refused ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} on ${location.pathname}`,
          );
        });
      });
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
          violations.push(`console: ${message.text()}`);
        }
      });
      await use(violations);
      // Violation events are queued as tasks: let any still pending arrive before judging.
      await page
        .evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)))
        .catch(() => undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export const DEMO_PASSWORD = 'Rendezvous!2026';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/sign-in');
  await page.getByLabel('Username or email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Password/).press('Enter');
}

/** The newest verification code the development mailbox holds for an address, in either language. */
export async function mailedCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`);
      const mail = (await res.json()).data as { text: string }[];
      // In English or in French ("Votre code … est 123456"), as the mail went.
      code = /(?:code is|code de vérification est|code est) (\d{6})/.exec(mail[0]?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

const SERIOUS = new Set(['serious', 'critical']);

/**
 * axe's serious and critical violations on the page (or inside `include`), one readable line
 * each. Finite transitions end first: axe reads colours, and a dialog fading in or out shows
 * text at a contrast it will not keep. Endless ones (spinners) are not waited for.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  );
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((violation) => SERIOUS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
}

/** Fails the test, naming `where`, on any serious or critical axe violation. */
export async function expectAxeClean(page: Page, where: string, include?: string): Promise<void> {
  expect(await seriousViolations(page, include), `axe on ${where}`).toEqual([]);
}

/**
 * Types into a console list's search box and waits until the list answered for that text: until
 * then the rows on screen are the previous list's, under a loading overlay that takes the clicks.
 */
export async function searchList(page: Page, box: string, text: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).searchParams.get('search') === text && response.request().method() === 'GET',
  );
  await page.getByRole('textbox', { name: box }).fill(text);
  await answered;
  await expect(page.locator('.mantine-LoadingOverlay-root')).toHaveCount(0);
}

/** Requests each page has in flight (WebSockets aside), counted from the first visit(). */
const inFlight = new WeakMap<Page, { count: number; last: number }>();

function trackRequests(page: Page): { count: number; last: number } {
  let state = inFlight.get(page);
  if (state) return state;
  const tracked = { count: 0, last: Date.now() };
  const done = () => {
    tracked.count = Math.max(0, tracked.count - 1);
    tracked.last = Date.now();
  };
  page.on('request', () => {
    tracked.count += 1;
    tracked.last = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  inFlight.set(page, tracked);
  state = tracked;
  return state;
}

/**
 * Waits until the page has had no request in flight for `quietMs` (at most `timeoutMs`): what
 * Playwright's 'networkidle' says for a document's first load, also after a navigation inside
 * the app, where no new document (and so no new 'networkidle') comes.
 */
export async function networkQuiet(page: Page, quietMs = 300, timeoutMs = 15_000): Promise<void> {
  const state = trackRequests(page);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (state.count === 0 && Date.now() - state.last >= quietMs) return;
    await page.waitForTimeout(50);
  }
}

/**
 * Opens `address` as a user following a link would: inside the app when the page already shows
 * the SPA that answers it (the router navigates; no new document, no second download and
 * compile of the app, which costs about a second of CPU a page in CI's Chromium), else with a
 * full page load. Which SPA answers is asked of the server itself (the script its page loads),
 * so the walk needs no copy of the server's routing. Resolves when the new screen's requests
 * have ended.
 */
export async function visit(page: Page, address: string): Promise<void> {
  // What the page is still doing (a sign-in's way to its first screen, a save) ends first: the
  // router would otherwise finish that navigation after this one.
  await networkQuiet(page);
  const sameApp = await page
    .evaluate(async (to) => {
      const script = document.querySelector('script[type="module"][src]')?.getAttribute('src');
      if (!script) return false;
      const answer = await fetch(to, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
      return answer.ok && (await answer.text()).includes(`src="${script}"`);
    }, address)
    .catch(() => false);
  if (sameApp) {
    await page.evaluate((to) => {
      window.history.pushState(window.history.state, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, address);
    // The router's requests (the screen's code, its data) start at once; the quiet period counted
    // from the probe's own request covers the time before they show.
    await networkQuiet(page);
    const target = new URL(address, page.url());
    const landed = new URL(page.url());
    if (landed.pathname === target.pathname && landed.search === target.search) return;
    // Sent on elsewhere: a page load decides where a user opening the address lands.
  }
  await page.goto(address);
  await networkQuiet(page);
}

/** A phone's window (an iPhone 14's), where a console screen must not scroll sideways. */
export const PHONE = { width: 390, height: 844 };

/** The screen has settled: no request in flight, no loader or skeleton left. */
export async function settle(page: Page): Promise<void> {
  await page
    .locator('h1')
    .first()
    .waitFor({ state: 'visible', timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(
    page.locator('.mantine-Loader-root:visible:not([aria-hidden="true"]), .mantine-Skeleton-root:visible'),
    `a loader still showing on ${page.url()}`,
  ).toHaveCount(0);
}

/** How far the page reaches past the window's right edge, in px (0: no sideways scroll). */
export async function overflow(page: Page): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
    } catch (error) {
      // A screen that sends on elsewhere (/redirect) may still be navigating: measure where it lands.
      if (attempt > 2) throw error;
      await settle(page);
    }
  }
}

/**
 * `items` in `count` consecutive parts of nearly equal length, for a long walk shared out
 * between tests so that each has its own time limit.
 */
export function inParts<T>(items: readonly T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, part) => items.slice(part * size, (part + 1) * size));
}
