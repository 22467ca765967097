import { callOf } from '@rendezvous/api-client/testing';
import { AppError, ErrorCode, RecurrenceMessages, type SeriesOccurrence } from '@rendezvous/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  calls,
  choose,
  dialog,
  field,
  fillSchedule,
  openExisting,
  pickClient,
  renderDialog,
  type User,
} from './dialog-test-harness';
import { makeAppointment } from './fixtures';

const free = (date: string, start = '13:30', end = '14:30'): SeriesOccurrence => ({
  date,
  start_time: start,
  end_time: end,
  free: true,
  reason: null,
  alternative: null,
});
const taken = (date: string, alternative: SeriesOccurrence['alternative']): SeriesOccurrence => ({
  ...free(date),
  free: false,
  reason: 'The consultant already has an appointment at this time',
  alternative,
});

/** Every other Wednesday from 2 December, the second one taken (the 17th at 9 is free instead). */
const CHECKED = [
  free('2026-12-02'),
  taken('2026-12-16', { date: '2026-12-17', start_time: '09:00', end_time: '10:00' }),
  free('2026-12-30'),
  free('2027-01-13'),
];

const button = (name: string | RegExp) => within(dialog()).getByRole('button', { name });

/** A client's appointment on 2 December, 13:30, pay later, repeating every 2 weeks, 4 times. */
async function fillSeries(user: User) {
  await screen.findByRole('dialog');
  await pickClient(user);
  await fillSchedule(user);
  await user.click(within(dialog()).getByRole('radio', { name: 'Pay later' }));
  await user.click(within(dialog()).getByRole('switch', { name: /^Repeat/ }));
  await user.clear(field('Repeat every'));
  await user.type(field('Repeat every'), '2');
  expect(field('Days, weeks or months')).toHaveValue('Weeks');
  expect(field('Number of appointments')).toHaveValue('4');
}

