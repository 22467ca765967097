import { adminKeys, tokenStore } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { callOf, fakeApi } from '@rendezvous/api-client/testing';
import { AppError, ClientMessages, ErrorCode, PhoneMessages, type Client } from '@rendezvous/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAdmin } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';
import { ClientsPage } from './ClientsPage';

const client = (over: Partial<Client>): Client => ({
  id: 1,
  firstname: 'Olivia',
  lastname: 'Chen',
  full_name: 'Olivia Chen',
  email: 'olivia.chen@example.com',
  phone: '+1 416-555-0110',
  status: 'active',
  image_url: null,
  business_id: 1,
  morph_class: 'user',
  created_at: '2026-03-01T09:08:07.000Z',
  ...over,
});
const ROWS = [client({}), client({ id: 2, firstname: 'Mason', lastname: 'Wright', full_name: 'Mason Wright', email: 'mason@example.com', status: 'suspended' })];
const page = <T,>(rows: T[], total = rows.length) => ({ data: rows, current_page: 1, last_page: Math.max(1, Math.ceil(total / 10)), per_page: 10, total });

function renderPage(handlers: Parameters<typeof fakeApi>[0] = {}) {
  tokenStore.set({ token: 'token-1', refresh_token: 'refresh-1' });
  const queryClient = createQueryClient();
  queryClient.setQueryData(adminKeys.me(), makeAdmin(['admin', 'consultant']));
  const api = fakeApi({
    'GET clients': () => page(ROWS),
    'GET user/1': () => ROWS[0],
    'GET appointments': () => page([]),
    ...handlers,
  });
  renderWithRouter(<ClientsPage />, { api, queryClient });
  return { api, user: userEvent.setup() };
}

const lastListQuery = (api: ReturnType<typeof fakeApi>) =>
  vi.mocked(api.request).mock.calls.filter(([m, p]) => m === 'get' && p === 'clients').at(-1)?.[2]?.query;

describe('ClientsPage', () => {
  it('lists the clients under one Clients heading, suspended as a chip, and filters by status and search', async () => {
    const { api, user } = renderPage();
    const row = (await screen.findByText('Mason Wright')).closest('tr')!;
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Clients']);
    expect(within(row).getByText(/suspended/i)).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Filter by status' }));
    await user.click(await screen.findByRole('option', { name: 'Suspended' }));
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ status: 'suspended', page: 1 }));

    await user.type(screen.getByRole('textbox', { name: 'Search clients' }), 'mason');
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ search: 'mason' }), { timeout: 3000 });
  });

  it('shows the empty and error states', async () => {
    renderPage({ 'GET clients': () => page([]) });
    expect(await screen.findByText('No clients yet.')).toBeInTheDocument();
  });

  it('shows an error when the list fails', async () => {
    renderPage({
      'GET clients': () => {
        throw new AppError(ErrorCode.Internal, 'Server error');
      },
    });
    expect(await screen.findByText('The clients could not be loaded.')).toBeInTheDocument();
  });

  it('Add New Client: the red toast on an invalid save, the spec messages, then creates the client', async () => {
    const { api, user } = renderPage({ 'POST user': () => client({ id: 9, firstname: 'Nora', lastname: 'Lind', full_name: 'Nora Lind' }) });
    await screen.findByText('Olivia Chen');
    await user.click(screen.getByRole('button', { name: ClientMessages.addNew }));
    const dialog = await screen.findByRole('dialog', { name: ClientMessages.addNew });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ClientMessages.formInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(ClientMessages.firstNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(ClientMessages.phoneRequired)).toBeInTheDocument();
    // A changed form that is still invalid cannot be saved.
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Nora');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Lind');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'nora');
    await user.tab();
    expect(await within(dialog).findByText(ClientMessages.emailValid)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), '@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '514-555-0101');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callOf(api, 'post', 'user')?.json).toEqual({
      firstname: 'Nora',
      lastname: 'Lind',
      email: 'nora@example.com',
      phone: '514-555-0101',
      status: 'active',
    });
  });

  it('keeps the dialog open when the save fails, and marks the e-mail the server says is taken', async () => {
    const taken = 'A client with this email already exists in your business.';
    const { user } = renderPage({
      'POST user': () => {
        throw new AppError(ErrorCode.Validation, taken, { email: [taken] });
      },
    });
    await screen.findByText('Olivia Chen');
    await user.click(screen.getByRole('button', { name: ClientMessages.addNew }));
    const dialog = await screen.findByRole('dialog', { name: ClientMessages.addNew });
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Nora');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Lind');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'olivia.chen@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '+1 416 555 0100');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(taken)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(ClientMessages.formInvalid)).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: ClientMessages.addNew })).toBeInTheDocument();
  });

  it('refuses a phone that is not a phone number, saying so rather than that a field is missing', async () => {
    const { api, user } = renderPage();
    await screen.findByText('Olivia Chen');
    await user.click(screen.getByRole('button', { name: ClientMessages.addNew }));
    const dialog = await screen.findByRole('dialog', { name: ClientMessages.addNew });
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Nora');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Lind');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'nora@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone/ }), 'hello');
    await user.tab();
    expect(await within(dialog).findByText(PhoneMessages.invalid('Phone'))).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Phone/ })).toHaveAttribute('aria-invalid', 'true');
    expect(vi.mocked(api.request).mock.calls.some(([m]) => m === 'post')).toBe(false);
  });

  it('views a client read-only except the status, which it saves', async () => {
    const { api, user } = renderPage({ 'PUT user/1': () => client({ status: 'inactive' }) });
    const row = (await screen.findByText('Olivia Chen')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /view/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Client' });
    expect(await within(dialog).findByDisplayValue('Olivia')).toHaveAttribute('readonly');
    expect(within(dialog).getByDisplayValue('olivia.chen@example.com')).toHaveAttribute('readonly');
    expect(await within(dialog).findByText('No appointments yet.')).toBeInTheDocument();
    expect(callOf(api, 'get', 'appointments')?.query).toMatchObject({ customerType: 'user', customerId: 1 });

    await user.click(within(dialog).getByRole('textbox', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callOf(api, 'put', 'user/1')?.json).toEqual({ status: 'inactive' }));
  });
});
