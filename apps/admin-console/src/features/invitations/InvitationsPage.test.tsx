import { callOf, type fakeApi } from '@rendezvous/api-client/testing';
import { AppError, ErrorCode } from '@rendezvous/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { page, renderInvitationsPage as renderPage, ROWS } from './invitations-test-data';

const called = (api: ReturnType<typeof fakeApi>, method: string, path: string) =>
  vi.mocked(api.request).mock.calls.some(([m, p]) => m === method && p === path);

const lastListQuery = (api: ReturnType<typeof fakeApi>) =>
  vi.mocked(api.request).mock.calls.filter(([m, p]) => m === 'get' && p === 'invitations').at(-1)?.[2]?.query;

describe('InvitationsPage', () => {
  it('lists a page of 10 with sender, admin and dates as YYYY/MM/DD hh:mm:ss with AM/PM', async () => {
    const { api } = renderPage();
    const row = (await screen.findByText('noah@example.com')).closest('tr')!;
    expect(screen.getByRole('heading', { level: 1, name: 'Invitations' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const header of ['Email', 'Status', 'Admin', 'Sender', 'Last Email Sent', 'Date Created'])
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInTheDocument();
    expect(within(row).getByText('Noah Tremblay')).toBeInTheDocument();
    expect(within(row).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(row).getAllByText(/^\d{4}\/\d\d\/\d\d \d\d:\d\d:07 [AP]M$/)).toHaveLength(2);
    expect(within(row).getByText(/^2026\/03\/0\d \d\d:06:07 [AP]M$/)).toBeInTheDocument();
    expect(lastListQuery(api)).toMatchObject({ paginate: 10, page: 1, filterByBusiness: true });
  });

  it('filters by status back on page 1, and pages', async () => {
    const { api, user } = renderPage();
    await screen.findByText('noah@example.com');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ page: 2 }));
    await user.click(screen.getByRole('textbox', { name: 'Filter by status' }));
    await user.click(await screen.findByRole('option', { name: 'Registered' }));
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ status: 'registered', page: 1 }));
  });

  it('disables resend and delete once registered; resends a pending one', async () => {
    const { api, user } = renderPage({ 'POST invitation/1/resend': () => ROWS[0] });
    await screen.findByText('noah@example.com');
    expect(screen.getByRole('button', { name: 'Resend the invitation to noah@example.com' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete the invitation to noah@example.com' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Resend the invitation to jordan@example.com' }));
    await waitFor(() => expect(called(api, 'post', 'invitation/1/resend')).toBe(true));
  });

  it('deletes only after confirmation', async () => {
    const { api, user } = renderPage({ 'DELETE invitation/1': () => null });
    await screen.findByText('jordan@example.com');
    await user.click(screen.getByRole('button', { name: 'Delete the invitation to jordan@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete invitation' });
    expect(called(api, 'delete', 'invitation/1')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: /delete|confirm|yes/i }));
    await waitFor(() => expect(called(api, 'delete', 'invitation/1')).toBe(true));
  });

  it('shows the empty state', async () => {
    renderPage({ 'GET invitations': () => page([]) });
    expect(await screen.findByText('No invitations yet.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list fails', async () => {
    renderPage({
      'GET invitations': () => {
        throw new AppError(ErrorCode.Internal, 'Server error');
      },
    });
    expect(await screen.findByText('The invitations could not be loaded.')).toBeInTheDocument();
  });

  it('Invite People: says none were added, validates, offers invitable roles only, sends each address', async () => {
    const { api, user } = renderPage({ 'POST invitations': () => [] });
    await screen.findByText('jordan@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite People' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite People' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await within(dialog).findByText('No invites added yet!')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Role is required')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('textbox', { name: 'Role' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Consultant', 'Admin']);
    await user.click(screen.getByRole('option', { name: 'Consultant' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Email addresses/ }), 'a@example.com, nope');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Email must be valid')).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: /Email addresses/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Email addresses/ }), 'a@example.com, b@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByRole('list', { name: 'Invitations to send' })).toHaveTextContent('b@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    await waitFor(() =>
      expect(callOf(api, 'post', 'invitations')?.json).toEqual({
        invitations: [
          { roleId: 2, email: 'a@example.com' },
          { roleId: 2, email: 'b@example.com' },
        ],
      }),
    );
  });

  it('Invite People: sends the addresses typed in the field without pressing Add, and checks them first', async () => {
    const { api, user } = renderPage({ 'POST invitations': () => [] });
    await screen.findByText('jordan@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite People' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite People' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Consultant' }));
    const field = within(dialog).getByRole('textbox', { name: /Email addresses/ });

    await user.type(field, 'c@example.com, not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await within(dialog).findByText('Email must be valid')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(called(api, 'post', 'invitations')).toBe(false);

    await user.clear(field);
    await user.type(field, 'c@example.com, d@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    await waitFor(() =>
      expect(callOf(api, 'post', 'invitations')?.json).toEqual({
        invitations: [
          { roleId: 2, email: 'c@example.com' },
          { roleId: 2, email: 'd@example.com' },
        ],
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite People' })).not.toBeInTheDocument());
  });
});
