import { adminKeys, tokenStore } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { fakeApi } from '@rendezvous/api-client/testing';
import { AppError, ErrorCode, setupBlockMessage } from '@rendezvous/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAdmin } from '../../test/fixtures';
import { showLanguage } from '../../i18n/i18n';
import { renderWithRouter } from '../../test/render';
import { AppointmentsPage } from './AppointmentsPage';
import { makeAppointment, page } from './fixtures';

const ROWS = [
  makeAppointment(),
  makeAppointment({
    id: 2,
    status: 'completed',
    start_time: '09:00',
    end_time: '09:45',
    total: 12345,
    customerable: { id: 8, firstname: 'Noah', lastname: 'Tremblay', full_name: 'Noah Tremblay' },
  }),
];

function renderPage(
  handlers: Parameters<typeof fakeApi>[0] = {},
  admin = makeAdmin(['admin', 'consultant']),
) {
  tokenStore.set({ token: 'token-1', refresh_token: 'refresh-1' });
  const queryClient = createQueryClient();
  queryClient.setQueryData(adminKeys.me(), admin);
  const api = fakeApi({ 'GET appointments': () => page(ROWS, 25), ...handlers });
  renderWithRouter(<AppointmentsPage />, { api, queryClient });
  return { api, user: userEvent.setup() };
}

const listQueries = (api: ReturnType<typeof fakeApi>) =>
  vi
    .mocked(api.request)
    .mock.calls.filter(([m, p]) => m === 'get' && p === 'appointments')
    .map((c) => c[2]?.query);
const lastListQuery = (api: ReturnType<typeof fakeApi>) => listQueries(api).at(-1);

describe('AppointmentsPage', () => {
  it('lists the eight columns with CA$ totals, status chips and a 12/24-hour toggle', async () => {
    const { user } = renderPage();
    const row = (await screen.findByText('Noah Tremblay')).closest('tr')!;
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Appointments' })).toBeInTheDocument();
    for (const header of [
      'Customer',
      'Date',
      'Start time',
      'End Time',
      'Total',
      'Status',
      'Consultant',
      'Created On',
    ])
      expect(
        screen.getByRole('columnheader', { name: new RegExp(`^${header}`) }),
      ).toBeInTheDocument();
    expect(within(row).getByText('CA$123.45')).toBeInTheDocument();
    expect(within(row).getByText('Completed')).toBeInTheDocument();
    expect(within(row).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(row).getByText('09:00 AM')).toBeInTheDocument();
    expect(within(row).getByText(/^2026\/11\/2\d \d\d:\d\d:07 [AP]M$/)).toBeInTheDocument();
    await user.click(await screen.findByText('24-hour'));
    const first = screen.getByText('Jordan Lee').closest('tr')!;
    expect(within(first).getByText('13:30')).toBeInTheDocument();
    expect(within(first).getByText('14:30')).toBeInTheDocument();
  });

  it('searches after typing pauses, filters by status, both back on page 1; Clear Filters resets them', async () => {
    const { api, user } = renderPage({
      'GET appointments': (options) => (options?.query?.search ? page([]) : page(ROWS, 25)),
    });
    await screen.findByText('Noah Tremblay');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ page: 2 }));
    await user.type(screen.getByRole('textbox', { name: 'Search appointments' }), 'noah');
    // The search waits for typing to pause; on a busy machine that can take seconds.
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ search: 'noah', page: 1 }));
    expect(listQueries(api).some((q) => q?.search === 'n')).toBe(false);
    await user.click(screen.getByRole('textbox', { name: 'Filter by status' }));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    await waitFor(() =>
      expect(lastListQuery(api)).toMatchObject({ search: 'noah', status: 'cancelled', page: 1 }),
    );
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByText('Noah Tremblay')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search appointments' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Filter by status' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeDisabled();
  });

  it('offers page sizes 5 to 30 and asks for the chosen size', async () => {
    const { api, user } = renderPage();
    await screen.findByText('Noah Tremblay');
    expect(lastListQuery(api)).toMatchObject({ paginate: 10, page: 1 });
    const size = screen.getByRole('textbox', { name: /rows per page|page size/i });
    await user.click(size);
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['5', '10', '15', '20', '25', '30']);
    await user.click(screen.getByRole('option', { name: '25' }));
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ paginate: 25, page: 1 }));
  });

  it('says how many setup actions remain instead of opening an empty dialog', async () => {
    const { user } = renderPage(
      {},
      makeAdmin(['admin', 'consultant'], {
        pendingSteps: ['add_business_logo', 'add_business_services'],
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add New' }));
    expect(await screen.findByText(setupBlockMessage(2))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes only after confirmation and refreshes the list', async () => {
    const { api, user } = renderPage({ 'DELETE appointment/2': () => null });
    await screen.findByText('Noah Tremblay');
    const before = listQueries(api).length;
    await user.click(
      screen.getByRole('button', { name: 'Delete the appointment of Noah Tremblay on 2026-12-02' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete appointment' });
    expect(await within(dialog).findByText('Noah Tremblay')).toBeInTheDocument();
    expect(vi.mocked(api.request).mock.calls.some(([m]) => m === 'delete')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: /delete|confirm|yes/i }));
    await waitFor(() =>
      expect(
        vi.mocked(api.request).mock.calls.some(([m, p]) => m === 'delete' && p === 'appointment/2'),
      ).toBe(true),
    );
    await waitFor(() => expect(listQueries(api).length).toBeGreaterThan(before));
  });

  it('shows the empty and error states', async () => {
    renderPage({ 'GET appointments': () => page([]) });
    expect(await screen.findByText('No appointments yet.')).toBeInTheDocument();
  });

  it('shows an error when the list fails', async () => {
    renderPage({
      'GET appointments': () => {
        throw new AppError(ErrorCode.Internal, 'Server error');
      },
    });
    expect(await screen.findByText('The appointments could not be loaded.')).toBeInTheDocument();
  });

  it('leads to the calendar view of the appointments', async () => {
    renderPage();
    expect(await screen.findByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/appointments/calendar');
  });

  it('speaks Canadian French: heading, columns, amounts, status and the booking button', async () => {
    await showLanguage('fr-CA');
    renderPage();
    const row = (await screen.findByText('Noah Tremblay')).closest('tr')!;
    expect(screen.getByRole('heading', { level: 1, name: 'Rendez-vous' })).toBeInTheDocument();
    for (const header of ['Client', 'Heure de début', 'Statut', 'Créé le'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(row).getByText('123,45 $', { normalizer: (text) => text.replace(/\s/g, ' ') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Rechercher des rendez-vous' })).toBeInTheDocument();
  });
});

