import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, inParts, overflow, PHONE, settle, signIn, test, visit } from './support';

/**
 * Layout at a laptop's and at a phone's width: no console screen scrolls sideways (a wide
 * table scrolls inside its card, its row actions in sight), the header search and the setup
 * banner's button can be reached on a phone, status chips show their whole word and the setup
 * wizard's stepper stays on one line.
 */

const DESKTOP = { width: 1280, height: 800 };
const SIZES = [
  ['1280 px', DESKTOP],
  ['390 px', PHONE],
] as const;

/** Every route of the console, read from its generated route tree (a new route is walked too). */
function consoleRoutes(): string[] {
  const tree = readFileSync(
    path.resolve(import.meta.dirname, '../../apps/admin-console/src/routeTree.gen.ts'),
    'utf8',
  );
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1] ?? '';
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1]!);
}

/** The tabs of the two tabbed screens, each a screen of its own. */
const TABS: Record<string, string[]> = {
  '/business/profile': ['profile', 'settings', 'services', 'opening-hours', 'time-off', 'integrations'],
  '/my-profile': ['profile', 'services', 'opening-hours', 'integrations'],
};

/** Screens with more than one view in their search params: each view is walked. */
const VIEWS: Record<string, string[]> = {
  '/appointments/calendar': ['day', 'week'],
};

/**
 * The addresses a signed-in admin visits for the console's routes: parameters filled in, tabs
 * spelled out. Sign-in is left out: opening it ends the session, and every screen after it
 * would be walked signed out (the signed-out walk has it).
 */
function consoleAddresses(): string[] {
  return consoleRoutes().filter((route) => route !== '/sign-in').flatMap((route) => {
    const address = route.replace('$name', 'zoom');
    // `/` without a `redirect` sends on to the dashboard; with one it is the 502 screen.
    if (address === '/') return ['/', '/?redirect=%2Fdashboard'];
    const tabs = TABS[address];
    if (tabs) return tabs.map((tab) => `${address}?tab=${tab}`);
    const views = VIEWS[address];
    return views ? views.map((view) => `${address}?view=${view}`) : [address];
  });
}

/** The console's screens for someone signed out, and the setup wizard's. */
const SIGNED_OUT = [
  '/sign-in',
  '/forgot-password',
  '/terms-and-conditions',
  '/privacy-policy',
  '/zoomverify/verifyzoom.html',
  '/?redirect=%2Fdashboard',
  '/signup',
  '/register?email=sam%40example.com&code=INV-2026',
  // The demo business's site: its home, its customer sign-in, and a page that is not there.
  '/site/maison-lumiere',
  '/site/maison-lumiere/login?type=user',
  '/site/maison-lumiere/no-such-page',
];

/**
 * The row actions of every table on the screen are in sight: the Actions header lies inside
 * the window, and the first row's first action is the element found at its own centre
 * (nothing covers it; a click lands on it).
 */
async function expectRowActionsInSight(page: Page, address: string) {
  const headers = page.getByRole('columnheader', { name: 'Actions', exact: true });
  for (const header of await headers.all()) {
    if (!(await header.isVisible())) continue;
    const box = (await header.boundingBox())!;
    const width = page.viewportSize()!.width;
    expect.soft(box.x, `Actions column's left edge on ${address}`).toBeGreaterThanOrEqual(0);
    expect.soft(box.x + box.width, `Actions column's right edge on ${address}`).toBeLessThanOrEqual(width);
    const table = header.locator('xpath=ancestor::table[1]');
    const action = table.locator('tbody tr').first().locator('td').last().locator('button').first();
    if ((await action.count()) === 0) continue;
    // A table further down the page (the dashboard's, on a phone) is scrolled to, as a user does.
    await action.scrollIntoViewIfNeeded();
    const reachable = await action.evaluate((button) => {
      const rect = button.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return hit !== null && button.contains(hit);
    });
    expect.soft(reachable, `first row action clickable on ${address}`).toBe(true);
  }
}

