// The calendar's tests, in English and in French: two consultants (Ada Lovelace, Alex Owner),
// Jordan Lee's haircut with Ada and Olivia Martin's cut with Alex on 2026-12-02, opening hours
// from 9:00, and the calendar over a fake API answering them. Each test adds the handlers of the
// calls it makes.
import { fakeApi } from '@rendezvous/api-client/testing';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { makeAdmin } from '../../../test/fixtures';
import { renderWithRouter, signedIn } from '../../../test/render';
import { makeAppointment, page } from '../fixtures';
import { AppointmentsCalendar } from './AppointmentsCalendar';
import type { CalendarSearch } from './calendar-model';

export const consultant = (
  id: number,
  firstname: string,
  lastname: string,
  services: { id: number; service_id: number }[],
) => ({
  id,
  admin_id: id + 100,
  business_id: 10,
  admin: { id: id + 100, firstname, lastname, full_name: `${firstname} ${lastname}` },
  services: services.map((s) => ({
    ...s,
    consultant_id: id,
    name: `Service ${s.service_id}`,
    price: 4500,
  })),
});

const CONSULTANTS = [
  consultant(3, 'Ada', 'Lovelace', [{ id: 31, service_id: 5 }]),
  consultant(4, 'Alex', 'Owner', [{ id: 44, service_id: 5 }]),
];

export const JORDAN = makeAppointment();
const OLIVIA = makeAppointment({
  id: 2,
  consultant_id: 4,
  start_time: '10:00',
  end_time: '10:30',
  customerable: { id: 8, firstname: 'Olivia', lastname: 'Martin', full_name: 'Olivia Martin' },
  services: [{ id: 2, service_id: 6, consultant_service_id: 46, name: "Men's cut", price: 4500 }],
  selected_consultant_services: [46],
  consultant: {
    id: 4,
    admin: { id: 104, firstname: 'Alex', lastname: 'Owner', full_name: 'Alex Owner' },
  },
});

/** Open 9:00 to 18:00: the grid starts at 9:00, 64 px an hour. */
const OPENING_HOURS = [
  {
    id: 1,
    business_id: 10,
    day: 'monday',
    is_active: 1,
    work_start_time: '09:00',
    work_end_time: '18:00',
    has_breaks: 0,
    break_start_time: null,
    break_end_time: null,
  },
];

function Harness({ initial }: { initial: CalendarSearch }) {
  const [search, setSearch] = useState(initial);
  return <AppointmentsCalendar search={search} onSearchChange={setSearch} />;
}

export function renderAppointmentsCalendar(
  handlers: Parameters<typeof fakeApi>[0] = {},
  {
    admin = makeAdmin(['admin', 'consultant']),
    search = { date: '2026-12-02' } as CalendarSearch,
  } = {},
) {
  const queryClient = signedIn(admin);
  const api = fakeApi({
    'GET appointments': () => page([JORDAN, OLIVIA]),
    'GET consultants': () => page(CONSULTANTS),
    'GET business/10': () => ({ id: 10, time_zone: 'America/Toronto', slot_step_minutes: 15 }),
    'GET business-days': () => OPENING_HOURS,
    ...handlers,
  });
  renderWithRouter(<Harness initial={search} />, { api, queryClient });
  return { api, user: userEvent.setup() };
}
