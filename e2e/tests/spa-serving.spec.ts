import { expect, test } from './support';

test.describe('the built SPAs on one origin', () => {
  test('a deep link into the console survives a reload (history fallback)', async ({ page }) => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/forgot-password');
  });

  test('wizard paths are served by the setup wizard', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByLabel(/first name/i)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/first name/i)).toBeVisible();
  });

  test('a protected console route without a session lands on sign-in', async ({ page }) => {
    await page.goto('/customers/clients');
    await expect(page).toHaveURL(/\/sign-in/);
    await expect(page.getByLabel(/password/i).first()).toBeVisible();
  });

  test('static assets are cached for good, index.html never', async ({ request }) => {
    const index = await request.get('/dashboard');
    expect(index.status()).toBe(200);
    expect(index.headers()['cache-control']).toBe('no-cache');
    const html = await index.text();
    const asset = /src="(\/assets\/console\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const js = await request.get(asset!);
    expect(js.status()).toBe(200);
    expect(js.headers()['cache-control']).toContain('immutable');
    const missing = await request.get('/assets/console/nope-123.js');
    expect(missing.status()).toBe(404);
  });
});
