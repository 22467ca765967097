import { fakeApi } from '@rendezvous/api-client/testing';
import { API_KEYS_PER_BUSINESS, ApiKeyMessages, AppError, ErrorCode, type ApiKey } from '@rendezvous/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { ApiKeysCard } from './ApiKeysCard';

const KEY_ONCE = 'rdv_key_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-Wx3z';

const key = (id: number, name: string, scope: ApiKey['scope'], hint = 'Wx3z'): ApiKey => ({
  id,
  name,
  scope,
  hint,
  created_at: '2027-05-20T14:00:00Z',
  created_by: { id: 1, full_name: 'Camille Laurent' },
  last_used_at: null,
});

describe('ApiKeysCard', () => {
  it('makes a named read key shown once to copy, then lists it by its last characters', async () => {
    let keys: ApiKey[] = [];
    const api = fakeApi({
      'GET api-keys': () => keys,
      'POST api-keys': () => {
        keys = [key(3, 'Books export', 'read')];
        return { ...keys[0], key: KEY_ONCE };
      },
    });
    renderWithRouter(<ApiKeysCard />, { api });
    const card = await screen.findByRole('region', { name: 'API keys' });
    expect(await within(card).findByText('No API keys yet.')).toBeInTheDocument();

    await userEvent.type(within(card).getByRole('textbox', { name: /Key name/ }), 'Books export');
    await userEvent.click(within(card).getByRole('button', { name: 'Make a key' }));

    const shown = await within(card).findByRole('textbox', { name: 'API key' });
    expect(shown).toHaveValue(KEY_ONCE);
    expect(shown).toHaveAttribute('readonly');
    expect(shown).toHaveAccessibleDescription(/Copy it now: it is not shown again/);
    expect(api.request).toHaveBeenCalledWith('post', 'api-keys', expect.objectContaining({ json: { name: 'Books export', scope: 'read' } }));
    const list = await within(card).findByRole('list', { name: 'API keys' });
    expect(within(list).getByText('rdv_key_…Wx3z')).toBeInTheDocument();
    expect(within(list).getByText('Read only')).toBeInTheDocument();
    // The moment in the console's language, on the viewer's clock: only its form is checked.
    expect(
      within(list).getByText(/^Made by Camille Laurent May 20, 2027, \d{1,2}:00 [ap]\.m\.; never used$/),
    ).toBeInTheDocument();
    expect(within(list).queryByText(KEY_ONCE)).not.toBeInTheDocument();
  });

  it('asks for a name before sending, and sends the access chosen', async () => {
    const api = fakeApi({ 'GET api-keys': () => [], 'POST api-keys': () => ({ ...key(5, 'Sync', 'read_write'), key: KEY_ONCE }) });
    renderWithRouter(<ApiKeysCard />, { api });
    const card = await screen.findByRole('region', { name: 'API keys' });
    await within(card).findByText('No API keys yet.');
    await userEvent.click(within(card).getByRole('button', { name: 'Make a key' }));
    expect(await within(card).findByText(ApiKeyMessages.nameRequired)).toBeInTheDocument();
    expect(api.request).not.toHaveBeenCalledWith('post', 'api-keys', expect.anything());

    await userEvent.type(within(card).getByRole('textbox', { name: /Key name/ }), 'Sync');
    await userEvent.click(within(card).getByText('Read and write'));
    await userEvent.click(within(card).getByRole('button', { name: 'Make a key' }));
    await within(card).findByRole('textbox', { name: 'API key' });
    expect(api.request).toHaveBeenCalledWith('post', 'api-keys', expect.objectContaining({ json: { name: 'Sync', scope: 'read_write' } }));
  });

  it('revokes a key after confirming', async () => {
    let keys = [key(7, 'Old script', 'read_write', 'Zz99')];
    const api = fakeApi({
      'GET api-keys': () => keys,
      'DELETE api-keys/7': () => {
        keys = [];
        return { id: 7 };
      },
    });
    renderWithRouter(<ApiKeysCard />, { api });
    const card = await screen.findByRole('region', { name: 'API keys' });
    await userEvent.click(await within(card).findByRole('button', { name: 'Revoke the key Old script' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the key Old script' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(card).getByText('No API keys yet.')).toBeInTheDocument());
    // The revoked row's button is gone: a keyboard user lands on the form, not on the page's start.
    await waitFor(() => expect(within(card).getByRole('textbox', { name: /Key name/ })).toHaveFocus());
  });

  it('says when the business holds all the keys it may, and offers no more', async () => {
    const full = Array.from({ length: API_KEYS_PER_BUSINESS }, (_, n) => key(n + 1, `Key ${n + 1}`, 'read'));
    const api = fakeApi({ 'GET api-keys': () => full });
    renderWithRouter(<ApiKeysCard />, { api });
    const card = await screen.findByRole('region', { name: 'API keys' });
    expect(await within(card).findByText(ApiKeyMessages.limitReached(API_KEYS_PER_BUSINESS))).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Make a key' })).toBeDisabled();
  });

  it('keeps the form usable when the server refuses, saying why', async () => {
    const api = fakeApi({
      'GET api-keys': () => [],
      'POST api-keys': () => {
        throw new AppError(ErrorCode.Conflict, ApiKeyMessages.limitReached(API_KEYS_PER_BUSINESS));
      },
    });
    renderWithRouter(<ApiKeysCard />, { api });
    const card = await screen.findByRole('region', { name: 'API keys' });
    await within(card).findByText('No API keys yet.');
    await userEvent.type(within(card).getByRole('textbox', { name: /Key name/ }), 'One more');
    await userEvent.click(within(card).getByRole('button', { name: 'Make a key' }));
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('No key was made');
    expect(alert).toHaveTextContent(ApiKeyMessages.limitReached(API_KEYS_PER_BUSINESS));
    expect(within(card).getByRole('button', { name: 'Make a key' })).toBeEnabled();
    expect(within(card).getByRole('textbox', { name: /Key name/ })).toHaveValue('One more');
  });

  it('says when the keys could not be loaded, with a way to try again', async () => {
    const api = fakeApi({
      'GET api-keys': () => {
        throw new AppError(ErrorCode.Internal, 'The server is unavailable.');
      },
    });
    renderWithRouter(<ApiKeysCard />, { api });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The API keys could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
