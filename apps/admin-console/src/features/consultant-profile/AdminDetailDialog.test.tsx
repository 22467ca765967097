import { adminListKeys } from '@rendezvous/api-client';
import { callOf, fakeApi } from '@rendezvous/api-client/testing';
import { AppError, ErrorCode, STORAGE_KEYS } from '@rendezvous/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAdmin } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';
import { AdminDetailDialog } from './AdminDetailDialog';
import { businessDays, consultantAdmin, offeredService, page, signedInAs } from './test-data';

const noah = makeAdmin(['consultant'], {
  id: 5,
  firstname: 'Noah',
  lastname: 'Tremblay',
  full_name: 'Noah Tremblay',
  email: 'noah@example.com',
  consultant: { id: 8, admin_id: 5, business_id: 10, services: [{ ...offeredService, consultant_id: 8 }], days: [] },
});

function renderDialog(routes: Parameters<typeof fakeApi>[0] = {}, adminId: number | null = 5) {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
  const me = consultantAdmin();
  const api = fakeApi({
    'GET admin/5': () => noah,
    'GET get-admin-by-token': () => me,
    'GET roles': () => [
      { id: 2, name: 'consultant', type: 'admin' },
      { id: 3, name: 'admin', type: 'admin' },
    ],
    'GET services': () => page([]),
    'GET business-days': () => businessDays,
    ...routes,
  });
  const onClose = vi.fn();
  const queryClient = signedInAs(me);
  const view = renderWithRouter(<AdminDetailDialog adminId={adminId} onClose={onClose} />, { api, queryClient });
  return { ...view, api, onClose, queryClient, user: userEvent.setup() };
}

describe('AdminDetailDialog', () => {
  it("loads the colleague with their consultant and shows their profile", async () => {
    const { api } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Noah Tremblay' });
    expect(within(dialog).getByRole('textbox', { name: /First name/ })).toHaveValue('Noah');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('noah@example.com');
    // An admin managing a colleague: the active switch, and no current password asked.
    expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(within(dialog).queryByLabelText(/Current password/)).not.toBeInTheDocument();
    expect(callOf(api, 'get', 'admin/5')?.query).toMatchObject({ appendConsultant: true, appendRoles: true });
  });

  it("shows the colleague's consultant services and saves changes against their id", async () => {
    const { api, user } = renderDialog({ 'PATCH admin/5': () => ({ ...noah, is_away: 1 }) });
    const dialog = await screen.findByRole('dialog', { name: 'Noah Tremblay' });
    await user.click(within(dialog).getByRole('switch', { name: 'Show status as Away' }));
    await waitFor(() => expect(callOf(api, 'patch', 'admin/5')?.json).toEqual({ is_away: 1 }));
    // Refreshed after the change.
    await waitFor(() => expect(vi.mocked(api.request).mock.calls.filter(([m, p]) => m === 'get' && p === 'admin/5')).toHaveLength(2));

    await user.click(within(dialog).getByRole('tab', { name: 'Services' }));
    expect(await within(dialog).findByText('Full colour')).toBeInTheDocument();
  });

  it('shows a higher-ranked colleague read-only', async () => {
    const boss = makeAdmin(['admin', 'consultant'], { id: 5, firstname: 'Bo', full_name: 'Bo Boss' });
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
    const me = makeAdmin(['consultant'], {
      id: 9,
      roles: [{ ...makeAdmin(['consultant']).roles[0]!, permissions: [{ entity: 'admins', action: 'update', is_active: 1 }] }],
    });
    const api = fakeApi({ 'GET admin/5': () => boss, 'GET get-admin-by-token': () => me, 'GET roles': () => [] });
    renderWithRouter(<AdminDetailDialog adminId={5} onClose={vi.fn()} />, { api, queryClient: signedInAs(me) });
    const dialog = await screen.findByRole('dialog', { name: 'Bo Boss' });
    expect(within(dialog).getByText('View only')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save profile' })).toBeDisabled();
    expect(within(dialog).getByRole('switch', { name: 'Show status as Away' })).toBeDisabled();
  });

  it('offers to try again when the admin cannot be loaded', async () => {
    let fail = true;
    renderDialog({
      'GET admin/5': () => {
        if (fail) throw new Error('Server error');
        return noah;
      },
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('dialog', { name: 'Noah Tremblay' })).toBeInTheDocument();
  });

  it('deletes the colleague after confirmation, then closes and refreshes the admins list', async () => {
    const { api, user, onClose, queryClient } = renderDialog({ 'DELETE admin/5': () => null });
    queryClient.setQueryData(adminListKeys.page({ page: 1 }), page([noah]));
    const dialog = await screen.findByRole('dialog', { name: 'Noah Tremblay' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete admin' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete admin' });
    expect(confirm).toHaveTextContent('Noah Tremblay');
    expect(callOf(api, 'delete', 'admin/5')).toBeUndefined();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(vi.mocked(api.request).mock.calls.some(([m, p]) => m === 'delete' && p === 'admin/5')).toBe(true);
    expect(queryClient.getQueryState(adminListKeys.page({ page: 1 }))?.isInvalidated).toBe(true);
  });

  it('keeps the confirmation open when the server refuses the deletion', async () => {
    const { user, onClose } = renderDialog({
      'DELETE admin/5': () => {
        throw new AppError(ErrorCode.Conflict, 'This admin has appointments as a consultant and cannot be deleted.');
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Noah Tremblay' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete admin' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete admin' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Delete' })).toBeEnabled());
    expect(screen.getByRole('dialog', { name: 'Delete admin' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers no delete for yourself', async () => {
    const me = consultantAdmin();
    renderDialog({ 'GET admin/1': () => me }, me.id);
    const dialog = await screen.findByRole('dialog', { name: me.full_name });
    await within(dialog).findAllByRole('tab');
    expect(within(dialog).queryByRole('button', { name: 'Delete admin' })).not.toBeInTheDocument();
  });

  it('offers no delete for a higher-ranked colleague', async () => {
    const boss = makeAdmin(['admin', 'consultant'], { id: 5, firstname: 'Bo', full_name: 'Bo Boss' });
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
    const me = makeAdmin(['consultant'], {
      id: 9,
      roles: [
        {
          ...makeAdmin(['consultant']).roles[0]!,
          permissions: [
            { entity: 'admins', action: 'update', is_active: 1 },
            { entity: 'admins', action: 'delete', is_active: 1 },
          ],
        },
      ],
    });
    const api = fakeApi({ 'GET admin/5': () => boss, 'GET get-admin-by-token': () => me, 'GET roles': () => [] });
    renderWithRouter(<AdminDetailDialog adminId={5} onClose={vi.fn()} />, { api, queryClient: signedInAs(me) });
    const dialog = await screen.findByRole('dialog', { name: 'Bo Boss' });
    expect(within(dialog).getByText('View only')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete admin' })).not.toBeInTheDocument();
  });

  it('stays closed without an admin', async () => {
    const { api } = renderDialog({}, null);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callOf(api, 'get', 'admin/5')).toBeUndefined();
  });
});
