import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test, visit } from './support';

/** Every toast on screen (Mantine renders each as role="alert" inside the toasts column). */
const toasts = (page: Page) => page.locator('.rdv-toasts [role="alert"]');

/**
 * The visible controls of `container` that the first toast covers, measured in one pass in the
 * page: one element at a time, a toast may close (it times out) between two measures, and a
 * measure of an element that is gone waits for it until the test's time is up.
 */
async function controlsUnderToast(page: Page, container: Locator): Promise<string[]> {
  const toast = await toasts(page).first().elementHandle();
  return container.evaluate((root, toastElement) => {
    if (!toastElement) return ['(the toast is gone)'];
    const t = (toastElement as Element).getBoundingClientRect();
    return Array.from(root.querySelectorAll('input, button, [role="combobox"]'))
      .filter((control) => {
        const r = control.getBoundingClientRect();
        const visible = r.width > 0 && r.height > 0 && getComputedStyle(control).visibility !== 'hidden';
        return visible && t.x < r.x + r.width && r.x < t.x + t.width && t.y < r.y + r.height && r.y < t.y + t.height;
      })
      .map((control) => control.getAttribute('aria-label') ?? control.getAttribute('name') ?? control.textContent ?? control.tagName);
  }, toast);
}

test.describe('first contact', () => {
  test('the platform admin is offered only pages that work for them, and a dashboard of platform figures', async ({
    page,
  }) => {
    await signIn(page, 'platform@rendezvous.test');
    await expect(page).toHaveURL(/\/all-businesses$/);

    await expect(page.getByRole('heading', { level: 1, name: 'All Businesses' })).toBeVisible();
    // Every entry of the side menu, those of collapsed groups included.
    const paths = await page
      .locator('nav a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    // The pages of a business of one's own are not offered to someone who has none.
    expect(paths).toEqual(
      expect.arrayContaining(['/dashboard', '/all-businesses', '/my-profile', '/all-admins', '/activities']),
    );
    for (const businessPage of ['/business/profile', '/appointments', '/invitations', '/customers/clients', '/account/manage-payment-methods']) {
      expect(paths).not.toContain(businessPage);
    }

    for (const path of paths) {
      await visit(page, path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
      // Settled: no spinner left (an endless one fails here), then nothing went wrong.
      await expect(page.locator('.mantine-Loader-root'), `${path} spinners`).toHaveCount(0);
      await expect(page.getByText(/could not be loaded/i), `${path} error boxes`).toHaveCount(0);
      await expect(toasts(page), `${path} toasts`).toHaveCount(0);
    }

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    for (const figure of ['Businesses', 'Admins']) {
      await expect(page.getByRole('group', { name: figure })).toContainText(/^\D*[1-9]\d*$/);
    }
    await expect(page.getByRole('group', { name: /^Appointments in / })).toContainText(/\d+$/);
    await expect(page.getByText('Total Profit')).toHaveCount(0);
  });

  test('a refused save shows one toast, above the dialog, and marks the field it is about', async ({ page }) => {
    await signIn(page, 'owner@rendezvous.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/customers/clients');
    const taken = (await page.getByRole('cell', { name: /@example\.com$/ }).first().textContent())!;

    await page.getByRole('button', { name: 'Add New Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Client' });
    await dialog.getByRole('textbox', { name: /First name/ }).fill('Zoe');
    await dialog.getByRole('textbox', { name: /Last name/ }).fill('Quinn');
    await dialog.getByRole('textbox', { name: /Email/ }).fill(taken);
    // A phone field takes phone numbers only.
    await dialog.getByRole('textbox', { name: /Phone/ }).fill('call me');
    await dialog.getByRole('textbox', { name: /Phone/ }).blur();
    await expect(dialog.getByText('Phone must be a valid phone number, e.g. +1 416 555 0100')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Phone/ }).fill('+1 416 555 0188');

    await dialog.getByRole('button', { name: 'Save' }).click();
    const message = 'A client with this email already exists in your business.';
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText(message);
    await expect(dialog.getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(message)).toBeVisible();

    // The toast covers none of the dialog's controls.
    expect(await controlsUnderToast(page, dialog)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('toast-over-dialog.png') });
  });
});
