import type { Page } from '@playwright/test';
import { expect, seriousViolations, signIn, test, visit } from './support';

/**
 * Every console and setup-wizard screen, checked in Chromium with axe: no serious or critical
 * violation, exactly one h1, and a browser tab title of its own ("<Page> · Rendezvous").
 * Screens are visited by address, so a screen that changes is checked as it is.
 */

const BUSINESS_TABS = ['profile', 'settings', 'services', 'opening-hours', 'time-off', 'integrations'];
const PROFILE_TABS = ['profile', 'services', 'opening-hours', 'integrations'];

const SIGNED_OUT = [
  '/sign-in',
  '/forgot-password',
  '/signup',
  '/register?email=sam%40example.com&code=INV-2026',
  '/terms-and-conditions',
  '/privacy-policy',
  '/no-such-page',
  '/signup/no-such-step',
  // Where every app lands after a 502.
  '/?redirect=%2Fdashboard',
];

const OWNER = [
  '/dashboard',
  ...BUSINESS_TABS.map((tab) => `/business/profile?tab=${tab}`),
  '/business/website-manager',
  ...PROFILE_TABS.map((tab) => `/my-profile?tab=${tab}`),
  '/appointments',
  // The calendar view of the appointments, by day and by week.
  '/appointments/calendar',
  '/appointments/calendar?view=week',
  '/all-admins',
  '/activities',
  '/invitations',
  '/customers/clients',
  '/customers/guests',
  '/customers/waitlist',
  '/communications/messages',
  '/communications/notifications',
  '/account/manage-payment-methods',
  '/account/manage-subscription',
  '/invoice',
  '/add-integrations/zoom',
  '/redirect',
  '/redirect-stripe',
  '/no-such-page',
  // The setup wizard's guided steps (the demo business has every step done).
  '/setup-your-business/steps',
];

const PLATFORM_ADMIN = ['/all-businesses', '/all-admins', '/dashboard'];

/** A few screens again at a phone's width. */
const PHONE = { width: 390, height: 844 };
const PHONE_SIGNED_OUT = ['/sign-in', '/signup', '/forgot-password'];
const PHONE_OWNER = [
  '/dashboard',
  '/business/profile?tab=profile',
  '/my-profile?tab=profile',
  '/appointments/calendar',
];

/** Screens whose tab title is not their heading ("Welcome back" signs in). */
const TAB_TITLES: Record<string, string> = {
  '/sign-in': 'Sign in',
  '/redirect': 'Please wait',
  '/redirect-stripe': 'Please wait',
  '/': 'Server unavailable',
};

/** The screen has settled: its heading is shown and no loader is left. */
async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // A waiting screen's spinner is decoration (aria-hidden); any other loader means not ready.
  await expect(page.locator('.mantine-Loader-root:visible:not([aria-hidden="true"])')).toHaveCount(
    0,
  );
}

/**
 * Checks one screen; a failure is recorded (expect.soft) and the walk goes on, so one run
 * reports every screen that needs work.
 */
async function checkScreen(page: Page, address: string) {
  await visit(page, address);
  await settle(page).catch(() => undefined);
  expect.soft(await seriousViolations(page), `axe on ${address}`).toEqual([]);
  await expect.soft(page.locator('h1'), `one h1 on ${address}`).toHaveCount(1);
  const heading = (
    await page
      .locator('h1')
      .first()
      .innerText()
      .catch(() => '')
  ).trim();
  const screen = TAB_TITLES[new URL(page.url()).pathname] ?? heading;
  await expect.soft(page, `tab title of ${address}`).toHaveTitle(`${screen} · Rendezvous`);
}

/** Signs a role in on this page; the role's screens are then visited in the same session. */
async function signedIn(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/sign-in/);
  // The first screen has loaded, so the router has settled there: a refused page opened before
  // that would be sent back to the last settled one, /sign-in, which ends the session.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toHaveCount(0);
  await settle(page);
}

