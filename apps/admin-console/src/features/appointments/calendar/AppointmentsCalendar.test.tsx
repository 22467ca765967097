import { callOf, type fakeApi } from '@rendezvous/api-client/testing';
import { AppError, AppointmentMessages, ErrorCode, type Appointment } from '@rendezvous/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAdmin } from '../../../test/fixtures';
import { page } from '../fixtures';
import { TOUCH_HOLD_MS } from './AppointmentsCalendar';
import { JORDAN, renderAppointmentsCalendar as renderCalendar } from './calendar-test-data';

/**
 * A block's accessible name: its visible text (customer, times, services) then whose it is.
 * Times may hold the narrow no-break space Intl puts before AM/PM.
 */
function blockNamed(
  customer: string,
  from: string,
  to: string,
  services: string,
  consultant: string,
) {
  const spaced = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s');
  return new RegExp(
    `^${spaced(customer)}\\s*${spaced(from)}\\s–\\s${spaced(to)}\\s*${spaced(services)}\\s*,\\swith\\s${spaced(consultant)}$`,
  );
}

const listQueries = (api: ReturnType<typeof fakeApi>) =>
  vi
    .mocked(api.request)
    .mock.calls.filter(([m, p]) => m === 'get' && p === 'appointments')
    .map((c) => c[2]?.query);

const column = (name: string) => screen.getByRole('group', { name });

afterEach(() => vi.restoreAllMocks());

