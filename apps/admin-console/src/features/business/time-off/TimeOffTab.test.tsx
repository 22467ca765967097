import { adminKeys, businessKeys } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { callOf, fakeApi, type FakeApiHandler } from '@rendezvous/api-client/testing';
import {
  AppError,
  ErrorCode,
  TimeOffMessages,
  type Consultant,
  type TimeOff,
  type TimeOffConflict,
} from '@rendezvous/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAdmin } from '../../../test/fixtures';
import { renderWithRouter } from '../../../test/render';
import { page } from '../../appointments/fixtures';
import { testBusiness } from '../services/test-fixtures';
import { TimeOffTab } from './TimeOffTab';

const JUNE = new Date(2027, 5, 1);

const entry = (over: Partial<TimeOff>): TimeOff => ({
  id: 1,
  business_id: 10,
  consultant_id: null,
  consultant_name: null,
  kind: 'closure',
  starts_on: '2027-06-24',
  ends_on: '2027-06-24',
  start_time: null,
  end_time: null,
  note: null,
  starts_at: '2027-06-24T04:00:00.000Z',
  ends_at: '2027-06-25T04:00:00.000Z',
  created_at: '2027-05-01T12:00:00.000Z',
  conflicts: [],
  ...over,
});

const STORED = [
  entry({ id: 1, kind: 'holiday', note: 'Fête nationale' }),
  entry({
    id: 2,
    consultant_id: 5,
    consultant_name: 'Camille Roy',
    kind: 'training',
    starts_on: '2027-06-08',
    ends_on: '2027-06-08',
    start_time: '09:00',
    end_time: '11:30',
  }),
];

const CONSULTANTS: Consultant[] = [
  { id: 5, admin_id: 50, business_id: 10, admin: { id: 50, full_name: 'Camille Roy' } },
];

const CONFLICT: TimeOffConflict = {
  id: 501,
  date: '2027-06-15',
  start_time: '10:00',
  end_time: '10:30',
  consultant_id: 5,
  consultant_name: 'Camille Roy',
  customer_name: 'Olivia Martin',
};

function setup(handlers: Record<string, FakeApiHandler> = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(adminKeys.me(), makeAdmin());
  queryClient.setQueryData(businessKeys.detail(10), testBusiness);
  const api = fakeApi({
    'GET business/10/time-off': () => STORED,
    'GET consultants': () => page(CONSULTANTS),
    ...handlers,
  });
  const view = renderWithRouter(<TimeOffTab business={testBusiness} initialMonth={JUNE} />, {
    api,
    queryClient,
  });
  return { ...view, api, user: userEvent.setup() };
}

describe('Time off tab', () => {
  it("lists the month's entries and marks their days on the calendar", async () => {
    const { api } = setup();
    const table = await screen.findByRole('table', {
      name: 'Time off from 2027-06-01 to 2027-06-30',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Whole business'),
      expect.stringContaining('Camille Roy'),
    ]);
    expect(within(rows[1]!).getByText('2027-06-08, 09:00–11:30')).toBeInTheDocument();
    expect(screen.getByText(', business closed')).toBeInTheDocument();
    expect(screen.getByText(', time off')).toBeInTheDocument();
    expect(callOf(api, 'get', 'business/10/time-off')?.query).toMatchObject({
      from: '2027-06-01',
      to: '2027-06-30',
      appendConflicts: 'true',
    });
  });

  it('says so when the month has no time off, and offers a retry when loading fails', async () => {
    let fail = true;
    setup({
      'GET business/10/time-off': () => {
        if (fail) throw new AppError(ErrorCode.Internal, 'Something went wrong');
        return [];
      },
    });
    expect(await screen.findByText('The time off could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No time off this month.')).toBeInTheDocument();
  });

  it('adds a consultant’s hours away and lists the appointments already booked then', async () => {
    const { api, user } = setup({
      'POST business/10/time-off': () => entry({ id: 3, consultant_id: 5, conflicts: [CONFLICT] }),
      'GET appointment/501': () => new Promise(() => undefined),
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add time off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add time off' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Who' }), '5');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Kind' }), 'sick');
    fireEvent.change(within(dialog).getByLabelText('First day'), {
      target: { value: '2027-06-15' },
    });
    await user.click(within(dialog).getByRole('switch', { name: 'Only some hours of one day' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Dentist');
    await user.click(within(dialog).getByRole('button', { name: 'Save time off' }));

    await waitFor(() => expect(callOf(api, 'post', 'business/10/time-off')).toBeDefined());
    expect(callOf(api, 'post', 'business/10/time-off')?.json).toEqual({
      consultant_id: 5,
      kind: 'sick',
      starts_on: '2027-06-15',
      ends_on: '2027-06-15',
      start_time: '09:00',
      end_time: '12:00',
      note: 'Dentist',
    });
    const toMove = await screen.findByRole('list', { name: 'Appointments to move or cancel' });
    expect(toMove).toHaveTextContent('2027-06-15 10:00–10:30: Olivia Martin with Camille Roy');
    await user.click(
      within(toMove).getByRole('button', {
        name: 'Open the appointment of Olivia Martin on 2027-06-15 at 10:00',
      }),
    );
    await waitFor(() => expect(callOf(api, 'get', 'appointment/501')).toBeDefined());
  });

  it('keeps the dialog open with the reason when the save is refused', async () => {
    const { user } = setup({
      'POST business/10/time-off': () => {
        throw new AppError(ErrorCode.Validation, TimeOffMessages.tooMany);
      },
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add time off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add time off' });
    await user.click(within(dialog).getByRole('button', { name: 'Save time off' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TimeOffMessages.tooMany);
    expect(screen.getByRole('dialog', { name: 'Add time off' })).toBeInTheDocument();
  });

  it('checks the dates before sending', async () => {
    const { api, user } = setup();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add time off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add time off' });
    // Date fields are set whole, as the browser's date picker does.
    fireEvent.change(within(dialog).getByLabelText('First day'), {
      target: { value: '2027-06-20' },
    });
    fireEvent.change(within(dialog).getByLabelText('Last day'), {
      target: { value: '2027-06-10' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save time off' }));
    expect(await within(dialog).findByText(TimeOffMessages.endsBeforeStart)).toBeInTheDocument();
    expect(callOf(api, 'post', 'business/10/time-off')).toBeUndefined();
  });

  it("adds a year's statutory holidays and deletes an entry", async () => {
    const { api, user } = setup({
      'POST business/10/time-off/holidays': () => ({
        added: [],
        skipped: [],
        conflicts: [CONFLICT],
      }),
      'DELETE business/10/time-off/2': () => ({ id: 2 }),
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add statutory holidays' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add statutory holidays' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Holidays of' }), 'CA');
    await user.click(within(dialog).getByRole('button', { name: 'Add holidays' }));
    await waitFor(() =>
      expect(callOf(api, 'post', 'business/10/time-off/holidays')?.json).toEqual({
        year: 2027,
        region: 'CA',
      }),
    );
    expect(
      await screen.findByRole('list', { name: 'Appointments to move or cancel' }),
    ).toBeInTheDocument();

    await user.click(
      screen.getByRole('button', {
        name: 'Delete the time off of Camille Roy on 2027-06-08, 09:00–11:30',
      }),
    );
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith('delete', 'business/10/time-off/2', undefined),
    );
  });
});
