import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectAxeClean, searchList, signIn, test } from './support';

const CONSOLE = { 'x-origin-key': 'rdv-admin-console', 'x-request-type': 'admin' };

/** The owner's consultant, one of their services and a far-away day with free times (through the API). */
async function bookableDay(request: APIRequestContext) {
  const login = await request.post('/api/login?type=admin', {
    headers: CONSOLE,
    data: { email: 'owner@rendezvous.test', password: DEMO_PASSWORD },
  });
  const { token, admin } = (await login.json()).data as { token: string; admin: { id: number; business_id: number } };
  const headers = { ...CONSOLE, authorization: `Bearer ${token}`, 'x-business-id': String(admin.business_id) };
  const res = await request.get('/api/consultants?paginate=100&appendServices=true&appendAdmin=true', { headers });
  const consultants = (await res.json()).data.data as {
    id: number;
    admin_id: number;
    admin?: { firstname: string; lastname: string };
    services?: { id: number; name: string }[];
  }[];
  const consultant = consultants.find((c) => c.admin_id === admin.id && c.services?.length)!;
  const service = consultant.services![0]!;
  const start = Date.now() + (60 + Math.floor(Math.random() * 200)) * 86_400_000;
  for (let day = 0; day < 14; day++) {
    const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
    const times = await request.get(`/api/consultant/${consultant.id}/times?date=${date}&consultantServiceIds=${service.id}`, { headers });
    if (times.ok() && ((await times.json()).data as unknown[]).length >= 1) {
      return { consultant: `${consultant.admin!.firstname} ${consultant.admin!.lastname}`, service: service.name, date };
    }
  }
  throw new Error('no free day found for the owner in two weeks');
}

