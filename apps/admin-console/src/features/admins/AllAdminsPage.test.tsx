import { AppError, ErrorCode, STORAGE_KEYS, type Admin } from '@rendezvous/domain';
import { fakeApi } from '@rendezvous/api-client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAdmin } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';
import { consultantAdmin, signedInAs } from '../consultant-profile/test-data';
import { AllAdminsPage } from './AllAdminsPage';

const page = (rows: Admin[], total = rows.length) => ({
  data: rows,
  current_page: 1,
  last_page: Math.max(1, Math.ceil(total / 10)),
  per_page: 10,
  total,
});

const noah = makeAdmin(['consultant'], {
  id: 5,
  firstname: 'Noah',
  lastname: 'Tremblay',
  full_name: 'Noah Tremblay',
  email: 'noah@example.com',
  is_active: 0,
  created_at: '2026-03-04T10:00:00.000Z',
  consultant: { id: 8, admin_id: 5, business_id: 10 },
});
const ada = makeAdmin(['admin'], { id: 6, full_name: 'Ada Lovelace', email: 'ada@example.com' });

function renderPage(handlers: Parameters<typeof fakeApi>[0] = {}, me: Admin = consultantAdmin()) {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
  const api = fakeApi({
    'GET admins': () => page([noah, ada], 25),
    'GET get-admin-by-token': () => me,
    'GET roles': () => [
      { id: 1, name: 'user', type: 'user' },
      { id: 2, name: 'consultant', type: 'admin' },
      { id: 3, name: 'admin', type: 'admin' },
    ],
    'GET admin/5': () => noah,
    ...handlers,
  });
  renderWithRouter(<AllAdminsPage />, { api, queryClient: signedInAs(me) });
  return { api, user: userEvent.setup() };
}

const lastListQuery = (api: ReturnType<typeof fakeApi>) =>
  vi.mocked(api.request).mock.calls.filter(([m, p]) => m === 'get' && p === 'admins').at(-1)?.[2]?.query;

describe('AllAdminsPage', () => {
  it('lists a page of 10 admins with roles, status, consultant and creation date', async () => {
    const { api } = renderPage();
    const row = (await screen.findByText('Noah Tremblay')).closest('tr')!;
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'All Admins' })).toBeInTheDocument();
    expect(within(row).getByText('noah@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Consultant')).toBeInTheDocument();
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(within(row).getByText('2026/03/04')).toBeInTheDocument();
    const adaRow = screen.getByText('Ada Lovelace').closest('tr')!;
    expect(within(adaRow).getByText('Active')).toBeInTheDocument();
    expect(within(adaRow).getByText('No')).toBeInTheDocument();
    expect(lastListQuery(api)).toMatchObject({ paginate: 10, page: 1, appendConsultant: true, appendRoles: true });
  });

  it('searches after a pause, back on page 1', async () => {
    const { api, user } = renderPage();
    await screen.findByText('Noah Tremblay');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ page: 2 }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.type(screen.getByRole('textbox', { name: 'Search admins' }), 'noah');
      await act(() => vi.advanceTimersByTimeAsync(500));
      await waitFor(() => expect(lastListQuery(api)).toMatchObject({ search: 'noah', page: 1 }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('filters by role (admin roles only) and by status', async () => {
    const { api, user } = renderPage();
    await screen.findByText('Noah Tremblay');
    await user.click(screen.getByRole('textbox', { name: 'Filter by role' }));
    expect(screen.queryByRole('option', { name: 'User' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Consultant' }));
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ role: 2, page: 1 }));
    await user.click(screen.getByRole('textbox', { name: 'Filter by status' }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ role: 2, status: 'inactive', page: 1 }));
  });

  it('opens the admin detail dialog from a row', async () => {
    const { user } = renderPage();
    const row = (await screen.findByText('Noah Tremblay')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Noah Tremblay' });
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('noah@example.com');
  });

  it('opens the Invite People dialog and sends the typed addresses', async () => {
    const { api, user } = renderPage({ 'POST invitations': () => [] }, consultantAdmin({ can_invite: true }));
    await screen.findByText('Noah Tremblay');
    await user.click(screen.getByRole('button', { name: 'Invite people' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite People' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Consultant' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Email addresses/ }), 'new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    await waitFor(() =>
      expect(vi.mocked(api.request).mock.calls.find(([m, p]) => m === 'post' && p === 'invitations')?.[2]?.json).toEqual({
        invitations: [{ roleId: 2, email: 'new@example.com' }],
      }),
    );
  });

  it('offers no invitation without can_invite', async () => {
    renderPage({}, consultantAdmin({ can_invite: false }));
    await screen.findByText('Noah Tremblay');
    expect(screen.queryByRole('button', { name: 'Invite people' })).not.toBeInTheDocument();
  });

  it('offers no invitation to a platform admin, who has no business to invite to', async () => {
    renderPage({}, makeAdmin(['platformAdmin'], { business_id: null }));
    await screen.findByText('Noah Tremblay');
    expect(screen.queryByRole('button', { name: 'Invite people' })).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    renderPage({ 'GET admins': () => page([]) });
    expect(await screen.findByText('No admins yet.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list fails', async () => {
    renderPage({
      'GET admins': () => {
        throw new AppError(ErrorCode.Internal, 'down');
      },
    });
    expect(await screen.findByText('The admins could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry|Try again/ })).toBeInTheDocument();
  });
});