/**
 * Mantine classes on the screen that no loaded style sheet has a rule for. The console's sign-in
 * page loads only the Mantine styles it renders (styles/first-page.ts) and every other page
 * waits for the rest; a component added to a page without its styles would show unstyled.
 */
async function unstyledMantineClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const styled = new Set<string>();
    const read = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          for (const match of rule.selectorText.matchAll(/\.(m_[0-9a-f]+)/g)) styled.add(match[1]!);
        }
        // @layer, @media and @supports blocks hold rules of their own.
        if ('cssRules' in rule) read((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) {
      // A sheet that did not load has no rules to read (and reading them throws).
      try {
        read(sheet.cssRules);
      } catch {
        continue;
      }
    }
    const used = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('[class*="m_"]'))) {
      for (const name of Array.from(element.classList)) if (/^m_[0-9a-f]+$/.test(name)) used.add(name);
    }
    return [...used].filter((name) => !styled.has(name));
  });
}

/** Walks `addresses` at both sizes; every screen that scrolls sideways is named. */
async function walk(page: Page, addresses: readonly string[]) {
  for (const [label, size] of SIZES) {
    await page.setViewportSize(size);
    for (const address of addresses) {
      await visit(page, address);
      await settle(page);
      expect.soft(await overflow(page), `sideways scroll on ${address} at ${label}`).toBeLessThanOrEqual(0);
      expect.soft(await unstyledMantineClasses(page), `Mantine classes without styles on ${address}`).toEqual([]);
      await expectRowActionsInSight(page, address);
    }
  }
}

async function signedIn(page: Page, email: string) {
  await page.setViewportSize(DESKTOP);
  await signIn(page, email);
  // Signing in hashes the password: on a machine busy with the other suites it can take a while.
  await expect(page).not.toHaveURL(/\/sign-in/, { timeout: 30_000 });
}

test.describe('no screen scrolls sideways at 1280 px or at 390 px', () => {
  test.describe.configure({ timeout: 420_000 });

  test('the console routes are all walked', () => {
    const addresses = consoleAddresses();
    expect(addresses).toContain('/appointments');
    expect(addresses).toContain('/appointments/calendar?view=week');
    expect(addresses).toContain('/business/profile?tab=services');
    expect(addresses).toContain('/add-integrations/zoom');
    expect(addresses).not.toContain('/sign-in');
    expect(addresses.length).toBeGreaterThan(30);
  });

  test('signed out', async ({ page }) => {
    await walk(page, SIGNED_OUT);
  });

  // The owner's walk is shared out in two parts, each with its own time: on a machine whose
  // two cores also run the other suites, one walk of every route took up to 14 minutes.
  const ownerParts = inParts([...consoleAddresses(), '/setup-your-business/steps'], 2);
  for (const [index, part] of ownerParts.entries()) {
    test(`the demo owner, on every console route (part ${index + 1} of ${ownerParts.length})`, async ({ page }) => {
      await signedIn(page, 'owner@rendezvous.test');
      await walk(page, part);
    });
  }

  const platformParts = inParts(consoleAddresses(), 2);
  for (const [index, part] of platformParts.entries()) {
    test(`the platform admin, on every console route (part ${index + 1} of ${platformParts.length})`, async ({ page }) => {
      await signedIn(page, 'platform@rendezvous.test');
      await walk(page, part);
    });
  }
});

test.describe("a business site's first page", () => {
  // Its home and sign-in pages draw with the first page's styles alone (public-site
  // styles/first-page.ts); the rest of Mantine's styles come after the first paint. With that
  // sheet never arriving, neither page may show a Mantine component without its styles.
  for (const address of ['/site/maison-lumiere', '/site/maison-lumiere/login?type=user']) {
    test(`${address} needs no more than the first page's styles`, async ({ page }) => {
      const rest: string[] = [];
      await page.route(/\/assets\/site\/full-styles-[\w-]+\.css$/, (route) => {
        rest.push(route.request().url());
        return route.abort();
      });
      await page.setViewportSize(PHONE);
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await unstyledMantineClasses(page)).toEqual([]);
      // The rest was asked for (and refused here): the test blocked the real sheet.
      await expect.poll(() => rest.length).toBeGreaterThan(0);
    });
  }
});

