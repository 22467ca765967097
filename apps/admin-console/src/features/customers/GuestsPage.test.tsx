import { callOf } from '@rendezvous/api-client/testing';
import { AppError, ClientMessages, ErrorCode, PrivacyMessages, type Guest } from '@rendezvous/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { guest, page, renderGuestsPage as renderPage } from './guests-test-data';

describe('GuestsPage', () => {
  it('lists and searches guests', async () => {
    const { api, user } = renderPage();
    expect(await screen.findByText('Isabella Rossi')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Guests' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search guests' }), 'rossi');
    await waitFor(
      () =>
        expect(vi.mocked(api.request).mock.calls.filter(([, p]) => p === 'guests').at(-1)?.[2]?.query).toMatchObject({ search: 'rossi', page: 1 }),
    );
  });

  it('views a guest read-only, then updates them with the spec messages', async () => {
    const { api, user } = renderPage({ 'PUT guest/4': () => ({ ...guest, phone: '438-555-0199' }) });
    const row = (await screen.findByText('Isabella Rossi')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /view/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Isabella Rossi' });
    expect(within(dialog).getByDisplayValue('Isabella')).toHaveAttribute('readonly');
    expect(await within(dialog).findByText('No appointments yet.')).toBeInTheDocument();
    expect(callOf(api, 'get', 'appointments')?.query).toMatchObject({ customerType: 'guest', customerId: 4 });

    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const phone = within(dialog).getByRole('textbox', { name: /Phone/ });
    await user.click(phone);
    await user.tab();
    expect(await within(dialog).findByText(ClientMessages.phoneRequired)).toBeInTheDocument();
    await user.type(phone, '438-555-0199');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callOf(api, 'put', 'guest/4')?.json).toMatchObject({ phone: '438-555-0199' });
  });
});

describe('GuestsPage privacy', () => {
  const erased: Guest = { ...guest, firstname: 'Erased', lastname: 'Guest', full_name: 'Erased Guest', email: 'erased-guest-4@erased.invalid' };

  it('erases a guest after confirming, then shows the list fetched again', async () => {
    let erasedYet = false;
    const { api, user } = renderPage({
      'GET guests': () => page([erasedYet ? erased : guest]),
      'POST guest/4/erase': () => {
        erasedYet = true;
        return { type: 'guest', id: 4, erased_at: '2026-03-02T15:00:00Z', appointments_kept: 2, messages_erased: 0, reviews_erased: 1 };
      },
    });
    const row = (await screen.findByText('Isabella Rossi')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Erase the personal data of Isabella Rossi' }));
    const dialog = await screen.findByRole('dialog', { name: "Erase Isabella Rossi's personal data?" });
    expect(within(dialog).getByText('their name, e-mail, phone and password;')).toBeInTheDocument();
    expect(within(dialog).getByText('the words of their messages and reviews.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Their appointments and amounts stay, for the books/)).toBeInTheDocument();
    expect(api.request).not.toHaveBeenCalledWith('post', 'guest/4/erase', undefined);

    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.request).toHaveBeenCalledWith('post', 'guest/4/erase', undefined);
    expect(await screen.findByText('Erased Guest')).toBeInTheDocument();
    expect(screen.queryByText('Isabella Rossi')).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the server's message when the guest was already erased", async () => {
    const { user } = renderPage({
      'POST guest/4/erase': () => {
        throw new AppError(ErrorCode.Conflict, PrivacyMessages.alreadyErased);
      },
    });
    const row = (await screen.findByText('Isabella Rossi')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Erase the personal data of Isabella Rossi' }));
    const dialog = await screen.findByRole('dialog', { name: "Erase Isabella Rossi's personal data?" });
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PrivacyMessages.alreadyErased);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.getByRole('dialog', { name: "Erase Isabella Rossi's personal data?" })).toBeInTheDocument();
  });

  it('shows a consultant no privacy actions', async () => {
    renderPage({}, ['consultant']);
    const row = (await screen.findByText('Isabella Rossi')).closest('tr')!;
    expect(within(row).getByRole('button', { name: /view/i })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Export the data/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Erase/ })).not.toBeInTheDocument();
  });

  it('exports a guest from their own path', async () => {
    URL.createObjectURL ??= () => '';
    URL.revokeObjectURL ??= () => undefined;
    const created = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:test/1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { api, user } = renderPage({
      'POST guest/4/export': () => ({
        exported_at: '2026-03-02T15:00:00Z',
        business: { id: 10, name: 'Maison Lumière' },
        person: { type: 'guest', id: 4, firstname: 'Isabella', lastname: 'Rossi', email: guest.email, phone: null, language: null, status: 'active', email_reminders_opt_out_at: null, erased_at: null, created_at: guest.created_at },
        appointments: [],
        messages: [],
        reviews: [],
        deliveries: [],
        consents: [],
      }),
    });
    const row = (await screen.findByText('Isabella Rossi')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Export the data of Isabella Rossi' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Download as JSON' }));
    await waitFor(() => expect(names).toEqual(['guest-4-data-2026-03-02.json']));
    expect(api.request).toHaveBeenCalledWith('post', 'guest/4/export', undefined);
    expect(created).toHaveBeenCalledOnce();
  });
});
