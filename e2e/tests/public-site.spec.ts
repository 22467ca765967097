import type { Browser, Page } from '@playwright/test';
import {
  dayAhead,
  guestDetailsAndPay,
  openTimes,
  toSummary,
  WORDS,
  type Locale,
} from './site-booking';
import { DEMO_PASSWORD, expect, expectAxeClean, signIn, test, visit } from './support';

/**
 * Customers on the demo business's website: it speaks the browser's language (English or
 * Canadian French), a guest books through every step and gets a calendar file, every public
 * page is axe-clean, an unknown site is a real 404, and two customers racing for one time
 * are told apart: one books, the other is told and offered fresh times.
 */

const SITE = '/site/maison-lumiere';
/**
 * Scrolls down the whole page and back, so the parts of a site that load only when the
 * visitor nears them (the contact form, the reviews, the map) are there for axe too.
 */
async function revealWholePage(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function siteIn(browser: Browser, locale: Locale, baseURL: string | undefined) {
  const context = await browser.newContext({
    locale,
    baseURL,
    viewport: { width: 390, height: 844 },
  });
  return context.newPage();
}

for (const [locale, days] of [
  ['en-CA', 8],
  ['fr-CA', 9],
] as const) {
  test(`a guest books on the demo site in ${locale}, with a calendar file at the end`, async ({
    browser,
    baseURL,
  }) => {
    const w = WORDS[locale];
    const page = await siteIn(browser, locale, baseURL);
    await page.goto(SITE);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Maison Lumière Salon' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale === 'fr-CA' ? 'fr-CA' : 'en');
    // CA$ amounts in the locale's own form.
    await expect(
      page.getByText(locale === 'fr-CA' ? /\d+,\d{2}\s\$/ : /\$\d+\.\d{2}/).first(),
    ).toBeVisible();
    await revealWholePage(page);
    await expect(page.getByRole('button', { name: w.send })).toBeVisible();
    await expectAxeClean(page, `the site (${locale})`);

    const dialog = await openTimes(page, locale, days);
    await expectAxeClean(page, `the free times (${locale})`);
    await dialog.getByRole('radio').first().check();
    await guestDetailsAndPay(page, locale, locale === 'fr-CA' ? 'Josee' : 'Jordan');
    // The total read on the summary before Book is the total booked.
    const { total } = await toSummary(page, locale);
    await expectAxeClean(page, `the summary (${locale})`);
    await dialog.getByRole('button', { name: w.confirm, exact: true }).click();
    await expect(dialog.getByText(w.done)).toBeVisible();
    await expect(dialog.getByText(`${w.doneTotal}${total}`)).toBeVisible();
    await expectAxeClean(page, `the confirmation (${locale})`);
    const download = page.waitForEvent('download');
    await dialog.getByRole('link', { name: w.ics }).click();
    expect((await download).suggestedFilename()).toMatch(/\.ics$/);
    await page.context().close();
  });
}

test('two customers race for one time: one books, the other is told and offered fresh times', async ({
  browser,
  baseURL,
}) => {
  const first = await siteIn(browser, 'en-CA', baseURL);
  const second = await siteIn(browser, 'en-CA', baseURL);
  await Promise.all([first.goto(SITE), second.goto(SITE)]);
  const firstDialog = await openTimes(first, 'en-CA', 10);
  const secondDialog = await openTimes(second, 'en-CA', 10);
  await firstDialog.getByRole('radio').first().check();
  await secondDialog.getByRole('radio').first().check();
  await guestDetailsAndPay(first, 'en-CA', 'Riley');
  await guestDetailsAndPay(second, 'en-CA', 'Sasha');
  await toSummary(first, 'en-CA');
  await toSummary(second, 'en-CA');

  await firstDialog.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(firstDialog.getByText(WORDS['en-CA'].done)).toBeVisible();

  // The loser is told, taken back to the times, and the times are asked for again.
  const freshTimes = second.waitForResponse(
    (r) => r.url().includes('/times?') && r.status() === 200,
  );
  await secondDialog.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(secondDialog.getByRole('alert')).toHaveText(WORDS['en-CA'].taken);
  await expect(
    secondDialog.getByRole('heading', { name: WORDS['en-CA'].chooseTime }),
  ).toBeVisible();
  await freshTimes;
  await expect(secondDialog.getByRole('radio', { checked: true })).toHaveCount(0);
  await first.context().close();
  await second.context().close();
});

test("a consultant's own price shows when choosing them, on the summary, and is the total booked", async ({
  browser,
  baseURL,
}) => {
  const w = WORDS['en-CA'];
  const page = await siteIn(browser, 'en-CA', baseURL);
  await page.goto(SITE);
  await page.getByRole('button', { name: w.book, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: w.dialog });
  // Men's cut lists at $40.00; Noah charges $45.00 for it.
  await dialog.getByRole('checkbox', { name: "Men's cut · $40.00" }).check();
  await dialog.getByRole('button', { name: w.next, exact: true }).click();
  const noah = dialog.getByRole('radio', { name: 'Noah Tremblay' });
  await expect(noah).toHaveAccessibleDescription(
    "Men's cut: $45.00 with this consultant (list price $40.00)",
  );
  await noah.check();
  await dialog.getByRole('button', { name: w.next, exact: true }).click();
  // Noah works on weekdays.
  let days = 11;
  for (const d = new Date(); ; days++) {
    d.setTime(Date.now() + days * 86_400_000);
    if (d.getDay() !== 0 && d.getDay() !== 6) break;
  }
  const day = dayAhead(days, 'en-CA');
  for (
    let i = 0;
    i < day.monthsAhead && !(await dialog.getByRole('button', { name: day.label }).isVisible());
    i++
  ) {
    await dialog.getByRole('button', { name: w.nextMonth }).click();
  }
  await dialog.getByRole('button', { name: day.label, exact: true }).click();
  await dialog.getByRole('button', { name: w.next, exact: true }).click();
  await dialog.getByRole('radio').first().check();
  await guestDetailsAndPay(page, 'en-CA', 'Quinn');

  const { rows, total } = await toSummary(page, 'en-CA');
  expect(rows).toEqual([
    'Service Price',
    "Men's cut Noah Tremblay’s price (list price $40.00) $45.00",
    'Subtotal $45.00',
    'Tax (14.975%) $6.74',
    'Total $51.74',
  ]);
  expect(total).toBe('$51.74');
  // Date and times with the zone they are on.
  await expect(dialog.getByText(/^\w+day, .+ \d{4}, .+ to .+ \(.+\)$/)).toBeVisible();
  await expectAxeClean(page, 'the summary with a consultant price');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`booking-summary-${width}.png`) });
  }
  await dialog.getByRole('button', { name: w.confirm, exact: true }).click();
  await expect(dialog.getByText(w.done)).toBeVisible();
  await expect(dialog.getByText(`${w.doneTotal}$51.74`)).toBeVisible();
  await page.context().close();
});

