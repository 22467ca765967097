import { adminKeys, tokenStore } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { fakeApi } from '@rendezvous/api-client/testing';
import { AppError, ErrorCode } from '@rendezvous/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAdmin } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';
import { DashboardPage } from './DashboardPage';

const months = (counts: number[]) => counts.map((count, i) => ({ month: `2026-${String(i + 1).padStart(2, '0')}`, count }));
const page = <T,>(rows: T[]) => ({ data: rows, current_page: 1, last_page: 1, per_page: 10, total: rows.length });
const client = {
  id: 7,
  firstname: 'Ava',
  lastname: 'Singh',
  full_name: 'Ava Singh',
  email: 'ava.singh@example.com',
  phone: '1',
  status: 'active',
  image_url: null,
  business_id: 1,
  morph_class: 'user',
  created_at: '2026-03-01T09:08:07.000Z',
};

function renderPage(handlers: Parameters<typeof fakeApi>[0] = {}) {
  tokenStore.set({ token: 'token-1', refresh_token: 'refresh-1' });
  const queryClient = createQueryClient();
  queryClient.setQueryData(adminKeys.me(), makeAdmin(['admin', 'consultant']));
  const api = fakeApi({
    'GET users/stats': () => ({ total: 8, monthly: months([0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 3, 2]) }),
    'GET appointments/stats/total': () => ({ total: 42 }),
    'GET appointments/stats/profit': () => ({ total: 123456 }),
    'GET appointments/stats/monthly': () => months([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
    'GET appointments': () => page([]),
    'GET clients': () => page([client]),
    'GET user/7': () => client,
    ...handlers,
  });
  renderWithRouter(<DashboardPage />, { api, queryClient });
  return { api, user: userEvent.setup() };
}

describe('DashboardPage', () => {
  it('shows the totals, the profit in CA$, both charts with a summary, and the empty new-appointments list', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('8')).toBeInTheDocument();
    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(await screen.findByText(/CA\$1,234\.56/)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /^User Registrations, last 12 months: .* 3, .* 2\.$/ })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /^Monthly Appointments, last 12 months: .*12\.$/ })).toBeInTheDocument();
    expect(await screen.findByText('No new appointments')).toBeInTheDocument();
  });

  it('opens the client dialog from Latest Users', async () => {
    const { user } = renderPage();
    const row = (await screen.findByText('ava.singh@example.com')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'View Ava Singh' }));
    const dialog = await screen.findByRole('dialog', { name: 'Client' });
    expect(await within(dialog).findByDisplayValue('Ava')).toBeInTheDocument();
  });

  it('says when a figure could not be loaded', async () => {
    renderPage({
      'GET appointments/stats/total': () => {
        throw new AppError(ErrorCode.Internal, 'Server error');
      },
    });
    expect(await screen.findByText('Could not be loaded.')).toBeInTheDocument();
  });
});

describe('DashboardPage for a platform admin', () => {
  function renderPlatform(stats: () => unknown) {
    tokenStore.set({ token: 'token-1', refresh_token: 'refresh-1' });
    const queryClient = createQueryClient();
    queryClient.setQueryData(adminKeys.me(), makeAdmin(['platformAdmin'], { business_id: null }));
    const api = fakeApi({ 'GET platform/stats': stats });
    renderWithRouter(<DashboardPage />, { api, queryClient });
    // Any business figure asked for would be a request the platform admin cannot answer.
    const asked = () => api.request.mock.calls.map(([method, path]) => `${method} ${path}`);
    return { asked };
  }

  it("shows the platform's businesses, admins and this month's appointments, and no business figure", async () => {
    const { asked } = renderPlatform(() => ({ businesses: 4, admins: 11, appointments_this_month: 23, month: '2027-03' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(within(await screen.findByRole('group', { name: 'Businesses' })).getByText('4')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Admins' })).getByText('11')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Appointments in March 2027' })).getByText('23')).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/i)).not.toBeInTheDocument();
    expect(screen.queryByText('Total Profit')).not.toBeInTheDocument();
    expect(asked()).toEqual(['get platform/stats']);
  });
});