describe('AppointmentDialog: recurring series', () => {
  it('checks every appointment, shows a conflict with its nearest free time, and books the free ones', async () => {
    const { api, onClose, user } = renderDialog(
      {},
      {
        'POST appointments/series/check': () => ({ occurrences: CHECKED }),
        'POST appointments/series': () => ({
          series_id: 9,
          appointment_ids: [21, 22, 23],
          skipped: [CHECKED[1]],
        }),
      },
    );
    await fillSeries(user);
    expect(within(dialog()).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await user.click(button('Check the series'));

    const table = await within(dialog()).findByRole('table', {
      name: '4 appointments: 3 free, 1 cannot be booked.',
    });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Wed 2026/12/02');
    expect(first).toHaveTextContent('01:30 PM – 02:30 PM');
    expect(first).toHaveTextContent('Free');
    expect(second).toHaveTextContent('Wed 2026/12/16');
    expect(second).toHaveTextContent('The consultant already has an appointment at this time');
    expect(second).toHaveTextContent('Nearest free: Thu 2026/12/17 09:00 AM – 10:00 AM');
    expect(callOf(api, 'post', 'appointments/series/check')?.json).toMatchObject({
      customer_type: 'user',
      customerable_id: 7,
      consultant_id: 3,
      services: [31],
      date: '2026-12-02',
      start_time: '13:30',
      end_time: '14:30',
      pay_now: 0,
      recurrence: { frequency: 'weekly', interval: 2, count: 4 },
    });

    // The whole series cannot be booked, and the owner is told why.
    expect(button('Book all 4')).toBeDisabled();
    expect(button('Book all 4')).toHaveAccessibleDescription(/1 appointment cannot be booked/);
    expect(calls(api, 'post', 'appointments/series')).toHaveLength(0);

    await user.click(button('Book the 3 free ones'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText(RecurrenceMessages.booked(3))).toBeInTheDocument();
    expect(callOf(api, 'post', 'appointments/series')?.json).toMatchObject({
      customerable_id: 7,
      date: '2026-12-02',
      start_time: '13:30',
      recurrence: { frequency: 'weekly', interval: 2, count: 4 },
      book: 'free',
    });
    expect(calls(api, 'post', 'appointment')).toHaveLength(0);
  });

  it('books the whole series when every appointment is free, ending on a date', async () => {
    const { api, onClose, user } = renderDialog(
      {},
      {
        'POST appointments/series/check': () => ({
          occurrences: ['2026-12-02', '2026-12-03', '2026-12-04'].map((d) => free(d)),
        }),
        'POST appointments/series': () => ({
          series_id: 9,
          appointment_ids: [21, 22, 23],
          skipped: [],
        }),
      },
    );
    await fillSeries(user);
    await user.clear(field('Repeat every'));
    await user.type(field('Repeat every'), '1');
    await choose(user, 'Days, weeks or months', 'Days');
    await user.click(within(dialog()).getByRole('radio', { name: 'On a date' }));
    fireEvent.change(within(dialog()).getByLabelText(/^Last date/), {
      target: { value: '2026-12-04' },
    });
    await user.click(button('Check the series'));
    await within(dialog()).findByRole('table', {
      name: '3 appointments: 3 free, 0 cannot be booked.',
    });
    expect(within(dialog()).queryByRole('button', { name: /free ones/ })).not.toBeInTheDocument();
    await user.click(button('Book all 3'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText(RecurrenceMessages.booked(3))).toBeInTheDocument();
    expect(callOf(api, 'post', 'appointments/series')?.json).toMatchObject({
      recurrence: { frequency: 'daily', interval: 1, until: '2026-12-04' },
      book: 'all',
    });
    expect(callOf(api, 'post', 'appointments/series')?.json).not.toHaveProperty('recurrence.count');
  });

  it('drops the check when a field changes: the series must be checked again', async () => {
    const { api, user } = renderDialog(
      {},
      { 'POST appointments/series/check': () => ({ occurrences: CHECKED }) },
    );
    await fillSeries(user);
    await user.click(button('Check the series'));
    await within(dialog()).findByRole('table');

    await user.clear(field('Number of appointments'));
    await user.type(field('Number of appointments'), '6');
    expect(within(dialog()).queryByRole('table')).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: /Book/ })).not.toBeInTheDocument();
    await user.click(button('Check the series'));
    await within(dialog()).findByRole('table');
    expect(calls(api, 'post', 'appointments/series/check').at(-1)![2]?.json).toMatchObject({
      recurrence: { count: 6 },
    });

    await choose(user, 'Start time', /09:00 AM/);
    expect(within(dialog()).queryByRole('table')).not.toBeInTheDocument();
    expect(button('Check the series')).toBeEnabled();
  });

  it('shows a refused end under its field, and "Book none" closes without booking', async () => {
    let refuse = true;
    const { api, onClose, user } = renderDialog(
      {},
      {
        'POST appointments/series/check': () => {
          if (refuse) {
            throw new AppError(ErrorCode.Validation, RecurrenceMessages.tooMany, {
              'recurrence.until': [RecurrenceMessages.tooMany],
            });
          }
          return { occurrences: CHECKED };
        },
      },
    );
    await fillSeries(user);
    await user.click(within(dialog()).getByRole('radio', { name: 'On a date' }));
    const lastDate = within(dialog()).getByLabelText(/^Last date/);
    fireEvent.change(lastDate, { target: { value: '2029-12-31' } });
    await user.click(button('Check the series'));
    // Mantine ties a field's error to it as its description.
    await waitFor(() =>
      expect(lastDate).toHaveAccessibleDescription(new RegExp(RecurrenceMessages.tooMany)),
    );
    expect(lastDate).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog()).queryByRole('table')).not.toBeInTheDocument();

    refuse = false;
    fireEvent.change(lastDate, { target: { value: '2027-01-13' } });
    expect(lastDate).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(button('Check the series'));
    await within(dialog()).findByRole('table');
    await user.click(button('Book none'));
    expect(onClose).toHaveBeenCalled();
    expect(calls(api, 'post', 'appointments/series')).toHaveLength(0);
  });

  it('stays open when the booking is refused (409), to be checked again', async () => {
    const { onClose, user } = renderDialog(
      {},
      {
        'POST appointments/series/check': () => ({ occurrences: CHECKED }),
        'POST appointments/series': () => {
          throw new AppError(
            ErrorCode.Conflict,
            'That time was just taken. Please choose another.',
          );
        },
      },
    );
    await fillSeries(user);
    await user.click(button('Check the series'));
    await within(dialog()).findByRole('table');
    await user.click(button('Book the 3 free ones'));
    expect(
      await screen.findByText('That time was just taken. Please choose another.'),
    ).toBeInTheDocument();
    expect(within(dialog()).queryByRole('table')).not.toBeInTheDocument();
    expect(button('Check the series')).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says nothing of a series for an appointment that is not in one', async () => {
    await openExisting('view');
    expect(within(dialog()).queryByText(/part of a recurring series/)).not.toBeInTheDocument();
    expect(
      within(dialog()).queryByRole('button', { name: 'Cancel this and following' }),
    ).not.toBeInTheDocument();
  });

  it('cancels an occurrence and the following ones from its date, once confirmed', async () => {
    const { api, onClose, user } = await openExisting('view', {
      'GET appointment/1': () => makeAppointment({ series_id: 5 }),
      'POST appointments/series/5/cancel': () => ({ cancelled: [1, 2, 3] }),
    });
    expect(
      within(dialog()).getByText('This appointment is part of a recurring series.'),
    ).toBeInTheDocument();
    await user.click(button('Cancel this and following'));
    expect(
      within(dialog()).getByText(/Cancel this appointment and the following ones of the series\?/),
    ).toBeInTheDocument();
    await user.click(button('Keep them'));
    expect(calls(api, 'post', 'appointments/series/5/cancel')).toHaveLength(0);

    await user.click(button('Cancel this and following'));
    await user.click(button('Yes, cancel them'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callOf(api, 'post', 'appointments/series/5/cancel')?.json).toEqual({
      from_date: '2026-12-02',
    });
    expect(await screen.findByText(RecurrenceMessages.cancelled(3))).toBeInTheDocument();
  });

  it('moves only this appointment with the usual update unless asked otherwise', async () => {
    const { api, onClose, user } = await openExisting('edit', {
      'GET appointment/1': () => makeAppointment({ series_id: 5 }),
      'PUT appointment/1': () =>
        makeAppointment({ series_id: 5, start_time: '09:00', end_time: '10:00' }),
    });
    await choose(user, 'Start time', /09:00 AM/);
    expect(within(dialog()).getByRole('radio', { name: 'Only this appointment' })).toBeChecked();
    await user.click(button('Update'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callOf(api, 'put', 'appointment/1')?.json).toMatchObject({
      start_time: '09:00',
      end_time: '10:00',
    });
    expect(calls(api, 'post', 'appointments/series/5/move/check')).toHaveLength(0);
  });

  it('moves this and following nowhere when one of them cannot move, and says why', async () => {
    const { api, onClose, user } = await openExisting('edit', {
      'GET appointment/1': () => makeAppointment({ series_id: 5 }),
      'POST appointments/series/5/move/check': () => ({
        moved: [],
        occurrences: [
          free('2026-12-02', '09:00', '10:00'),
          taken('2026-12-09', { date: '2026-12-09', start_time: '11:00', end_time: '12:00' }),
          free('2026-12-16', '09:00', '10:00'),
        ],
      }),
    });
    await choose(user, 'Start time', /09:00 AM/);
    await user.click(within(dialog()).getByRole('radio', { name: 'This and following' }));
    await user.click(button('Check the move'));

    expect(
      await within(dialog()).findByText(RecurrenceMessages.moveConflicts(1)),
    ).toBeInTheDocument();
    const table = within(dialog()).getByRole('table', { name: /1 cannot move there/ });
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(
      'The consultant already has an appointment at this time',
    );
    expect(within(dialog()).queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
    expect(callOf(api, 'post', 'appointments/series/5/move/check')?.json).toEqual({
      appointment_id: 1,
      date: '2026-12-02',
      start_time: '09:00',
    });
    expect(calls(api, 'post', 'appointments/series/5/move')).toHaveLength(0);
    expect(calls(api, 'put', 'appointment/1')).toHaveLength(0);

    await user.click(button('Back'));
    expect(within(dialog()).queryByRole('table')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('moves this and following, once confirmed, when every one of them is free', async () => {
    const occurrences = ['2026-12-02', '2026-12-09', '2026-12-16'].map((d) =>
      free(d, '09:00', '10:00'),
    );
    const { api, onClose, user } = await openExisting('edit', {
      'GET appointment/1': () => makeAppointment({ series_id: 5 }),
      'POST appointments/series/5/move/check': () => ({ moved: [], occurrences }),
      'POST appointments/series/5/move': () => ({ moved: [1, 2, 3], occurrences }),
    });
    await choose(user, 'Start time', /09:00 AM/);
    await user.click(within(dialog()).getByRole('radio', { name: 'This and following' }));
    await user.click(button('Check the move'));
    expect(
      await within(dialog()).findByText(/3 appointments of the series will move/),
    ).toBeInTheDocument();
    expect(calls(api, 'post', 'appointments/series/5/move')).toHaveLength(0);

    await user.click(button('Move 3 appointments'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText(RecurrenceMessages.moved(3))).toBeInTheDocument();
    expect(callOf(api, 'post', 'appointments/series/5/move')?.json).toEqual({
      appointment_id: 1,
      date: '2026-12-02',
      start_time: '09:00',
    });
    expect(calls(api, 'put', 'appointment/1')).toHaveLength(0);
  });
});
