import type { APIRequestContext, Page } from '@playwright/test';
import { guestDetailsAndPay, openTimes, toSummary, WORDS } from './site-booking';
import { DEMO_PASSWORD, expect, expectAxeClean, signIn, test } from './support';

/**
 * The owner builds the real-estate website in the console: theme images, the theme, its seven
 * editor steps, a new business URL, Offline then Live; the site then shows what was built. At
 * the end the demo business gets its own site back (the other journeys expect it).
 */

const CONSOLE = { 'x-origin-key': 'rdv-admin-console', 'x-request-type': 'admin' };
const OWNER = 'owner@rendezvous.test';
const SUBDOMAIN = 'realtyjourney';

/** A real 1x1 PNG: the API checks an image's content, not its name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

async function apiOwner(request: APIRequestContext) {
  const login = await request.post('/api/login?type=admin', {
    headers: CONSOLE,
    data: { email: OWNER, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token, admin } = (await login.json()).data as {
    token: string;
    admin: { business_id: number };
  };
  return {
    businessId: admin.business_id,
    headers: {
      ...CONSOLE,
      authorization: `Bearer ${token}`,
      'x-business-id': String(admin.business_id),
    },
  };
}

/** A toast with this text appeared (toasts close by themselves after 4 seconds). */
const toast = (page: Page, text: string) =>
  expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();

/** The open step's panel: the stepper keeps the other steps out of the page. */
const submitStep = (page: Page, label: 'Submit' | 'Update' = 'Submit') =>
  page.getByRole('button', { name: label, exact: true }).click();

