import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export { expect };

/**
 * The journeys' `test`: every page runs under the server's Content-Security-Policy, and a test
 * fails on any violation of it, whether the page reports it (securitypolicyviolation) or only
 * the browser console does. Specs import `test` from here, never from @playwright/test.
 */
export const test = base.extend<{ cspViolations: string[] }>({
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

/** The newest verification code the development mailbox holds for an address. */
export async function mailedCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`);
      const mail = (await res.json()).data as { text: string }[];
      code = /code is (\d{6})/.exec(mail[0]?.text ?? '')?.[1];
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
