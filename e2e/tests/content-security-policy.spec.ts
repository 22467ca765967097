import { expect, test } from './support';

// The support fixture fails any test that violates the policy; these visit the pages that no
// journey walks yet, and prove the policy is really there to be violated.
test.describe('the Content-Security-Policy', () => {
  test('is sent with every page', async ({ request }) => {
    for (const path of [
      '/sign-in',
      '/signup',
      '/site/maison-lumiere',
      '/api/docs',
      '/api/dev/mailbox',
    ]) {
      const res = await request.get(path);
      expect(res.headers()['content-security-policy'], path).toContain("script-src 'self'");
    }
  });

  test("each SPA's first page renders under it", async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByLabel('Username or email')).toBeVisible();
    await page.goto('/signup');
    await expect(page.getByLabel('First name')).toBeVisible();
    await page.goto('/site/maison-lumiere');
    await expect(page.locator('#root').getByRole('heading').first()).toBeVisible();
  });

  // The API reference's one journey: served at /api/docs, rendered under the policy, with
  // nothing from elsewhere (it is one large script, so it is loaded once for all of this).
  test('the API reference is served at /api/docs and renders under it, with nothing from elsewhere', async ({
    page,
    baseURL,
  }) => {
    const outside: string[] = [];
    page.on('request', (req) => {
      if (/^https?:/.test(req.url()) && !req.url().startsWith(`${baseURL}/`))
        outside.push(req.url());
    });
    // The reference is one large script: give it time to start on a busy machine.
    test.setTimeout(150_000);
    const res = await page.goto('/api/docs');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Rendezvous API', level: 1 })).toBeVisible({
      timeout: 90_000,
    });
    await expect(
      page.getByRole('link', { name: /Liveness, database check and the job queue/ }).first(),
    ).toBeVisible({ timeout: 30_000 });
    // Only this API's actions: Scalar's hosted client is switched off.
    await expect(page.getByRole('button', { name: 'Open API Client' })).toHaveCount(0);
    expect(outside).toEqual([]);
  });

  test('the development mailbox renders under it', async ({ page }) => {
    await page.goto('/api/dev/mailbox');
    await expect(page.getByRole('heading', { name: 'Development mailbox' })).toBeVisible();
  });

  test('a violation is caught', async ({ page, cspViolations }) => {
    await page.goto('/sign-in');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.title = "inline"';
      document.body.append(script);
    });
    await expect
      .poll(() => cspViolations.some((v) => v.startsWith('script-src-elem refused inline')))
      .toBe(true);
    expect(await page.title()).not.toBe('inline');
    // Caused on purpose: the fixture would otherwise fail this test.
    cspViolations.length = 0;
  });
});