test('the owner builds the real-estate site through its seven steps, goes live, and sees a booking made on it at once', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const owner = await apiOwner(request);
  const before = (
    await (
      await request.get(`/api/business/${owner.businessId}`, { headers: owner.headers })
    ).json()
  ).data as { subdomain: string | null; theme_id: number | null; is_live: 0 | 1 };

  try {
    await signIn(page, OWNER);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/business/website-manager');
    await expect(page.getByRole('heading', { level: 1, name: 'Website Manager' })).toBeVisible();
    await expect(page).toHaveTitle(/^Website Manager/);

    // Theme images: several at once, after those the demo has.
    const thumbnails = page.getByRole('img', { name: /^Theme image \d+$/ });
    await expect(
      page
        .getByRole('list', { name: 'Theme images in order' })
        .or(page.getByText(/No theme images yet/)),
    ).toBeVisible();
    const existing = await thumbnails.count();
    await page
      .locator('input[type="file"][multiple]')
      .first()
      .setInputFiles([image('a.png'), image('b.png')]);
    await toast(page, 'Image uploaded');
    await expect(thumbnails).toHaveCount(existing + 2);
    await expectAxeClean(page, 'the website manager');

    // The real-estate theme: activate it, then edit it.
    await page.getByRole('button', { name: 'Activate Real estate' }).click();
    await expect(page.getByRole('button', { name: 'Real estate is active' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit Real estate' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Real estate theme editor' }),
    ).toBeVisible();

    // 1. Header image.
    await page.locator('input[type="file"]').first().setInputFiles(image('header.png'));
    await submitStep(page);
    await toast(page, 'Header image successfully updated');
    await expect(page.getByRole('button', { name: 'Update', exact: true })).toBeVisible();
    await expectAxeClean(page, 'the theme editor');

    // 2. Agent photo.
    await page.getByRole('button', { name: 'Next step' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Agent photo' })).toBeVisible();
    await page.locator('input[type="file"]').first().setInputFiles(image('agent.png'));
    await submitStep(page);
    await toast(page, 'Introduction card successfully updated');

    // 3. Properties: a sold house picked on the map.
    await page.getByRole('button', { name: 'Next step' }).click();
    await page.getByRole('button', { name: 'Add New Property' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add property' });
    await dialog.getByRole('textbox', { name: /^Rooms/ }).fill('7');
    await dialog.getByRole('textbox', { name: /^Beds/ }).fill('3');
    await dialog.getByRole('textbox', { name: /^Baths/ }).fill('2');
    await dialog.getByRole('textbox', { name: /^Price/ }).fill('650000');
    await dialog
      .getByRole('textbox', { name: /^Description(?! in French)/ })
      .fill('A bright house on a quiet street.');
    await dialog
      .getByRole('textbox', { name: /^Property address/ })
      .fill('12 Rue Saint-Paul Est, Montréal');
    await dialog.locator('.leaflet-container').click({ position: { x: 120, y: 100 } });
    await expect(dialog.getByRole('textbox', { name: 'Latitude' })).not.toHaveValue('');
    await dialog
      .locator('input[type="file"]')
      .setInputFiles([image('front.png'), image('kitchen.png')]);
    await dialog.getByRole('checkbox', { name: 'Mark property as sold' }).check();
    await expectAxeClean(page, 'the property dialog');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Property saved');
    const card = page.getByRole('article', { name: /House for sale: 12 Rue Saint-Paul Est/ });
    await expect(card.getByText('Sold')).toBeVisible();
    await expect(card.getByText('Featured')).toBeVisible();

    // 4. Neighbourhood: text and two images.
    await page.getByRole('button', { name: 'Next step' }).click();
    await page
      .getByRole('textbox', { name: /^Neighbourhood(?! in French)/ })
      .fill('Cobbled streets and the river nearby.');
    const slots = page.locator('input[type="file"]');
    await slots.nth(0).setInputFiles(image('n1.png'));
    await slots.nth(1).setInputFiles(image('n2.png'));
    await submitStep(page);
    await toast(page, 'Neighbourhood text successfully saved.');

    // 5. About me.
    await page.getByRole('button', { name: 'Next step' }).click();
    await page
      .getByRole('textbox', { name: /^About me(?! in French)/ })
      .fill('Twenty years selling homes in Old Montréal.');
    await submitStep(page);
    await toast(page, 'About me text successfully saved.');

    // 6. Action cards: two, then the second dragged (by keyboard) before the first.
    await page.getByRole('button', { name: 'Next step' }).click();
    for (const [text, button] of [
      ['Thinking of selling?', 'Get an estimate'],
      ['Looking for a home?', 'Book a visit'],
    ] as const) {
      await page.getByRole('button', { name: 'Add action card' }).click();
      const cardDialog = page.getByRole('dialog', { name: 'Add action card' });
      await cardDialog.getByRole('textbox', { name: /^Card text(?! in French)/ }).fill(text);
      await cardDialog.getByRole('textbox', { name: /^Button text(?! in French)/ }).fill(button);
      await cardDialog.locator('input[type="file"]').setInputFiles(image('card.png'));
      await cardDialog.getByRole('button', { name: 'Submit' }).click();
      await expect(cardDialog).toBeHidden();
    }
    await expect(
      page.getByRole('listitem', { name: /^Action card 2: Book a visit$/ }),
    ).toBeVisible();
    const handle = page.getByRole('button', { name: 'Move action card 2', exact: true });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await toast(page, 'Action card successfully re-ordered');
    await expect(
      page.getByRole('listitem', { name: /^Action card 1: Book a visit$/ }),
    ).toBeVisible();

    // 7. Contact details.
    await page.getByRole('button', { name: 'Next step' }).click();
    await page.getByRole('textbox', { name: /^Name/ }).fill('Claire Tremblay');
    await page.getByRole('textbox', { name: /^Email/ }).fill('claire@realty.test');
    await page.getByRole('textbox', { name: /^Office number/ }).fill('514-555-0100');
    await page.getByRole('textbox', { name: /^Mobile number/ }).fill('514-555-0101');
    await submitStep(page);
    await toast(page, 'Contact information saved');

    // The business URL, checked as it is typed.
    await page.getByRole('button', { name: 'Back to Website Manager' }).click();
    const subdomain = page.getByRole('textbox', { name: /Business subdomain/ });
    await subdomain.fill('');
    await subdomain.pressSequentially('realty journey'); // the space is dropped as it is typed;
    await expect(subdomain).toHaveValue(SUBDOMAIN);
    await expect(page.getByRole('img', { name: 'This subdomain is available' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Subdomain created!');

    // Offline, the site says it is not published; Live, it shows what was built.
    const goLive = page.getByRole('switch', { name: 'Go Live' });
    // The switch's input is visually hidden: its label (Live / Offline) is what one clicks.
    if (await goLive.isChecked()) {
      await page.getByText('Live', { exact: true }).click();
      await expect(page.getByText('Offline', { exact: true })).toBeVisible();
    }
    expect((await request.get(`/site/${SUBDOMAIN}`)).status()).toBe(403);
    await page.getByText('Offline', { exact: true }).click();
    await expect(goLive).toBeChecked();
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    const local = page.getByRole('link', { name: new RegExp(`/site/${SUBDOMAIN}$`) });
    await expect(local).toBeVisible();

    await page.goto(`/site/${SUBDOMAIN}`);
    // Each section's content is drawn as the visitor scrolls near it, as they would here.
    for (const [section, text] of [
      ['The neighbourhood', 'Cobbled streets and the river nearby.'],
      ['About me', 'Twenty years selling homes in Old Montréal.'],
      ['Contact details', 'Claire Tremblay'],
    ]) {
      await page.getByRole('heading', { name: section }).scrollIntoViewIfNeeded();
      await expect(page.getByText(text!).first()).toBeVisible();
    }

    // A customer books on the new site; the owner's console, open meanwhile, hears of it at
    // once (a toast and the bell, no reload).
    const consolePage = await page.context().newPage();
    await consolePage.goto('/appointments');
    await expect(
      consolePage.getByRole('heading', { level: 1, name: 'Appointments' }),
    ).toBeVisible();
    const customer = await (await browser.newContext({ baseURL })).newPage();
    await customer.goto(`/site/${SUBDOMAIN}`);
    const booking = await openTimes(customer, 'en-CA', 12);
    await booking.getByRole('radio').first().check();
    await guestDetailsAndPay(customer, 'en-CA', 'Morgan');
    await toSummary(customer, 'en-CA');
    await booking.getByRole('button', { name: WORDS['en-CA'].confirm, exact: true }).click();
    await expect(booking.getByText(WORDS['en-CA'].done)).toBeVisible();
    await toast(consolePage, 'New appointment from the website: Morgan Guest');
    await customer.context().close();
    await consolePage.close();

    // At a phone's width the manager and the editor fit the screen and stay axe-clean.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, heading] of [
      ['/business/website-manager', 'Website Manager'],
      ['/business/website-manager?theme=3&step=2', 'Real estate theme editor'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('progressbar').or(page.getByLabel(/^Loading/))).toHaveCount(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
      await expectAxeClean(page, `${path} at 390 px`);
    }
  } finally {
    const restore = await request.patch(`/api/business/${owner.businessId}`, {
      headers: owner.headers,
      data: {
        subdomain: before.subdomain ?? 'demo',
        theme_id: before.theme_id ?? 1,
        is_live: before.is_live,
      },
    });
    expect(restore.status(), await restore.text()).toBe(200);
  }
});
