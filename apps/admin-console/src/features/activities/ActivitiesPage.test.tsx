import { adminKeys, tokenStore } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { callOf, fakeApi } from '@rendezvous/api-client/testing';
import { ActivityMessages, AppError, ErrorCode, activityPeriodRange, type Activity } from '@rendezvous/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAdmin } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';
import { ActivitiesPage } from './ActivitiesPage';

const ada = { id: 1, morph_class: 'admin' as const, full_name: 'Ada Lovelace' };
const activity = (over: Partial<Activity>): Activity => ({
  id: 1,
  business_id: 10,
  activity_type: 'login',
  note: 'Signed in',
  note_key: 'signedIn',
  note_values: {},
  initiator: ada,
  receiver: null,
  admin: { full_name: 'Ada Lovelace' },
  start_date: null,
  end_date: null,
  created_at: '2026-03-04T15:06:07.000Z',
  ...over,
});
const ROWS = [
  activity({ id: 2, activity_type: 'note', note: 'Prefers mornings', note_key: null, note_values: null, receiver: { id: 7, morph_class: 'user', full_name: 'Noah Tremblay' } }),
  activity({ id: 1 }),
];
const page = <T,>(rows: T[], total = rows.length) => ({
  data: rows,
  current_page: 1,
  last_page: Math.max(1, Math.ceil(total / 10)),
  per_page: 10,
  total,
});
const ADMINS = [makeAdmin(['admin'], { id: 1, full_name: 'Ada Lovelace' }), makeAdmin(['consultant'], { id: 5, full_name: 'Bo Boss' })];

function renderPage(handlers: Parameters<typeof fakeApi>[0] = {}) {
  tokenStore.set({ token: 'token-1', refresh_token: 'refresh-1' });
  const queryClient = createQueryClient();
  queryClient.setQueryData(adminKeys.me(), makeAdmin(['admin']));
  const api = fakeApi({ 'GET activities': () => page(ROWS, 25), 'GET admins': () => page(ADMINS), ...handlers });
  renderWithRouter(<ActivitiesPage />, { api, queryClient });
  return { api, user: userEvent.setup() };
}

const listQueries = (api: ReturnType<typeof fakeApi>) =>
  vi.mocked(api.request).mock.calls.filter(([m, p]) => m === 'get' && p === 'activities').map((call) => call[2]?.query);
const lastListQuery = (api: ReturnType<typeof fakeApi>) => listQueries(api).at(-1);

async function choose(user: ReturnType<typeof userEvent.setup>, control: string, option: string) {
  await user.click(screen.getByRole('textbox', { name: control }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('ActivitiesPage', () => {
  it('lists a page of 10 with admin, type, note, initiator, receiver and the date as YYYY/MM/DD hh:mm:ss with AM/PM', async () => {
    const { api } = renderPage();
    const row = (await screen.findByText('Prefers mornings')).closest('tr')!;
    expect(screen.getByRole('heading', { level: 1, name: 'Activities' })).toBeInTheDocument();
    for (const header of ['Admin', 'Type', 'Note', 'Initiator', 'Receiver', 'Date'])
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInTheDocument();
    expect(within(row).getByText('Note')).toBeInTheDocument();
    expect(within(row).getByText('Noah Tremblay')).toBeInTheDocument();
    expect(within(row).getAllByText('Ada Lovelace')).toHaveLength(2);
    expect(within(row).getByText(/^2026\/03\/0\d \d\d:06:07 [AP]M$/)).toBeInTheDocument();
    expect(lastListQuery(api)).toEqual({ paginate: 10, page: 1 });
  });

  it('filters by admin, type and period, back on page 1', async () => {
    const { api, user } = renderPage();
    await screen.findByText('Prefers mornings');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ page: 2 }));

    await choose(user, 'Filter by admin', 'Bo Boss');
    await waitFor(() => expect(lastListQuery(api)).toEqual({ paginate: 10, page: 1, adminId: 5 }));
    await choose(user, 'Filter by activity type', 'Event');
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ activityType: 'event' }));

    const options = async () => {
      await user.click(screen.getByRole('textbox', { name: 'Period' }));
      return (await screen.findAllByRole('option')).map((o) => o.textContent);
    };
    expect(await options()).toEqual([
      'All time',
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
      'This month',
      'Last month',
      'This year',
      'Last year',
      'Choose date range',
    ]);
    await user.click(screen.getByRole('option', { name: 'Last 30 days' }));
    const expected = activityPeriodRange('last_30_days', new Date());
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ ...expected, page: 1 }));
  });

  it('filters by a chosen date range once it is in order', async () => {
    const { api, user } = renderPage();
    await screen.findByText('Prefers mornings');
    await choose(user, 'Period', 'Choose date range');
    await user.type(screen.getByLabelText('From'), '2026-03-10');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    expect(await screen.findByText(ActivityMessages.rangeOrder)).toBeInTheDocument();
    expect(listQueries(api).some((q) => q?.endDate === '2026-03-01')).toBe(false);
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-03-12');
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ startDate: '2026-03-10', endDate: '2026-03-12' }));
  });

  it('keeps the list and says so when a load fails', async () => {
    let fail = false;
    const { user } = renderPage({
      'GET activities': () => {
        if (fail) throw new AppError(ErrorCode.Internal, 'Server error');
        return page(ROWS, 25);
      },
    });
    await screen.findByText('Prefers mornings');
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('The activities could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Prefers mornings')).toBeInTheDocument();
  });

  it("writes the server's notes from their key with the page's dates and times, and shows an admin's note and an unknown key as stored", async () => {
    renderPage({
      'GET activities': () =>
        page([
          activity({
            id: 4,
            activity_type: 'event',
            note: 'Appointment cancelled (2027-06-08 10:00–11:15) with the following ones of series 12',
            note_key: 'seriesCancelled',
            note_values: { date: '2027-06-08', start: '10:00', end: '11:15', series: 12 },
          }),
          activity({
            id: 5,
            activity_type: 'event',
            note: 'Something a newer server wrote',
            note_key: 'fromANewerServer' as Activity['note_key'],
            note_values: {},
          }),
          ROWS[0]!,
        ]),
    });
    const cancelled = await screen.findByText(
      'Appointment cancelled (Jun 8, 2027, 10:00 AM–11:15 AM) with the following ones of series 12',
    );
    expect(cancelled.closest('[data-stored-text]')).toBeNull();
    expect(screen.getByText('Something a newer server wrote')).toHaveAttribute('data-stored-text');
    expect(screen.getByText('Prefers mornings')).toHaveAttribute('data-stored-text');
  });

  it('shows the empty state', async () => {
    renderPage({ 'GET activities': () => page([]) });
    expect(await screen.findByText('No activities yet.')).toBeInTheDocument();
  });

  it('adds a note, requiring one, and refreshes the list', async () => {
    const { api, user } = renderPage({ 'POST activity': () => activity({ id: 3, activity_type: 'note', note: 'Called back', note_key: null, note_values: null }) });
    await screen.findByText('Prefers mornings');
    const before = listQueries(api).length;
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add note' });
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    expect(await within(dialog).findByText(ActivityMessages.noteRequired)).toBeInTheDocument();
    expect(callOf(api, 'post', 'activity')).toBeUndefined();

    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Called back');
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(callOf(api, 'post', 'activity')?.json).toEqual({ note: 'Called back' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add note' })).not.toBeInTheDocument());
    await waitFor(() => expect(listQueries(api).length).toBeGreaterThan(before));
  });
});
