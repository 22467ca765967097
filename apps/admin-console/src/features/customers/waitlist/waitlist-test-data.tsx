// The waitlist page's tests, in English and in French: who waits (Jordan Lee; Mia Chen, offered
// 13:30 on 2026-12-02 with Ada Lovelace, held until 2:30 PM; Noah Park, whose last day is past;
// Liam Roy, booked), the page over a fake API answering them, and the clock stopped at `NOW`.
// Each test adds the handlers of the calls it makes.
import { fakeApi } from '@rendezvous/api-client/testing';
import type { Admin, WaitlistEntry } from '@rendezvous/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { makeAdmin } from '../../../test/fixtures';
import { renderWithRouter, signedIn } from '../../../test/render';
import { page } from '../../appointments/fixtures';
import { makeBusiness } from '../../business/profile/business-fixture';
import { WaitlistPage } from './WaitlistPage';

/** 2 PM on the viewer's clock, whatever zone the tests run in. */
const NOW = new Date(2026, 10, 27, 14, 0);

const entry = (over: Partial<WaitlistEntry>): WaitlistEntry => ({
  id: 1,
  business_id: 10,
  customer_type: 'user',
  customerable_id: 7,
  customer_name: 'Jordan Lee',
  customer_email: 'jordan@example.com',
  service_id: 5,
  service_name: 'Haircut',
  consultant_id: null,
  consultant_name: null,
  from_date: '2026-11-25',
  to_date: '2026-12-10',
  status: 'waiting',
  created_at: '2026-11-20T09:00:00.000Z',
  offer: null,
  offers_made: 0,
  ...over,
});

export const JORDAN = entry({});
export const MIA = entry({
  id: 2,
  customer_type: 'guest',
  customerable_id: 4,
  customer_name: 'Mia Chen',
  customer_email: 'mia.chen@example.net',
  service_name: 'Colour',
  consultant_id: 3,
  consultant_name: 'Ada Lovelace',
  status: 'offered',
  offers_made: 2,
  offer: {
    id: 9,
    status: 'open',
    consultant_id: 3,
    consultant_name: 'Ada Lovelace',
    date: '2026-12-02',
    start_time: '13:30',
    end_time: '14:30',
    starts_at: '2026-12-02T18:30:00.000Z',
    expires_at: new Date(2026, 10, 27, 14, 30).toISOString(),
  },
});
export const NOAH = entry({
  id: 3,
  customer_name: 'Noah Park',
  customer_email: null,
  to_date: '2026-11-20',
});
const LIAM = entry({ id: 4, customer_name: 'Liam Roy', status: 'booked', offers_made: 1 });

const SERVICES = [
  { id: 5, name: 'Haircut' },
  { id: 6, name: 'Colour' },
];
const CONSULTANTS = [
  {
    id: 3,
    admin_id: 1,
    business_id: 10,
    admin: { id: 1, firstname: 'Ada', lastname: 'Lovelace' },
    services: [{ id: 31, service_id: 5 }],
  },
  {
    id: 4,
    admin_id: 2,
    business_id: 10,
    admin: { id: 2, firstname: 'Grace', lastname: 'Hopper' },
    services: [{ id: 41, service_id: 6 }],
  },
];

export function renderWaitlistPage(
  handlers: Parameters<typeof fakeApi>[0] = {},
  admin: Admin = makeAdmin(['admin']),
) {
  const queryClient = signedIn(admin);
  const api = fakeApi({
    'GET business/10/waitlist': (options) =>
      options?.query?.show === 'all' ? [JORDAN, MIA, NOAH, LIAM] : [JORDAN, MIA, NOAH],
    'GET business/10': () => makeBusiness(),
    'GET services': () => page(SERVICES),
    'GET consultants': () => page(CONSULTANTS),
    'GET user/find': () => [{ id: 7, full_name: 'Jordan Lee', email: 'jordan@example.com' }],
    ...handlers,
  });
  const view = renderWithRouter(<WaitlistPage />, { api, queryClient });
  return { api, user: userEvent.setup(), unmount: view.unmount };
}

/** The table row naming `name` (a dialog open over the list may name them too). */
export const rowOf = async (name: string) =>
  (await screen.findAllByText(name)).map((text) => text.closest('tr')).find(Boolean)!;

/** Stops the clock at `NOW` for each test of the file calling it. */
export function freezeClockAtNow() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
