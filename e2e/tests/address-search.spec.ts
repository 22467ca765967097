import { expect, expectAxeClean, signIn, test } from './support';

test.describe('address search', () => {
  test('an owner finds the address as they type, chooses it with the keyboard, and saves it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'owner@rendezvous.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/business/profile?tab=profile');
    await page.getByRole('button', { name: 'Add address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add address' });
    const search = dialog.getByRole('textbox', { name: 'Search address' });
    await search.fill('5333 Avenue Casgrain, Montr');
    const montreal = page.getByRole('option', {
      name: '5333 Avenue Casgrain, Montréal, Quebec, Canada',
    });
    await expect(montreal).toBeVisible();
    await expect(page.getByRole('option', { name: /Montréal-Est/ })).toBeVisible();
    await expectAxeClean(page, 'the address search with its suggestions', '[role="dialog"]');

    // The first suggestion is highlighted: Down, Up and Enter choose it.
    await search.press('ArrowDown');
    await search.press('ArrowUp');
    await search.press('Enter');
    await expect(dialog.getByRole('textbox', { name: /^City/ })).toHaveValue('Montréal');
    await expect(dialog.getByRole('textbox', { name: /^State/ })).toHaveValue('Québec');
    await expect(dialog.getByRole('textbox', { name: /^Country/ })).toHaveValue('Canada');
    await expect(dialog.getByRole('textbox', { name: /^Address line 1/ })).toHaveValue(
      '5333 Avenue Casgrain',
    );
    // The postal code is typed in its own field.
    await dialog.getByRole('textbox', { name: /^Postal code/ }).fill('H2T 1S6');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(
      page.getByText('Address has been successfully updated or added!').first(),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/5333 Avenue Casgrain/).first()).toBeVisible();

    // Nothing found says so; on a phone the field and its list fit the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Add address' }).click();
    await dialog.getByRole('textbox', { name: 'Search address' }).fill('Qqqxz Zzzy');
    await expect(page.getByText('No address matches')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
