import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectAxeClean, signIn, test } from './support';

const CONSOLE = { 'x-origin-key': 'rdv-admin-console', 'x-request-type': 'admin' };

async function apiSignIn(request: APIRequestContext, email: string) {
  const login = await request.post('/api/login?type=admin', { headers: CONSOLE, data: { email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const { token, admin } = (await login.json()).data as { token: string; admin: { id: number; business_id: number } };
  return { admin, headers: { ...CONSOLE, authorization: `Bearer ${token}`, 'x-business-id': String(admin.business_id) } };
}

/** Enters a test card in the open card dialog's sandbox form and saves it. */
async function addSandboxCard(page: Page, number: string) {
  await page.getByRole('button', { name: 'Add New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a payment method' });
  await expect(dialog.getByText('Sandbox', { exact: true })).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Card number/ }).fill(number);
  await dialog.getByRole('textbox', { name: /^Expiry/ }).fill('12/34');
  await dialog.getByRole('textbox', { name: /^CVC/ }).fill('123');
  await dialog.getByRole('button', { name: 'Save card' }).click();
}

type Consultant = { id: number; admin_id: number; admin?: { firstname: string; lastname: string }; services?: { id: number; name: string }[] };

/** A future day on which the owner has free times for one of their services. */
async function bookableDay(request: APIRequestContext) {
  const owner = await apiSignIn(request, 'owner@rendezvous.test');
  const res = await request.get('/api/consultants?paginate=100&appendServices=true&appendAdmin=true', { headers: owner.headers });
  const consultant = ((await res.json()).data.data as Consultant[]).find((c) => c.admin_id === owner.admin.id && c.services?.length)!;
  const service = consultant.services![0]!;
  // Inside the business's booking horizon (a year by default).
  const start = Date.now() + (60 + Math.floor(Math.random() * 280)) * 86_400_000;
  for (let day = 0; day < 14; day++) {
    const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
    const times = await request.get(`/api/consultant/${consultant.id}/times?date=${date}&consultantServiceIds=${service.id}`, {
      headers: owner.headers,
    });
    if (times.ok() && ((await times.json()).data as unknown[]).length >= 1) {
      return { owner, consultant: `${consultant.admin!.firstname} ${consultant.admin!.lastname}`, service: service.name, date };
    }
  }
  throw new Error('no free day found for the owner');
}

test.describe('payments (sandbox)', () => {
  test('the owner adds two cards, makes the first the default again and removes the other', async ({ page, request }) => {
    // The journey starts from no saved cards; a retry removes what the failed attempt saved.
    const owner = await apiSignIn(request, 'owner@rendezvous.test');
    const saved = await request.get('/api/merchant-customer-payment-methods', { headers: owner.headers });
    for (const card of ((await saved.json()).data as { payment_methods: { id: number }[] }).payment_methods) {
      expect((await request.delete(`/api/merchant-customer-payment-method/${card.id}`, { headers: owner.headers })).status()).toBe(200);
    }
    await signIn(page, 'owner@rendezvous.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/account/manage-payment-methods');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Methods' })).toBeVisible();
    await expect(page).toHaveTitle(/^Payment Methods/);
    await expect(page.getByText('No payment methods added')).toBeVisible();
    await expectAxeClean(page, 'the empty payment methods');

    // A declined test card is refused with the provider's message.
    await addSandboxCard(page, '4000 0000 0000 0002');
    await expect(page.getByRole('dialog').getByText('Your card was declined.')).toBeVisible();
    await expectAxeClean(page, 'the refused card', '[role="dialog"]');
    await page.getByRole('dialog').getByRole('textbox', { name: /^Card number/ }).fill('4242 4242 4242 4242');
    await page.getByRole('dialog').getByRole('button', { name: 'Save card' }).click();
    // Through /redirect-stripe and back to where the setup began.
    await expect(page).toHaveURL(/\/account\/manage-payment-methods$/);
    const visa = page.getByRole('listitem', { name: 'Visa ending in 4242' });
    // The page is the one the setup began on, so wait for the saved card rather than the address.
    await expect(visa.getByText('Default', { exact: true })).toBeVisible({ timeout: 30_000 });

    await addSandboxCard(page, '5555 5555 5555 4444');
    await expect(page).toHaveURL(/\/account\/manage-payment-methods$/);
    const mastercard = page.getByRole('listitem', { name: 'Mastercard ending in 4444' });
    // The newest card is the default; the other lost it.
    await expect(mastercard.getByText('Default', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(visa.getByText('Default', { exact: true })).toHaveCount(0);

    await visa.getByRole('button', { name: 'Set Visa ending in 4242 as default' }).click();
    await expect(visa.getByText('Default', { exact: true })).toBeVisible();
    await expect(mastercard.getByText('Default', { exact: true })).toHaveCount(0);

    await mastercard.getByRole('button', { name: 'Remove Mastercard ending in 4444' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove payment method' });
    await expect(confirm).toContainText('Are you sure you want to delete this payment method?');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(mastercard).toHaveCount(0);
    await expect(visa.getByText('Default', { exact: true })).toBeVisible();
    // Axe reads colours mid-transition, so let the confirmation finish fading out first.
    await expect(confirm).toBeHidden();
    await expectAxeClean(page, 'the payment methods after a removal');
  });

  test('the owner books pay-now for a new guest with a sandbox card; completing it charges the card once', async ({
    page,
    request,
  }) => {
    const booking = await bookableDay(request);
    const guest = { firstname: 'Paulette', lastname: `Payer${Date.now() % 100_000}` };
    await signIn(page, 'owner@rendezvous.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/appointments');
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Details' });
    await dialog.getByRole('radio', { name: 'Guest' }).check();
    await dialog.getByRole('textbox', { name: /^First name/ }).fill(guest.firstname);
    await dialog.getByRole('textbox', { name: /^Last name/ }).fill(guest.lastname);
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(`${guest.lastname.toLowerCase()}@example.com`);
    await dialog.getByRole('textbox', { name: /^Consultant/ }).click();
    await page.getByRole('option', { name: booking.consultant }).click();
    await dialog.getByRole('textbox', { name: /^Services/ }).click();
    await page.getByRole('option', { name: new RegExp(`^${booking.service}`) }).click();
    await dialog.getByRole('textbox', { name: /^Services/ }).press('Escape');
    await dialog.getByLabel(/^Date/).fill(booking.date);
    await dialog.getByRole('textbox', { name: /^Start time/ }).click();
    await page.getByRole('option').first().click();

    // Pay now (the default) needs a card.
    await expect(dialog.getByRole('radio', { name: 'Pay now' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('A card is required to pay now.', { exact: false })).toBeVisible();
    await expect(dialog.getByText('Sandbox', { exact: true })).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Card number/ }).fill('4242 4242 4242 4242');
    await dialog.getByRole('textbox', { name: /^Expiry/ }).fill('12/34');
    await dialog.getByRole('textbox', { name: /^CVC/ }).fill('123');
    await dialog.getByRole('button', { name: 'Confirm card' }).click();
    await expect(dialog.getByText(/Card confirmed/)).toBeVisible();
    await expectAxeClean(page, 'the confirmed card in the appointment form', '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    // The guest has the card on file, and completing the appointment charges it once.
    const headers = booking.owner.headers;
    const list = await request.get(`/api/appointments?paginate=5&search=${guest.lastname}`, { headers });
    const appointment = (await list.json()).data.data[0] as { id: number; customerable_id: number; total: number; pay_now: number };
    expect(appointment.pay_now).toBe(1);
    const cards = await request.get(
      `/api/merchant-customer-payment-methods?customerType=guest&customerTypeId=${appointment.customerable_id}`,
      { headers },
    );
    expect((await cards.json()).data.payment_methods).toEqual([expect.objectContaining({ identifier: '4242', is_default: 1 })]);
    for (const status of ['completed', 'active', 'completed']) {
      const res = await request.put(`/api/appointment/${appointment.id}`, { headers, data: { status } });
      expect(res.status()).toBe(200);
    }
    const charge = (await (await request.get(`/api/appointment/${appointment.id}/charge`, { headers })).json()).data;
    expect(charge).toMatchObject({ status: 'succeeded', amount: appointment.total, currency: 'cad' });
  });

  test('a guest pays now on the demo site with a sandbox card; the card is saved with the booking', async ({
    browser,
    baseURL,
    request,
  }) => {
    const context = await browser.newContext({ locale: 'en-CA', baseURL, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/site/maison-lumiere');
    await page.getByRole('button', { name: 'Book Now', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Book with Maison Lumière Salon' });
    await dialog.getByRole('checkbox').first().check();
    await dialog.getByRole('button', { name: 'Next', exact: true }).click();
    await dialog.getByRole('radio', { name: 'Any available consultant' }).check();
    await dialog.getByRole('button', { name: 'Next', exact: true }).click();
    // A weekday some way ahead with free times.
    const date = new Date();
    date.setDate(date.getDate() + 15);
    while ([0, 6].includes(date.getDay())) date.setDate(date.getDate() + 1);
    const month = new Intl.DateTimeFormat('en-GB', { month: 'long' }).format(date);
    const label = `${date.getDate()} ${month} ${date.getFullYear()}`;
    const monthsAhead = (date.getFullYear() - new Date().getFullYear()) * 12 + date.getMonth() - new Date().getMonth();
    for (let i = 0; i < monthsAhead && !(await dialog.getByRole('button', { name: label }).isVisible()); i++) {
      await dialog.getByRole('button', { name: 'Next month' }).click();
    }
    await dialog.getByRole('button', { name: label, exact: true }).click();
    await dialog.getByRole('button', { name: 'Next', exact: true }).click();
    await dialog.getByRole('radio').last().check();
    await dialog.getByRole('button', { name: 'Next', exact: true }).click();
    const email = `card${Date.now() % 100_000}@guest.test`;
    await dialog.getByLabel(/^First name/).fill('Carla');
    await dialog.getByLabel(/^Last name/).fill('Guest');
    await dialog.getByLabel(/^Email/).fill(email);
    await dialog.getByLabel('Phone').fill('514 555 0177');
    await dialog.getByRole('button', { name: 'Next', exact: true }).click();

    await dialog.getByRole('radio', { name: /Pay now/ }).check();
    const card = dialog.getByRole('group', { name: 'Card details' });
    await expect(card.getByText('Sandbox', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(dialog.getByText('A card is required to pay now.', { exact: false })).toBeVisible();
    await card.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await card.getByLabel(/^Expiry/).fill('12/34');
    await card.getByLabel(/^CVC/).fill('123');
    await card.getByRole('button', { name: 'Confirm card' }).click();
    await expect(dialog.getByText(/Card confirmed/)).toBeVisible();
    await expectAxeClean(page, 'the confirmed card in the booking', '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(dialog.getByText('By card: charged when your appointment is completed')).toBeVisible();
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(dialog.getByText('You’re booked!')).toBeVisible();

    // The new guest has the card on file, as the default.
    const owner = await apiSignIn(request, 'owner@rendezvous.test');
    const found = await request.get(`/api/guests?search=${encodeURIComponent(email)}&paginate=5`, { headers: owner.headers });
    const guest = ((await found.json()).data.data as { id: number; email: string }[]).find((g) => g.email === email)!;
    const cards = await request.get(`/api/merchant-customer-payment-methods?customerType=guest&customerTypeId=${guest.id}`, {
      headers: owner.headers,
    });
    expect((await cards.json()).data.payment_methods).toEqual([expect.objectContaining({ identifier: '4242', is_default: 1 })]);
    await context.close();
  });
});