describe('AppointmentsCalendar', () => {
  it("shows each appointment in its consultant's column at its time, named for screen readers", async () => {
    const { api } = renderCalendar();
    const olivia = await within(
      await screen.findByRole('group', { name: 'Alex Owner' }),
    ).findByRole('button', {
      name: blockNamed('Olivia Martin', '10:00 AM', '10:30 AM', "Men's cut", 'Alex Owner'),
    });
    // One hour below the grid's 9:00 start, half an hour long.
    expect(olivia).toHaveStyle({ top: '64px', height: '30px' });
    const jordan = within(column('Ada Lovelace')).getByRole('button', {
      name: blockNamed('Jordan Lee', '01:30 PM', '02:30 PM', 'Haircut', 'Ada Lovelace'),
    });
    expect(jordan).toHaveStyle({ top: '288px' });
    expect(within(jordan).getByText('Jordan Lee')).toBeInTheDocument();
    expect(within(column('Alex Owner')).queryByText('Jordan Lee')).not.toBeInTheDocument();
    expect(listQueries(api)[0]).toMatchObject({
      dateFrom: '2026-12-02',
      dateTo: '2026-12-02',
      paginate: 100,
    });
  });

  it('asks for the next day, then for the whole week, Monday to Sunday, and the week after', async () => {
    const { api, user } = renderCalendar();
    await screen.findByRole('group', { name: 'Ada Lovelace' });
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() =>
      expect(listQueries(api).at(-1)).toMatchObject({
        dateFrom: '2026-12-03',
        dateTo: '2026-12-03',
      }),
    );
    expect(screen.getByLabelText('Date')).toHaveValue('2026-12-03');

    await user.click(screen.getByText('Week'));
    await waitFor(() =>
      expect(listQueries(api).at(-1)).toMatchObject({
        dateFrom: '2026-11-30',
        dateTo: '2026-12-06',
      }),
    );
    const wednesday = await screen.findByRole('group', { name: 'Wed 2026/12/02' });
    // Everyone's week: each block says whose it is.
    expect(await within(wednesday).findByText('Alex Owner')).toBeInTheDocument();
    expect(within(wednesday).getByText('Ada Lovelace')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() =>
      expect(listQueries(api).at(-1)).toMatchObject({
        dateFrom: '2026-12-07',
        dateTo: '2026-12-13',
      }),
    );
  });

  it("moves a dragged block to the consultant and time it is dropped on; on the server's 409 says why and puts it back", async () => {
    const { api } = renderCalendar({
      'PUT appointment/1': () => {
        throw new AppError(ErrorCode.Conflict, AppointmentMessages.slotTaken);
      },
    });
    const jordan = await within(
      await screen.findByRole('group', { name: 'Ada Lovelace' }),
    ).findByRole('button', {
      name: /^Jordan Lee/,
    });
    // jsdom lays nothing out: the two columns side by side, 200 px each.
    const rect = (left: number) => ({
      left,
      right: left + 200,
      top: 0,
      bottom: 800,
      width: 200,
      height: 800,
      x: left,
      y: 0,
    });
    vi.spyOn(column('Ada Lovelace'), 'getBoundingClientRect').mockReturnValue(rect(0) as DOMRect);
    vi.spyOn(column('Alex Owner'), 'getBoundingClientRect').mockReturnValue(rect(200) as DOMRect);

    const pointer = { pointerId: 1, pointerType: 'mouse', button: 0 };
    fireEvent.pointerDown(jordan, { ...pointer, clientX: 50, clientY: 300 });
    // One hour and a bit down (snapped to 15 minutes), into Alex's column.
    fireEvent.pointerMove(jordan, { ...pointer, clientX: 260, clientY: 368 });
    fireEvent.pointerUp(jordan, { ...pointer, clientX: 260, clientY: 368 });

    await waitFor(() => expect(callOf(api, 'put', 'appointment/1')).toBeDefined());
    expect(callOf(api, 'put', 'appointment/1')?.json).toEqual({
      customer_type: 'user',
      customerable_id: 7,
      customer_timezone_id: null,
      consultant_id: 4,
      date: '2026-12-02',
      start_time: '14:30',
      end_time: '15:30',
      // Alex's own offering of the haircut.
      services: [44],
      status: 'active',
      pay_now: 1,
    });
    expect(await screen.findByText(AppointmentMessages.slotTaken)).toBeInTheDocument();
    const back = await within(column('Ada Lovelace')).findByRole('button', {
      name: blockNamed('Jordan Lee', '01:30 PM', '02:30 PM', 'Haircut', 'Ada Lovelace'),
    });
    expect(back).toHaveStyle({ top: '288px' });
    expect(within(column('Alex Owner')).queryByText('Jordan Lee')).not.toBeInTheDocument();
  });

  it('refreshes the list after a move the server accepts', async () => {
    let moved = false;
    const { api } = renderCalendar({
      'GET appointments': () =>
        page(
          moved ? [{ ...JORDAN, start_time: '15:00', end_time: '16:00' } as Appointment] : [JORDAN],
        ),
      'PUT appointment/1': () => {
        moved = true;
        return JORDAN;
      },
    });
    const jordan = await screen.findByRole('button', { name: /^Jordan Lee/ });
    vi.spyOn(column('Ada Lovelace'), 'getBoundingClientRect').mockReturnValue({
      left: 0,
      right: 200,
    } as DOMRect);
    const pointer = { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 50 };
    fireEvent.pointerDown(jordan, { ...pointer, clientY: 300 });
    fireEvent.pointerMove(jordan, { ...pointer, clientY: 396 });
    fireEvent.pointerUp(jordan, { ...pointer, clientY: 396 });
    expect(
      await screen.findByRole('button', {
        name: blockNamed('Jordan Lee', '03:00 PM', '04:00 PM', 'Haircut', 'Ada Lovelace'),
      }),
    ).toHaveStyle({ top: '384px' });
    expect(await screen.findByText(AppointmentMessages.updated)).toBeInTheDocument();
    expect(callOf(api, 'put', 'appointment/1')?.json).toMatchObject({
      start_time: '15:00',
      end_time: '16:00',
      consultant_id: 3,
    });
    expect(listQueries(api).length).toBeGreaterThan(1);
  });

  it('picks a block up with a finger held on it, and leaves a quick swipe to scroll', async () => {
    const { api } = renderCalendar({ 'PUT appointment/1': () => JORDAN });
    const jordan = await screen.findByRole('button', { name: /^Jordan Lee/ });
    vi.spyOn(column('Ada Lovelace'), 'getBoundingClientRect').mockReturnValue({
      left: 0,
      right: 200,
    } as DOMRect);
    const finger = { pointerId: 5, pointerType: 'touch', button: 0, clientX: 50 };
    // A swipe: the finger moves at once, so the grid scrolls and nothing is picked up.
    fireEvent.pointerDown(jordan, { ...finger, clientY: 300 });
    fireEvent.pointerMove(jordan, { ...finger, clientY: 340 });
    await new Promise((resolve) => setTimeout(resolve, TOUCH_HOLD_MS + 50));
    fireEvent.pointerMove(jordan, { ...finger, clientY: 396 });
    fireEvent.pointerUp(jordan, { ...finger, clientY: 396 });
    expect(callOf(api, 'put', 'appointment/1')).toBeUndefined();
    expect(jordan).toHaveStyle({ top: '288px' });

    // Held still, then dragged an hour and a half down: moved like a mouse drag would.
    fireEvent.pointerDown(jordan, { ...finger, pointerId: 6, clientY: 300 });
    await new Promise((resolve) => setTimeout(resolve, TOUCH_HOLD_MS + 50));
    fireEvent.pointerMove(jordan, { ...finger, pointerId: 6, clientY: 396 });
    fireEvent.pointerUp(jordan, { ...finger, pointerId: 6, clientY: 396 });
    await waitFor(() => expect(callOf(api, 'put', 'appointment/1')).toBeDefined());
    expect(callOf(api, 'put', 'appointment/1')?.json).toMatchObject({ start_time: '15:00', end_time: '16:00' });
  });

  it('opens the appointment dialog from the keyboard, where its time can be changed', async () => {
    const { user } = renderCalendar({
      'GET appointment/1': () => ({ ...JORDAN, pay_now: 0 }),
      'GET consultant/3/times': () => [],
    });
    const jordan = await screen.findByRole('button', { name: /^Jordan Lee/ });
    jordan.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Appointment' });
    expect(await within(dialog).findByRole('button', { name: 'Update' })).toBeInTheDocument();
  });

  it('lets no one without the right to update appointments drag one', async () => {
    const { api } = renderCalendar({}, { admin: makeAdmin(['user']) });
    const jordan = await screen.findByRole('button', { name: /^Jordan Lee/ });
    vi.spyOn(column('Ada Lovelace'), 'getBoundingClientRect').mockReturnValue({
      left: 0,
      right: 200,
    } as DOMRect);
    const pointer = { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 50 };
    fireEvent.pointerDown(jordan, { ...pointer, clientY: 300 });
    fireEvent.pointerMove(jordan, { ...pointer, clientY: 396 });
    fireEvent.pointerUp(jordan, { ...pointer, clientY: 396 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callOf(api, 'put', 'appointment/1')).toBeUndefined();
    expect(jordan).toHaveStyle({ top: '288px' });
  });

  it('says when a day or a week has no appointments', async () => {
    renderCalendar({ 'GET appointments': () => page([]) });
    expect(await screen.findByText('No appointments this day')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Week'));
    expect(await screen.findByText('No appointments this week')).toBeInTheDocument();
  });

  it('says when the appointments could not be loaded, and tries again', async () => {
    let fail = true;
    const { user } = renderCalendar({
      'GET appointments': () => {
        if (fail) throw new AppError(ErrorCode.Internal, 'Server error');
        return page([JORDAN]);
      },
    });
    expect(await screen.findByText('The appointments could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /^Jordan Lee/ })).toBeInTheDocument();
  });
});