test('the sign-in page of a site is axe-clean in both languages', async ({ browser, baseURL }) => {
  for (const locale of ['en-CA', 'fr-CA'] as const) {
    const page = await siteIn(browser, locale, baseURL);
    await page.goto(`${SITE}/login?type=user`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      locale === 'fr-CA' ? 'Connexion' : 'Sign in',
    );
    await expectAxeClean(page, `sign-in (${locale})`);
    await page.context().close();
  }
});

test('an unknown site is a real 404 page that does not repeat the address', async ({
  page,
  baseURL,
}) => {
  const port = new URL(baseURL!).port;
  for (const address of [
    `http://no-such-shop-q7.rendezvous.localhost:${port}/`,
    `${baseURL}/site/no-such-shop-q7`,
  ]) {
    const response = await page.goto(address);
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This site does not exist' }),
    ).toBeVisible();
    await expect(page.locator('body')).not.toContainText('no-such-shop-q7');
    await expectAxeClean(page, 'the 404 page');
  }
});

test("the demo business's own address serves its site", async ({ page, baseURL }) => {
  const port = new URL(baseURL!).port;
  const response = await page.goto(`http://maison-lumiere.rendezvous.localhost:${port}/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Maison Lumière Salon' })).toBeVisible();
  await page.getByRole('link', { name: 'My account' }).first().click();
  await expect(page).toHaveURL(/\/login\?type=user$/);
});

test('a first visit downloads nothing below the fold until the visitor goes there', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(SITE);
  await expect(page.getByRole('heading', { level: 1, name: 'Maison Lumière Salon' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.some((url) => /\/ContactForm-[^/]*\.js$/.test(url))).toBe(false);
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await page.getByRole('link', { name: 'Contact us' }).click();
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  expect(requested.some((url) => /\/ContactForm-[^/]*\.js$/.test(url))).toBe(true);
  // The site's payload came with the page: the API was never asked for it.
  expect(requested.filter((url) => url.includes('/api/site/'))).toEqual([]);
});

test("an admin's previews of every theme are axe-clean, at phone width too", async ({ page }) => {
  await signIn(page, 'owner@rendezvous.test');
  await expect(page).not.toHaveURL(/sign-in/);
  for (const theme of [1, 2, 3]) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, `/view-theme/${theme}`);
    // The same page at a phone's width: the layout responds to the window, no reload needed.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(
        page.getByRole('heading', { level: 1, name: 'Maison Lumière Salon' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await revealWholePage(page);
      await expectAxeClean(page, `/view-theme/${theme} at ${width} px`);
    }
  }
});

test('a French-first business serves its site in French to an English browser, from the first byte, until the visitor chooses English', async ({
  browser,
  baseURL,
  request,
}) => {
  const consoleHeaders = { 'x-origin-key': 'rdv-admin-console', 'x-request-type': 'admin' };
  const login = await request.post('/api/login?type=admin', {
    headers: consoleHeaders,
    data: { email: 'owner@rendezvous.test', password: DEMO_PASSWORD },
  });
  const { token, admin } = (await login.json()).data as { token: string; admin: { business_id: number } };
  const owner = { ...consoleHeaders, authorization: `Bearer ${token}`, 'x-business-id': String(admin.business_id) };
  const language = (default_language: string) =>
    request.patch(`/api/business/${admin.business_id}`, { headers: owner, data: { default_language } });
  expect((await language('fr-CA')).status()).toBe(200);
  try {
    const html = await (await request.get(SITE, { headers: { 'accept-language': 'en-CA,en' } })).text();
    expect(html).toMatch(/^<!doctype html>\s*<html lang="fr-CA"/i);

    // Wide enough that the language switch is on the page, not in the menu.
    const context = await browser.newContext({ locale: 'en-CA', baseURL, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(SITE);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('button', { name: WORDS['fr-CA'].book, exact: true }).first()).toBeVisible();
    // The visitor's choice on the switch holds for the next page, served in English.
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('button', { name: WORDS['en-CA'].book, exact: true }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  } finally {
    await language('en-CA');
  }
});