test.describe('accessibility of every screen', () => {
  // The owner's screens, over thirty with axe, are walked in three parts that may run side by
  // side (each signs in on its own page; none changes anything); in CI, beside the other
  // suites, a part takes minutes.
  test.describe.configure({ mode: 'parallel', timeout: process.env.CI ? 600_000 : 300_000 });

  test('signed out, at desktop width and at 390 px', async ({ page }) => {
    for (const address of SIGNED_OUT) await checkScreen(page, address);
    await page.setViewportSize(PHONE);
    for (const address of PHONE_SIGNED_OUT) await checkScreen(page, `${address}`);
  });

  // Three walks, each with its own time and free to run on either worker: as one they took
  // over ten minutes on a loaded CI machine.
  const half = Math.ceil(OWNER.length / 2);
  test('the demo owner, at desktop width: the business and their own screens', async ({ page }) => {
    await signedIn(page, 'owner@rendezvous.test');
    for (const address of OWNER.slice(0, half)) await checkScreen(page, address);
  });

  test('the demo owner, at desktop width: appointments, people, messages and account', async ({ page }) => {
    await signedIn(page, 'owner@rendezvous.test');
    for (const address of OWNER.slice(half)) await checkScreen(page, address);

    // The setup wizard's first step sends an owner who has a business on to the dashboard.
    await page.goto('/setup-your-business');
    await expect(page).toHaveURL(/\/dashboard$/);
    await checkScreen(page, '/dashboard');
  });

  test('the demo owner, at 390 px', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signedIn(page, 'owner@rendezvous.test');
    for (const address of PHONE_OWNER) await checkScreen(page, address);
  });

  test('a consultant on a page that is not theirs (access denied)', async ({ page }) => {
    await signedIn(page, 'consultant@rendezvous.test');
    await checkScreen(page, '/all-admins');
    await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  });

  test('the platform admin', async ({ page }) => {
    await signedIn(page, 'platform@rendezvous.test');
    for (const address of PLATFORM_ADMIN) await checkScreen(page, address);
  });
});

test.describe('accessibility of the shell in use (the demo owner)', () => {
  test.beforeEach(async ({ page }) => {
    await signedIn(page, 'owner@rendezvous.test');
  });

  test('open menus, the expanded setup banner and a side-menu group pass axe', async ({ page }) => {
    await page.goto('/dashboard');
    await settle(page);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Customers' }).click();
    await expect(menu.getByRole('link', { name: 'Clients' })).toBeVisible();
    const banner = page.getByRole('button', { name: 'View Actions' });
    if (await banner.isVisible()) await banner.click();
    expect(await seriousViolations(page), 'side menu group and banner').toEqual([]);

    await page.getByRole('button', { name: /New Notifications/ }).click();
    // Checked once shown: mid-transition its colours are still fading in.
    await expect(page.getByRole('dialog', { name: /New Notifications/ })).toHaveCSS('opacity', '1');
    expect(await seriousViolations(page), 'bell list').toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Account menu/ }).click();
    await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
    expect(await seriousViolations(page), 'account menu').toEqual([]);
  });

  test('a side-menu group opens and closes from the keyboard and says so', async ({ page }) => {
    await page.goto('/dashboard');
    await settle(page);
    const group = page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Customers' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    // Tab reaches it: walk the focus order from the top of the page.
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    for (let i = 0; i < 40 && !(await group.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(group).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    const list = page.locator(`[id="${await group.getAttribute('aria-controls')}"]`);
    await expect(list.getByRole('link', { name: 'Clients' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(list.getByRole('link', { name: 'Clients' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab');
    await expect(
      list.getByRole('link', { name: 'Clients', includeHidden: true }),
    ).not.toBeFocused();
  });
});

test.describe('the password toggle and toasts, signed out', () => {
  test('the show/hide toggle is reached with Tab and labelled', async ({ page }) => {
    for (const address of ['/sign-in', '/signup']) {
      await page.goto(address);
      const password = page.getByLabel(/^Password/);
      await password.fill('secret-42');
      await password.focus();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(password).toHaveAttribute('type', 'text');
      await expect(page.getByRole('button', { name: 'Hide password' })).toBeFocused();
    }
  });

  test('an error toast at 390 px does not cover the sign-in form', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'owner@rendezvous.test', 'not-the-password');
    const toast = page.getByRole('alert').filter({ hasText: 'A valid username and password' });
    await expect(toast).toBeVisible();
    const form = await page.locator('form').boundingBox();
    const box = await toast.boundingBox();
    expect(box!.y + box!.height, 'the toast ends above the form').toBeLessThanOrEqual(form!.y);
  });
});
