import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, seriousViolations, signIn, test } from './support';

const CONSOLE = { 'x-origin-key': 'rdv-admin-console', 'x-request-type': 'admin' };

/** Signs an admin in through the API (the test runner's own context, not the browser's). */
async function apiSignIn(request: APIRequestContext, email: string) {
  const login = await request.post('/api/login?type=admin', { headers: CONSOLE, data: { email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const { token, admin } = (await login.json()).data as { token: string; admin: { id: number; business_id: number } };
  return { admin, headers: { ...CONSOLE, authorization: `Bearer ${token}`, 'x-business-id': String(admin.business_id) } };
}

type Appointment = {
  consultant_id: number;
  customer_type: string;
  customerable_id: number;
  date: string;
  start_time: string;
  end_time: string;
  status: string;
  consultant?: { admin: { id: number } };
  services?: { consultant_service_id: number | null }[];
};

/**
 * The owner books an appointment with their colleague through the API, which notifies the
 * colleague: a copy of one of the colleague's demo appointments, on the same weekday
 * about `weeksAhead` weeks from today (a day they work, free, inside the booking horizon).
 */
async function ownerBooksWithColleague(request: APIRequestContext, colleagueAdminId: number, weeksAhead: number) {
  const owner = await apiSignIn(request, 'owner@rendezvous.test');
  const list = await request.get('/api/appointments?paginate=100&page=1&appendConsultant=true&appendServices=true', {
    headers: owner.headers,
  });
  const model = ((await list.json()).data.data as Appointment[]).find(
    (a) =>
      a.status !== 'cancelled' &&
      a.consultant?.admin.id === colleagueAdminId &&
      a.services?.length &&
      a.services.every((s) => s.consultant_service_id),
  )!;
  expect(model, "a demo appointment of the colleague's to copy").toBeTruthy();
  // `weeksAhead` weeks from today, on the model's weekday (a day the colleague works).
  const day = new Date(Date.now() + weeksAhead * 7 * 86_400_000);
  const weekday = new Date(`${model.date}T00:00:00Z`).getUTCDay();
  day.setUTCDate(day.getUTCDate() + ((weekday - day.getUTCDay() + 7) % 7));
  const date = day.toISOString().slice(0, 10);
  const res = await request.post('/api/appointment', {
    headers: owner.headers,
    data: {
      consultant_id: model.consultant_id,
      customer_type: model.customer_type,
      customerable_id: model.customerable_id,
      date,
      start_time: model.start_time.slice(0, 5),
      end_time: model.end_time.slice(0, 5),
      services: model.services!.map((s) => s.consultant_service_id),
      tip: 0,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return date;
}

/** The unread count the bell announces ("3 New Notifications"). */
async function bellCount(page: Page): Promise<number> {
  const label = await page.getByRole('button', { name: /\d+ New Notifications$/ }).getAttribute('aria-label');
  return Number(/^(\d+)/.exec(label ?? '')?.[1] ?? NaN);
}

test.describe('realtime notifications', () => {
  test('a booking rings the consultant\'s bell without a reload, and one made while they are offline arrives after reconnecting', async ({
    page,
    context,
    request,
  }) => {
    const consultant = 'consultant@rendezvous.test';
    const { admin } = await apiSignIn(request, consultant);
    await signIn(page, consultant);
    await expect(page).toHaveURL(/\/dashboard$/);
    const bell = page.getByRole('button', { name: /\d+ New Notifications$/ });
    await expect(bell).toBeVisible();
    // The bell has loaded (the demo consultant starts with an unread one) and the socket opens.
    await expect.poll(() => bellCount(page)).toBeGreaterThan(0);
    const before = await bellCount(page);
    // Nothing reloads the page: a marker on window would vanish with a reload.
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    // Weeks ahead, inside the booking horizon (a year), where a retry is unlikely to meet this run.
    const weeks = 10 + Math.floor(Math.random() * 38);
    const date = await ownerBooksWithColleague(request, admin.id, weeks);
    // The toast shows the notification's text, its date written the console's way:
    // "New appointment with <customer> on <Mon D, YYYY>, <start>–<end>".
    const shown = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
    await expect(page.getByRole('alert').filter({ hasText: new RegExp(`^New appointment with .+ on ${shown}, `) })).toBeVisible();
    await expect.poll(() => bellCount(page), { timeout: 15_000 }).toBe(before + 1);

    // The network drops; a booking is made meanwhile; the console catches up once back.
    await context.setOffline(true);
    await ownerBooksWithColleague(request, admin.id, weeks + 1);
    await page.waitForTimeout(1_000);
    await context.setOffline(false);
    await expect.poll(() => bellCount(page), { timeout: 30_000 }).toBe(before + 2);

    await bell.click();
    await expect(page.getByText(`${before + 2} New Notifications`).last()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  });

  test("a visitor's contact message rings the bell and lands in the inbox live; the admin replies from Messages", async ({
    page,
    request,
  }) => {
    const { admin } = await apiSignIn(request, 'owner@rendezvous.test');
    await signIn(page, 'owner@rendezvous.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/communications/messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page).toHaveTitle('Messages · Rendezvous');
    await expect.poll(() => bellCount(page)).toBeGreaterThan(0);
    const before = await bellCount(page);
    expect(await seriousViolations(page)).toEqual([]);

    const body = `Hello from the site ${Date.now()}`;
    const sent = await request.post('/api/contact', {
      headers: { 'x-origin-key': 'rdv-public-site' },
      data: { business_id: admin.business_id, name: 'Web Visitor', email: 'web.visitor@example.org', phone: '+1 416 555 0142', body },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await expect(page.getByRole('alert').filter({ hasText: `Web Visitor: ${body}` })).toBeVisible();
    await expect.poll(() => bellCount(page), { timeout: 15_000 }).toBe(before + 1);
    // The inbox refreshes itself: the message is listed without a reload.
    const item = page.getByRole('button', { name: new RegExp(body) });
    await expect(item).toBeVisible();
    await item.click();
    const conversation = page.getByRole('list', { name: 'Conversation' });
    await expect(conversation).toContainText(body);
    await page.getByLabel('Reply').fill('Thanks, we will call you today.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(conversation).toContainText('Thanks, we will call you today.');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the notifications page filters, opens a preview, marks it read and the bell follows; usable at 390 px', async ({
    page,
  }) => {
    await signIn(page, 'owner@rendezvous.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect.poll(() => bellCount(page)).toBeGreaterThan(0);
    const unread = await bellCount(page);

    await page.goto('/communications/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page).toHaveTitle('Notifications · Rendezvous');
    await page.getByRole('textbox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'Unread' }).click();
    const rows = page.locator('tbody tr');
    await expect(rows.first().getByText('Unread')).toBeVisible();
    await expect(rows.getByText('Read', { exact: true })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    const firstPreview = rows.first().getByRole('button');
    const previewText = (await firstPreview.innerText()).replace(/\.\.\.$/, '');
    await firstPreview.click();
    const dialog = page.getByRole('dialog', { name: 'Message' });
    await expect(dialog).toContainText(previewText);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    // Opened is read: the bell counts one fewer, without a reload.
    await expect.poll(() => bellCount(page)).toBe(unread - 1);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('textbox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'Read', exact: true }).click();
    await expect(rows.first().getByText('Read', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // The page itself does not scroll sideways (the table may, inside its frame).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
