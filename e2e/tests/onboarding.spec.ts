import type { Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { expect, test } from './support';

/** A real 8×8 PNG, built here so the journey needs no fixture file. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.concat(
    Array.from({ length: 8 }, () => Buffer.from([0, ...Array.from({ length: 8 }, () => [60, 90, 220]).flat()])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const banner = (page: Page) => page.getByText(/you have \d+ actions? left to complete your setup/);

async function actionsLeft(page: Page): Promise<number> {
  const text = (await banner(page).textContent()) ?? '';
  return Number(/you have (\d+) actions? left/.exec(text)?.[1]);
}

/** Opens the banner, walks its carousel to the step titled `title` and presses `button`. */
async function fixFromBanner(page: Page, title: string, button = 'Fix Now') {
  await page.getByRole('button', { name: 'View Actions' }).click();
  const steps = page.getByRole('region', { name: 'Setup steps' });
  for (let i = 0; i < 12 && !(await steps.getByText(title, { exact: true }).isVisible()); i++) {
    await steps.getByRole('button', { name: 'Next step' }).click();
  }
  await steps.getByRole('button', { name: button }).click();
}

/** Waits until the banner shows `done` actions fewer than `before`. */
async function expectFewer(page: Page, before: number, done = 1) {
  const left = before - done;
  await expect(banner(page)).toContainText(`${left} action${left === 1 ? '' : 's'} left`);
  return left;
}

/** Chooses in a (searchable) select: types the option's name when given, then clicks it. */
async function pick(page: Page, label: string, option: string | RegExp) {
  const input = page.getByRole('textbox', { name: label });
  await input.click();
  if (typeof option === 'string' && (await input.isEditable())) await input.fill(option);
  await page.getByRole('option', { name: option }).first().click();
  if (typeof option === 'string') await expect(input).toHaveValue(option);
}

test.describe('onboarding', () => {
  test('an owner who leaves the guided setup mid-way resumes it from the console, and it ends with the website', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Léa');
    await page.getByLabel('Last name').fill('Caron');
    await page.getByLabel('Email').fill(`resume-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('Juniper-Coast-58');
    await page.getByRole('button', { name: 'Start my free trial' }).click();
    await page.getByLabel('Business name').fill('Studio Léa');
    await pick(page, 'Type of business', 'Salon');
    await pick(page, 'Business category', /./);
    await page.getByRole('button', { name: 'Continue' }).click();

    // The logo step done; then away to the console.
    await page
      .getByRole('group', { name: 'Business logo' })
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng() });
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Finish later' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The banner leads back, to the first step not done: the descriptions.
    await page.getByRole('link', { name: 'Resume guided setup' }).click();
    await expect(page).toHaveURL(/\/setup-your-business\/steps$/);
    await expect(page.getByLabel('Short description', { exact: true })).toBeVisible();
    // One way forward: the step's own button, beside a skip.
    await expect(page.getByRole('button', { name: 'Save and continue' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toHaveCount(0);

    // Skipped to the last step: the website, before the end.
    for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Skip this step' }).click();
    await expect(page.getByLabel(/Business subdomain/)).toBeVisible();
    await expect(page.getByRole('radio').first()).toBeVisible();
    await page.getByRole('button', { name: 'Skip this step' }).click();
    await expect(page.getByRole('button', { name: 'Go to my dashboard' })).toBeVisible();
  });

  test('a new owner completes every setup step from the banner, which counts down', async ({ page }) => {
    test.setTimeout(180_000);
    const email = `onboarding-${Date.now()}@example.com`;
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Inès');
    await page.getByLabel('Last name').fill('Roy');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Juniper-Coast-58');
    await page.getByRole('button', { name: 'Start my free trial' }).click();
    await page.getByLabel('Business name').fill('Atelier Inès');
    await pick(page, 'Type of business', 'Salon');
    await pick(page, 'Business category', /./);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Finish later' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(banner(page)).toBeVisible();
    let left = await actionsLeft(page);

    // Logo.
    await fixFromBanner(page, 'Add your business logo');
    await expect(page).toHaveURL(/\/business\/profile\?tab=profile$/);
    await page
      .getByRole('group', { name: 'Business logo' })
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng() });
    await expect(page.getByRole('img', { name: 'Business logo' })).toBeVisible();
    left = await expectFewer(page, left);

    // Short and long descriptions.
    await fixFromBanner(page, 'Add a short description');
    await page.getByLabel('Short description', { exact: true }).fill('Cuts, colour and care in the Plateau.');
    await page.getByLabel('Long description', { exact: true }).fill('A small salon where every appointment takes its time.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    left = await expectFewer(page, left, 2);

    // An address the geocoder cannot find is refused and nothing is saved.
    await page.getByRole('button', { name: 'Add address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add address' });
    await pick(page, 'Country', 'Canada');
    await pick(page, 'State / province', 'Québec');
    await dialog.getByLabel('City').fill('Nowhereville Xq');
    await dialog.getByLabel('Postal code').fill('H2T 1S6');
    await dialog.getByLabel('Address line 1').fill('5333 Avenue Casgrain');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(
      page.getByText('Unable to validate address. Please ensure address provided is correct!').first(),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    // A real city is found, pinned and listed.
    await dialog.getByLabel('City').fill('Montréal');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('Address has been successfully updated or added!').first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/5333 Avenue Casgrain/).first()).toBeVisible();

    // Services: a category first, then a service.
    await fixFromBanner(page, 'Add your business services');
    await expect(page).toHaveURL(/tab=services/);
    await page.getByRole('tab', { name: 'Categories' }).or(page.getByRole('button', { name: 'Categories' })).first().click();
    await page.getByRole('button', { name: 'Add category' }).click();
    await page.getByRole('textbox', { name: 'Service category name', exact: true }).fill('Hair');
    await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('cell', { name: 'Hair' })).toBeVisible();
    await page.getByRole('tab', { name: 'Services' }).or(page.getByRole('button', { name: 'Services', exact: true })).last().click();
    await page.getByRole('button', { name: 'Add service' }).click();
    const serviceDialog = page.getByRole('dialog');
    await serviceDialog.getByRole('textbox', { name: 'Service name', exact: true }).fill('Cut and style');
    await serviceDialog.getByLabel('Service category').selectOption({ label: 'Hair' });
    await serviceDialog.getByLabel('Service price (CA$)').fill('45');
    await serviceDialog.getByRole('textbox', { name: 'Service description', exact: true }).fill('Wash, cut and blow-dry.');
    await serviceDialog.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('cell', { name: 'Cut and style' })).toBeVisible();
    left = await expectFewer(page, left);

    // Opening hours: the default week, saved.
    await fixFromBanner(page, 'Set your opening hours');
    await expect(page).toHaveURL(/tab=opening-hours/);
    await page.getByRole('button', { name: 'Save opening hours' }).click();
    left = await expectFewer(page, left);

    // The owner takes bookings: the consultant role...
    await fixFromBanner(page, 'Add a consultant', 'Add Consultant Role');
    await expect(page).toHaveURL(/\/my-profile\?tab=profile$/);
    // By keyboard: focus the roles field and open its list.
    const roles = page.getByRole('textbox', { name: 'Roles' });
    await expect(roles).toBeEnabled();
    await roles.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'Consultant' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save roles' }).click();
    // The business now has a consultant, who in turn has services and hours to set.
    await expect(page.getByText('Choose your consultant services').or(banner(page)).first()).toBeVisible();

    // ...their services...
    await fixFromBanner(page, 'Choose your consultant services');
    await expect(page).toHaveURL(/\/my-profile\?tab=services$/);
    await page.getByRole('button', { name: 'Add service' }).click();
    await pick(page, 'Business service', 'Cut and style');
    await page.getByRole('dialog').getByRole('button', { name: 'Add service' }).click();
    await expect(page.getByRole('table', { name: 'Consultant services' })).toContainText('Cut and style');

    // ...and their hours.
    await fixFromBanner(page, 'Set your consultant hours', 'Update My Consultant Profile');
    await expect(page).toHaveURL(/\/my-profile\?tab=opening-hours$/);
    await page.getByRole('button', { name: 'Save hours' }).click();

    // What remains are the connected apps and the card payments, which need outside accounts.
    await expect(banner(page)).toContainText('2 actions left');
    await page.getByRole('button', { name: 'View Actions' }).click();
    const steps = page.getByRole('region', { name: 'Setup steps' });
    await expect(steps.getByText('Almost there, 2 more steps to go...')).toBeVisible();
  });
});