test.describe('the frame and the dashboard', () => {
  test('status chips on the dashboard show their whole word at 1280 px', async ({ page }) => {
    await signedIn(page, 'owner@rendezvous.test');
    await page.goto('/dashboard');
    await settle(page);
    const chips = page.locator('[data-status] .mantine-Badge-label');
    await expect(chips.first()).toBeVisible();
    const clipped = await chips.evaluateAll((labels) =>
      labels
        .filter((label) => label.scrollWidth > label.clientWidth)
        .map((label) => label.textContent),
    );
    expect(clipped, 'chips cut short').toEqual([]);
  });

  test('at 390 px the header search finds a page', async ({ page }) => {
    await signedIn(page, 'owner@rendezvous.test');
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard');
    await settle(page);
    const button = page.getByRole('button', { name: 'Search pages' });
    await expect(button).toBeInViewport({ ratio: 1 });
    await button.click();
    const search = page.getByRole('textbox', { name: 'Search' });
    await expect(search).toBeFocused();
    await expect(search).toBeInViewport({ ratio: 1 });
    await search.fill('gue');
    await page.getByRole('option', { name: 'Guests' }).click();
    await expect(page).toHaveURL(/\/customers\/guests$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Guests' })).toBeVisible();
  });
});

test.describe('a new owner', () => {
  test('sees the wizard stepper on one line at 1280 px, and the setup banner works at 390 px', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Inès');
    await page.getByLabel('Last name').fill('Roy');
    await page.getByLabel('Email').fill(`layout-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('Juniper-Coast-58');
    await page.getByRole('button', { name: 'Start my free trial' }).click();
    await page.getByLabel('Business name').fill('Atelier Inès');
    for (const [label, option] of [
      ['Type of business', 'Salon'],
      ['Business category', /./],
    ] as const) {
      await page.getByRole('textbox', { name: label }).click();
      await page.getByRole('option', { name: option }).first().click();
    }
    await page.getByRole('button', { name: 'Continue' }).click();

    // The guided setup: seven steps (the website's last) side by side, none on a second line.
    const steps = page.locator('.mantine-Stepper-step');
    await expect(steps).toHaveCount(7);
    const tops = await steps.evaluateAll((all) => all.map((step) => step.getBoundingClientRect().top));
    expect(new Set(tops).size, 'stepper rows').toBe(1);
    expect(await overflow(page), 'sideways scroll on the guided setup at 1280 px').toBeLessThanOrEqual(0);
    await page.setViewportSize(PHONE);
    expect(await overflow(page), 'sideways scroll on the guided setup at 390 px').toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Finish later' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await settle(page);
    expect(await overflow(page), 'sideways scroll on the dashboard with the banner').toBeLessThanOrEqual(0);
    const viewActions = page.getByRole('button', { name: 'View Actions' });
    await expect(viewActions).toBeInViewport({ ratio: 1 });
    const label = viewActions.locator('.mantine-Button-label');
    expect(
      await label.evaluate((el) => el.scrollWidth <= el.clientWidth),
      'View Actions label not cut short',
    ).toBe(true);
    await viewActions.click();
    const region = page.getByRole('region', { name: 'Setup steps' });
    await expect(region).toBeVisible();
    expect(await overflow(page), 'sideways scroll with the banner open').toBeLessThanOrEqual(0);
    for (const button of await region.getByRole('button').all()) {
      await expect(button).toBeInViewport({ ratio: 1 });
    }
  });
});
