import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect } from './support';

/*
 * Booking from the console's appointment dialog, shared by the journeys that book (in English
 * or in French): an owner's bookable day found through the API, and the dialog's schedule.
 */

const CONSOLE = { 'x-origin-key': 'rdv-admin-console', 'x-request-type': 'admin' };

/** Signs an admin in through the API (the test runner's own context, not the browser's). */
export async function apiSignIn(request: APIRequestContext, email: string) {
  const login = await request.post('/api/login?type=admin', { headers: CONSOLE, data: { email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const { token, admin } = (await login.json()).data as { token: string; admin: { id: number; business_id: number } };
  return { admin, headers: { ...CONSOLE, authorization: `Bearer ${token}`, 'x-business-id': String(admin.business_id) } };
}

type Consultant = {
  id: number;
  admin_id: number;
  admin?: { firstname: string; lastname: string };
  services?: { id: number; name: string }[];
};

/**
 * The owner's consultant, a service of theirs and a future date with at least two free times,
 * found through the API so the journey books through the dialog on a day that surely works.
 */
export async function bookableDay(request: APIRequestContext) {
  const owner = await apiSignIn(request, 'owner@rendezvous.test');
  const res = await request.get('/api/consultants?paginate=100&appendServices=true&appendAdmin=true', { headers: owner.headers });
  const consultants = (await res.json()).data.data as Consultant[];
  const consultant = consultants.find((c) => c.admin_id === owner.admin.id && c.services?.length)!;
  expect(consultant, 'the owner consults with at least one service').toBeTruthy();
  const service = consultant.services![0]!;
  // Far enough ahead that earlier runs and the demo data leave the day free.
  const start = Date.now() + (40 + Math.floor(Math.random() * 200)) * 86_400_000;
  for (let day = 0; day < 14; day++) {
    const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
    const times = await request.get(
      `/api/consultant/${consultant.id}/times?date=${date}&consultantServiceIds=${service.id}`,
      { headers: owner.headers },
    );
    const slots = (await times.json()).data as unknown[];
    if (times.ok() && slots.length >= 2) {
      return { owner, consultant: `${consultant.admin!.firstname} ${consultant.admin!.lastname}`, service: service.name, date };
    }
  }
  throw new Error('no free day found for the owner in two weeks');
}

/** The dialog's field names, in the console's language. */
export const SCHEDULE_LABELS = {
  en: { consultant: /^Consultant/, services: /^Services/, date: /^Date/, start: /^Start time/, end: /^End time/ },
  'fr-CA': { consultant: /^Consultant/, services: /^Services/, date: /^Date/, start: /^Heure de début/, end: /^Heure de fin/ },
};

/**
 * Fills consultant, service, date and the given free time (by position, or the day's last) in
 * the open dialog.
 */
export async function pickSchedule(
  page: Page,
  booking: { consultant: string; service: string; date: string },
  slot: number | 'last',
  labels = SCHEDULE_LABELS.en,
) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: labels.consultant }).click();
  await page.getByRole('option', { name: booking.consultant }).click();
  await dialog.getByRole('textbox', { name: labels.services }).click();
  await page.getByRole('option', { name: new RegExp(`^${booking.service}`) }).click();
  await dialog.getByRole('textbox', { name: labels.services }).press('Escape');
  await dialog.getByLabel(labels.date).fill(booking.date);
  await dialog.getByRole('textbox', { name: labels.start }).click();
  const options = page.getByRole('option');
  await (slot === 'last' ? options.last() : options.nth(slot)).click();
  await expect(dialog.getByRole('textbox', { name: labels.end })).not.toHaveValue('');
}
