import type { APIRequestContext } from '@playwright/test';
import { bookableDay, pickSchedule } from './console-booking';
import { expect, expectAxeClean, searchList, signIn, test } from './support';

async function totalAppointments(request: APIRequestContext, headers: Record<string, string>) {
  const res = await request.get('/api/appointments/stats/total', { headers });
  return ((await res.json()).data as { total: number }).total;
}

test.describe('appointments', () => {
  test('the owner books for a demo client and for a new guest, changes a status and deletes one; the dashboard follows', async ({
    page,
    request,
  }) => {
    const booking = await bookableDay(request);
    const before = await totalAppointments(request, booking.owner.headers);
    const guest = { firstname: 'Rosalie', lastname: `Guest${Date.now() % 100_000}` };

    await signIn(page, 'owner@rendezvous.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/appointments');
    await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();

    // 1. An existing demo client.
    await page.getByRole('button', { name: 'Add New' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Details' });
    await expect(dialog).toBeVisible();
    // Saving an empty form names what is missing.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('One or more mandatory fields are missing.', { exact: false })).toBeVisible();
    await expect(dialog.getByText('Client is required! Use the search box above to search for your client.')).toBeVisible();
    await expectAxeClean(page, 'the refused appointment form', '[role="dialog"]');

    await dialog.getByRole('textbox', { name: /^Client/ }).fill('Olivia');
    await page.getByRole('option', { name: /Olivia Chen/ }).click();
    await pickSchedule(page, booking, 0);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    // 2. A new guest, at the next free time.
    await page.getByRole('button', { name: 'Add New' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Details' });
    await dialog.getByRole('radio', { name: 'Guest' }).check();
    await dialog.getByRole('textbox', { name: /^First name/ }).fill(guest.firstname);
    await dialog.getByRole('textbox', { name: /^Last name/ }).fill(guest.lastname);
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(`${guest.lastname.toLowerCase()}@example.com`);
    await pickSchedule(page, booking, 0);
    // Pay now would ask for the guest's card (payments.spec.ts walks that); this one pays later.
    await dialog.getByRole('radio', { name: 'Pay later' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    // Both are listed; the guest's can be found by the search.
    await searchList(page, 'Search appointments', guest.lastname);
    const guestRow = page.locator('tr', { hasText: `${guest.firstname} ${guest.lastname}` });
    await expect(guestRow).toHaveCount(1);
    // Dates read one way across the console: 2027/05/27.
    await expect(guestRow).toContainText(booking.date.replaceAll('-', '/'));
    await expect(guestRow.getByText('Active')).toBeVisible();

    // The dashboard counts both and lists them among the new appointments.
    await page.goto('/dashboard');
    const totalBox = page.locator('.mantine-Paper-root', { hasText: 'Total Appointments' });
    await expect(totalBox).toContainText(String(before + 2));
    const newest = page.locator('.mantine-Paper-root', { hasText: 'New Appointments' });
    await expect(newest).toContainText(`${guest.firstname} ${guest.lastname}`);
    await expect(newest).toContainText('Olivia Chen');

    // 3. The guest's appointment is completed.
    await page.goto('/appointments');
    await searchList(page, 'Search appointments', guest.lastname);
    await expect(guestRow).toHaveCount(1);
    await guestRow.getByRole('button', { name: /^Edit the appointment/ }).click();
    dialog = page.getByRole('dialog', { name: 'Appointment' });
    await expect(dialog.getByRole('textbox', { name: /^Consultant/ })).toHaveValue(booking.consultant);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('No changes to this appointment has been found. Update not performed!')).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Status/ }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeHidden();
    await expect(guestRow.getByText('Completed')).toBeVisible();

    // 4. Deleted after confirmation.
    await guestRow.getByRole('button', { name: /^Delete the appointment/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete appointment' });
    await confirm.getByRole('button', { name: /delete|confirm|yes/i }).click();
    await expect(guestRow).toHaveCount(0);

    await page.goto('/dashboard');
    await expect(totalBox).toContainText(String(before + 1));
    await expect(newest).not.toContainText(`${guest.firstname} ${guest.lastname}`);
    await expect(newest).toContainText('Olivia Chen');
  });

  test('the owner books a weekly series: every appointment is checked, the taken ones shown with the nearest free time, the free ones booked, then cancelled from one on', async ({
    page,
    request,
  }) => {
    const booking = await bookableDay(request);
    const plusDays = (date: string, n: number) =>
      new Date(Date.parse(`${date}T00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const guest = { firstname: 'Series', lastname: `Guest${Date.now() % 100_000}` };
    await signIn(page, 'owner@rendezvous.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/appointments');
    await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();

    // Olivia already holds the same time two and three weeks on: a two-week series of hers.
    await page.getByRole('button', { name: 'Add New' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Details' });
    await dialog.getByRole('textbox', { name: /^Client/ }).fill('Olivia');
    await page.getByRole('option', { name: /Olivia Chen/ }).click();
    // The day's last free time: the other journeys book their days' first ones, on random days
    // that can fall on this series' weeks (a run once met one there and could not book it whole).
    await pickSchedule(page, { ...booking, date: plusDays(booking.date, 14) }, 'last');
    const seriesTime = await dialog.getByRole('textbox', { name: /^Start time/ }).inputValue();
    // The switch's input is visually hidden: its label is what one clicks.
    await dialog.getByText('Repeat', { exact: true }).click();
    await expect(dialog.getByRole('switch', { name: /^Repeat/ })).toBeChecked();
    await dialog.getByRole('textbox', { name: /^Number of appointments/ }).fill('2');
    await dialog.getByRole('button', { name: 'Check the series' }).click();
    await dialog.getByRole('button', { name: 'Book all 2' }).click();
    await expect(dialog).toBeHidden();

    // A guest's four weeks from the same time: the last two are taken.
    await page.getByRole('button', { name: 'Add New' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Details' });
    await dialog.getByRole('radio', { name: 'Guest' }).check();
    await dialog.getByRole('textbox', { name: /^First name/ }).fill(guest.firstname);
    await dialog.getByRole('textbox', { name: /^Last name/ }).fill(guest.lastname);
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(`${guest.lastname.toLowerCase()}@example.com`);
    await pickSchedule(page, booking, 'last');
    await expect(dialog.getByRole('textbox', { name: /^Start time/ })).toHaveValue(seriesTime);
    await dialog.getByRole('radio', { name: 'Pay later' }).check();
    // The switch's input is visually hidden: its label is what one clicks.
    await dialog.getByText('Repeat', { exact: true }).click();
    await expect(dialog.getByRole('switch', { name: /^Repeat/ })).toBeChecked();
    await dialog.getByRole('textbox', { name: /^Number of appointments/ }).fill('4');
    await dialog.getByRole('button', { name: 'Check the series' }).click();
    const checked = dialog.getByRole('region', { name: 'The series, checked' });
    await expect(checked.getByRole('table')).toContainText('4 appointments: 2 free, 2 cannot be booked.');
    await expect(checked.getByText(/^Nearest free:/)).toHaveCount(2);
    await expect(checked.getByRole('button', { name: 'Book all 4' })).toBeDisabled();
    await expectAxeClean(page, 'the checked series', '[role="dialog"]');
    await checked.getByRole('button', { name: 'Book the 2 free ones' }).click();
    await expect(page.getByText('2 appointments booked!')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Both are listed; the second one cancels itself and the following ones.
    await searchList(page, 'Search appointments', guest.lastname);
    const rows = page.locator('tr', { hasText: `${guest.firstname} ${guest.lastname}` });
    await expect(rows).toHaveCount(2);
    const second = rows.filter({ hasText: plusDays(booking.date, 7).replaceAll('-', '/') });
    await second.getByRole('button', { name: /^Edit the appointment/ }).click();
    dialog = page.getByRole('dialog', { name: 'Appointment' });
    await expect(dialog.getByText('This appointment is part of a recurring series.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel this and following' }).click();
    await dialog.getByRole('button', { name: 'Yes, cancel them' }).click();
    await expect(page.getByText('1 appointment of the series cancelled!')).toBeVisible();
    await expect(second.getByText('Cancelled')).toBeVisible();
    await expect(rows.filter({ hasText: booking.date.replaceAll('-', '/') }).getByText('Active')).toBeVisible();
  });
});