test.describe('integrations', () => {
  test('the owner reconnects Google Calendar through the sandbox provider, picks a calendar, and a new booking carries its event id', async ({
    page,
    request,
  }) => {
    await signIn(page, 'owner@rendezvous.test');
    await expect(page).toHaveURL(/\/dashboard$/);

    // The demo owner starts connected: disconnect first, so the journey connects for real.
    await page.goto('/my-profile?tab=integrations');
    const card = page.getByRole('region', { name: 'Google Calendar' });
    await expect(card.getByText('Connected', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Disconnect Google Calendar' }).click();
    await page.getByRole('dialog', { name: 'Disconnect Google Calendar' }).getByRole('button', { name: 'Disconnect' }).click();
    await expect(card.getByText('Not Connected')).toBeVisible();

    await card.getByRole('link', { name: 'Connect Google Calendar' }).click();
    await expect(page).toHaveURL(/\/add-integrations\/google-calendar$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add Integration' })).toBeVisible();
    await expectAxeClean(page, 'the add-integration page');
    // The choice is required.
    await page.getByRole('button', { name: 'Continue to Google Calendar' }).click();
    await expect(page.getByText('Your choice is required')).toBeVisible();
    await expect(page.getByText('A choice must be selected')).toBeVisible();
    await page.getByRole('radio', { name: /Personal/ }).check();
    await page.getByRole('button', { name: 'Continue to Google Calendar' }).click();

    // The sandbox provider's consent page, then back through /redirect to the profile.
    await expect(page).toHaveURL(/\/api\/oauth\/sandbox\/authorize\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Connect your Google account' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('code_challenge_method')).toBe('S256');
    await expectAxeClean(page, 'the sandbox consent page');
    await page.getByRole('link', { name: 'Allow' }).click();
    await expect(page).toHaveURL(/\/my-profile\?.*showDialog=calendar/);
    await expect(page.getByText('Integration connected!')).toBeVisible();

    const calendars = page.getByRole('dialog', { name: 'Choose your calendars' });
    await expect(calendars.getByRole('checkbox', { name: 'Team calendar (sandbox)' })).toBeVisible();
    await expectAxeClean(page, 'the calendar choice', '[role="dialog"]');
    await calendars.getByRole('checkbox', { name: 'Team calendar (sandbox)' }).check();
    await calendars.getByRole('button', { name: 'Save' }).click();
    await expect(calendars).toBeHidden();
    await expect(page.getByRole('region', { name: 'Google Calendar' }).getByText('Connected', { exact: true })).toBeVisible();

    // A new booking for the owner lands in the connected calendar.
    const booking = await bookableDay(request);
    const guest = { firstname: 'Calla', lastname: `Sync${Date.now() % 100_000}` };
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
    await expect(dialog.getByRole('textbox', { name: /^End time/ })).not.toHaveValue('');
    await dialog.getByRole('radio', { name: 'Pay later' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    await searchList(page, 'Search appointments', guest.lastname);
    const row = page.locator('tr', { hasText: `${guest.firstname} ${guest.lastname}` });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /^View the appointment/ }).click();
    const view = page.getByRole('dialog', { name: 'Appointment' });
    // No video conference, so no Meeting Info tab: the calendar's event is among the details.
    await expect(view.getByRole('tab', { name: 'Meeting Info' })).toHaveCount(0);
    await expect(view.getByRole('textbox', { name: 'Google Calendar event' })).toHaveValue(/^sandbox-evt-/);
    await expectAxeClean(page, 'the appointment with its calendar event', '[role="dialog"]');
  });

  test('the redirect screen without code or state goes to the dashboard; subscription and Zoom verification pages', async ({ page }) => {
    await signIn(page, 'owner@rendezvous.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/redirect');
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/account/manage-subscription');
    await expect(page.getByRole('heading', { level: 1, name: 'Account subscription' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Teams plan' })).toBeVisible();
    await expect(page.getByText(/days? left in your free 30-day trial/)).toBeVisible();
    await page.setViewportSize({ width: 390, height: 800 });
    await expectAxeClean(page, 'the subscription at 390 px');

    await page.goto('/zoomverify/verifyzoom.html');
    await expect(page.getByRole('heading', { level: 1, name: 'Zoom verification' })).toBeVisible();
  });

  test('the owner makes a calendar feed a calendar app subscribes to, then stops it', async ({ page, request }) => {
    await signIn(page, 'owner@rendezvous.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/my-profile?tab=integrations');
    const card = page.getByRole('region', { name: 'Calendar feed' });
    await card.getByRole('button', { name: 'Make an address' }).click();
    const address = card.getByRole('textbox', { name: 'Subscription address' });
    await expect(address).toHaveValue(/\/api\/calendar-feed\/[\w-]{43}\.ics$/);
    await expectAxeClean(page, 'the calendar feed just made', 'section[aria-labelledby="calendar-feed-mine"]');
    const url = new URL(await address.inputValue());

    // Fetched as a calendar app does: the address alone, no sign-in and no header.
    const feed = await request.get(url.pathname, { headers: {} });
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*X-WR-CALNAME:[\s\S]*END:VCALENDAR\r\n$/);

    await card.getByRole('button', { name: 'Stop the calendar feed' }).click();
    await page.getByRole('dialog', { name: 'Stop the calendar feed' }).getByRole('button', { name: 'Stop' }).click();
    await expect(card.getByRole('button', { name: 'Make an address' })).toBeVisible();
    expect((await request.get(url.pathname)).status()).toBe(404);
  });

  test('the owner makes a read-only API key, a program reads with it alone and cannot write, and after Revoke it is refused', async ({
    page,
    request,
  }) => {
    await signIn(page, 'owner@rendezvous.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/business/profile?tab=integrations');
    const card = page.getByRole('region', { name: 'API keys' });
    await card.getByRole('textbox', { name: /Key name/ }).fill('Accounting export');
    await card.getByRole('button', { name: 'Make a key' }).click();
    const shown = card.getByRole('textbox', { name: 'API key' });
    await expect(shown).toHaveValue(/^rdv_key_[\w-]{43}$/);
    await expectAxeClean(page, 'the API key just made', 'section[aria-labelledby="api-keys-title"]');
    const key = await shown.inputValue();
    const listed = card.getByRole('list', { name: 'API keys' }).getByRole('listitem').filter({ hasText: 'Accounting export' });
    await expect(listed).toContainText(`rdv_key_…${key.slice(-4)}`);

    // As a program calls: the key alone, none of the apps' headers.
    const headers = { authorization: `Bearer ${key}` };
    const read = await request.get('/api/appointments?paginate=5&page=1', { headers });
    expect(read.status()).toBe(200);
    const page1 = (await read.json()).data as { data: unknown[]; total: number };
    expect(page1.total).toBeGreaterThan(0);
    expect(page1.data).toHaveLength(5);
    const write = await request.post('/api/user', { headers, data: { firstname: 'From', lastname: 'Key', email: 'from.key@example.org' } });
    expect(write.status()).toBe(403);

    await listed.getByRole('button', { name: 'Revoke the key Accounting export' }).click();
    await page.getByRole('dialog', { name: 'Revoke the key Accounting export' }).getByRole('button', { name: 'Revoke' }).click();
    await expect(listed).toHaveCount(0);
    expect((await request.get('/api/appointments', { headers })).status()).toBe(401);
  });
});
