import { callOf, type fakeApi } from '@rendezvous/api-client/testing';
import { AppError, ClientMessages, ErrorCode, PhoneMessages, PrivacyMessages, type PrivacyExport } from '@rendezvous/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { client, page, renderClientsPage as renderPage } from './clients-test-data';

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
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ search: 'mason' }));
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

const exported: PrivacyExport = {
  exported_at: '2026-03-02T15:00:00Z',
  business: { id: 10, name: 'Maison Lumière' },
  person: {
    type: 'user',
    id: 1,
    firstname: 'Olivia',
    lastname: 'Chen',
    email: 'olivia.chen@example.com',
    phone: '+1 416-555-0110',
    language: 'en-CA',
    status: 'active',
    email_reminders_opt_out_at: null,
    erased_at: null,
    created_at: '2026-03-01T09:08:07.000Z',
  },
  appointments: [],
  messages: [],
  reviews: [],
  deliveries: [],
  consents: [],
};

/**
 * The files the page hands to the browser: each Blob made into an object URL and the name of
 * the link clicked to save it (jsdom downloads nothing).
 */
function captureDownloads() {
  const blobs = new Map<string, Blob>();
  const saved: { name: string; blob: Blob | undefined }[] = [];
  // jsdom has no object URLs: give URL the two functions for the spies to stand in for.
  URL.createObjectURL ??= () => '';
  URL.revokeObjectURL ??= () => undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href) });
  });
  return { saved, revoke };
}

describe('ClientsPage privacy', () => {
  it("lets the owner download a client's data as CSV, then as JSON", async () => {
    const { saved, revoke } = captureDownloads();
    const { api, user } = renderPage({ 'POST user/1/export': () => exported });
    const row = (await screen.findByText('Olivia Chen')).closest('tr')!;

    await user.click(within(row).getByRole('button', { name: 'Export the data of Olivia Chen' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Download as CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.request).toHaveBeenCalledWith('post', 'user/1/export', undefined);
    expect(saved[0]!.name).toBe('client-1-data-2026-03-02.csv');
    expect(saved[0]!.blob?.type).toMatch(/^text\/csv/);
    const csv = await saved[0]!.blob!.text();
    expect(csv).toMatch(/^person\r\ntype,id,firstname,lastname,email,/);
    expect(csv).toContain('user,1,Olivia,Chen,olivia.chen@example.com,');
    await waitFor(() => expect(revoke).toHaveBeenCalledWith('blob:test/1'));

    const exportButton = within(row).getByRole('button', { name: 'Export the data of Olivia Chen' });
    await waitFor(() => expect(exportButton).toBeEnabled());
    await user.click(exportButton);
    await user.click(await screen.findByRole('menuitem', { name: 'Download as JSON' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]!.name).toBe('client-1-data-2026-03-02.json');
    expect(saved[1]!.blob?.type).toBe('application/json');
    expect(JSON.parse(await saved[1]!.blob!.text())).toEqual(exported);
    expect(vi.mocked(api.request).mock.calls.filter(([m, p]) => m === 'post' && p === 'user/1/export')).toHaveLength(2);
    // Nothing is left in the page.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it("erases a client after confirming, and fetches the list again", async () => {
    const { api, user } = renderPage({
      'POST user/2/erase': () => ({ type: 'user', id: 2, erased_at: '2026-03-02T15:00:00Z', appointments_kept: 3, messages_erased: 1, reviews_erased: 0 }),
    });
    const row = (await screen.findByText('Mason Wright')).closest('tr')!;
    const lists = () => vi.mocked(api.request).mock.calls.filter(([m, p]) => m === 'get' && p === 'clients').length;
    const before = lists();
    await user.click(within(row).getByRole('button', { name: 'Erase the personal data of Mason Wright' }));
    const dialog = await screen.findByRole('dialog', { name: "Erase Mason Wright's personal data?" });
    expect(within(dialog).getByText('This cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.request).toHaveBeenCalledWith('post', 'user/2/erase', undefined);
    expect(lists()).toBeGreaterThan(before);
  });

  it('keeps the dialog open with the server\'s message when it refuses (upcoming appointments)', async () => {
    const { user } = renderPage({
      'POST user/1/erase': () => {
        throw new AppError(ErrorCode.Conflict, PrivacyMessages.upcoming);
      },
    });
    const row = (await screen.findByText('Olivia Chen')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Erase the personal data of Olivia Chen' }));
    const dialog = await screen.findByRole('dialog', { name: "Erase Olivia Chen's personal data?" });
    const erase = within(dialog).getByRole('button', { name: 'Erase' });
    await user.click(erase);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PrivacyMessages.upcoming);
    await waitFor(() => expect(erase).not.toHaveAttribute('data-loading'));
    expect(screen.getByRole('dialog', { name: "Erase Olivia Chen's personal data?" })).toBeInTheDocument();
    // Still usable: cancel closes it, and the next opening starts clean.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(row).getByRole('button', { name: 'Erase the personal data of Olivia Chen' }));
    const again = await screen.findByRole('dialog', { name: "Erase Olivia Chen's personal data?" });
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a consultant no privacy actions', async () => {
    renderPage({}, ['consultant']);
    const row = (await screen.findByText('Olivia Chen')).closest('tr')!;
    expect(within(row).getByRole('button', { name: /view/i })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Export the data/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Erase/ })).not.toBeInTheDocument();
  });
});
