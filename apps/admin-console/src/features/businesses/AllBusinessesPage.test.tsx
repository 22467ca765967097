import { AppError, BusinessMessages, ErrorCode, type Business } from '@rendezvous/domain';
import { callOf, fakeApi } from '@rendezvous/api-client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { makeBusiness } from '../business/profile/business-fixture';
import { AllBusinessesPage } from './AllBusinessesPage';

const page = (rows: Business[], total = rows.length) => ({
  data: rows,
  current_page: 1,
  last_page: Math.max(1, Math.ceil(total / 10)),
  per_page: 10,
  total,
});

const ROWS = [
  makeBusiness({ id: 10, name: 'Maison Lumière' }),
  makeBusiness({ id: 11, name: 'Barber Bros', status: 'suspended', email: 'bros@example.com' }),
];

function renderPage(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET businesses': () => page(ROWS, 25), ...handlers });
  const { router } = renderWithRouter(<AllBusinessesPage />, { api });
  return { api, router, user: userEvent.setup() };
}

const lastListQuery = (api: ReturnType<typeof fakeApi>) =>
  vi.mocked(api.request).mock.calls.filter(([m, p]) => m === 'get' && p === 'businesses').at(-1)?.[2]?.query;

describe('AllBusinessesPage', () => {
  it('lists a page of 10 businesses with their status', async () => {
    const { api } = renderPage();
    expect(await screen.findByText('Barber Bros')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Businesses' })).toBeInTheDocument();
    expect(lastListQuery(api)).toMatchObject({ paginate: 10, page: 1, appendAddresses: true, appendDays: true, appendServices: true });
    expect(within(screen.getByRole('group', { name: 'Status of Barber Bros' })).getByRole('button', { name: 'Suspended' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('searches after a 500 ms pause, back on page 1', async () => {
    const { api, user } = renderPage();
    await screen.findByText('Barber Bros');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ page: 2 }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.type(screen.getByRole('textbox', { name: 'Search businesses' }), 'bros');
      expect(lastListQuery(api)).not.toMatchObject({ search: 'bros' });
      await act(() => vi.advanceTimersByTimeAsync(500));
      await waitFor(() => expect(lastListQuery(api)).toMatchObject({ search: 'bros', page: 1 }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('filters by status', async () => {
    const { api, user } = renderPage();
    await screen.findByText('Barber Bros');
    await user.click(screen.getByRole('textbox', { name: 'Filter by status' }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ status: 'inactive', page: 1 }));
  });

  it('changes a status with the row buttons', async () => {
    const { api, user } = renderPage({ 'PATCH business/11': () => ROWS[1] });
    await screen.findByText('Barber Bros');
    await user.click(within(screen.getByRole('group', { name: 'Status of Barber Bros' })).getByRole('button', { name: 'Active' }));
    await waitFor(() => expect(callOf(api, 'patch', 'business/11')?.json).toEqual({ status: 'active' }));
  });

  it('deletes a business after confirmation', async () => {
    const { api, user } = renderPage({ 'DELETE business/11': () => null });
    await screen.findByText('Barber Bros');
    const row = screen.getByText('Barber Bros').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete business' });
    expect(within(dialog).getByText(new RegExp(BusinessMessages.deleteConfirm.slice(0, 30)))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith('delete', 'business/11', undefined));
  });

  it('invites businesses by comma-separated e-mails, checking each', async () => {
    const { api, user } = renderPage({
      'POST business-invitations': (options) => {
        const emails = (options?.json as { emails: string }).emails;
        if (emails.includes('owner@')) {
          throw new AppError(ErrorCode.Validation, 'owner@x.co already has an account', { emails: ['owner@x.co already has an account'] });
        }
        return { invited: [] };
      },
    });
    await screen.findByText('Barber Bros');
    await user.click(screen.getByRole('button', { name: 'Invite Businesses' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Businesses' });
    const field = within(dialog).getByRole('textbox', { name: /Email addresses/ });
    await user.type(field, 'a@x.co, nope');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await within(dialog).findByText('Email must be valid')).toBeInTheDocument();
    expect(callOf(api, 'post', 'business-invitations')).toBeUndefined();

    await user.clear(field);
    await user.type(field, 'owner@x.co');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await within(dialog).findByText('owner@x.co already has an account')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'a@x.co, b@y.co');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite Businesses' })).toBeNull());
    expect(vi.mocked(api.request).mock.calls.filter(([m, p]) => m === 'post' && p === 'business-invitations').at(-1)?.[2]?.json).toEqual({ emails: 'a@x.co, b@y.co' });
  });

  it('opens the business dialog with its tabs', async () => {
    const { user } = renderPage({ 'GET business/11': () => ROWS[1] });
    await screen.findByText('Barber Bros');
    const row = screen.getByText('Barber Bros').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Barber Bros' });
    expect(await within(dialog).findByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tab', { name: 'Settings' })).toBeInTheDocument();
  });

  it('reopens on the tab last opened, and links to that business\'s website manager', async () => {
    const { user, router } = renderPage({
      'GET business/11': () => ROWS[1],
      'GET business/10': () => ROWS[0],
      'GET business-days': () => [],
    });
    await screen.findByText('Barber Bros');
    await user.click(within(screen.getByText('Barber Bros').closest('tr')!).getByRole('button', { name: 'View' }));
    let dialog = await screen.findByRole('dialog', { name: 'Barber Bros' });
    await user.click(await within(dialog).findByRole('tab', { name: 'Opening Hours' }));
    await user.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(screen.getByText('Maison Lumière').closest('tr')!).getByRole('button', { name: 'View' }));
    dialog = await screen.findByRole('dialog', { name: 'Maison Lumière' });
    expect(await within(dialog).findByRole('tab', { name: 'Opening Hours' })).toHaveAttribute('aria-selected', 'true');

    await user.click(within(dialog).getByRole('link', { name: 'Website manager' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/website-manager'));
    expect(router.state.location.search).toEqual({ business: 10 });
  });

  it("calls the API as the shown business from the dialog's tabs", async () => {
    const { api, user } = renderPage({
      'GET business/11': () => ROWS[1],
      'GET business-days': () => [],
    });
    await screen.findByText('Barber Bros');
    const row = screen.getByText('Barber Bros').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Barber Bros' });
    await user.click(await within(dialog).findByRole('tab', { name: 'Opening Hours' }));
    await waitFor(() => expect(callOf(api, 'get', 'business-days')).toMatchObject({ businessId: 11 }));
    // The page's own list is not sent as that business.
    expect(callOf(api, 'get', 'businesses')?.businessId).toBeUndefined();
  });

  it('shows an error with a retry when the list fails', async () => {
    renderPage({ 'GET businesses': () => { throw new Error('down'); } });
    expect(await screen.findByText('The businesses could not be loaded.')).toBeInTheDocument();
  });
});
