import { tokenStore } from '@rendezvous/api-client';
import { callOf, fakeApi } from '@rendezvous/api-client/testing';
import { AuthMessages, TRIAL_DAYS } from '@rendezvous/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, newAdmin } from '../../test/fixtures';
import { renderApp } from '../../test/render';

describe('sign up', () => {
  it('advertises the trial and its features', async () => {
    renderApp({ path: '/signup' });
    expect(await screen.findByText(new RegExp(`free for ${TRIAL_DAYS} days`))).toBeInTheDocument();
    expect(screen.getByText('SMS notifications')).toBeInTheDocument();
  });

  it('lists what is missing', async () => {
    const api = fakeApi();
    renderApp({ path: '/signup', api });
    await userEvent.click(await screen.findByRole('button', { name: 'Start my free trial' }));
    expect(await screen.findByText(AuthMessages.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(AuthMessages.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText(AuthMessages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(AuthMessages.passwordRequired)).toBeInTheDocument();
    expect(api.request).not.toHaveBeenCalled();
  });

  it('signs the new admin in and continues to the business setup', async () => {
    const admin = newAdmin();
    const api = fakeApi({
      'POST admin': () => ({ token: 'new-token', refresh_token: 'new-refresh', admin }),
      'GET categories': () => CATEGORIES,
    });
    const { router } = renderApp({ path: '/signup', api });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/first name/i), 'Chloé');
    await user.type(screen.getByLabelText(/last name/i), 'Martin');
    await user.type(screen.getByLabelText(/^email/i), 'chloe@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'Lighthouse-42');
    await user.click(screen.getByRole('button', { name: 'Start my free trial' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/setup-your-business'));
    expect(
      await screen.findByRole('heading', { name: 'Tell us about your business' }),
    ).toBeInTheDocument();
    expect(tokenStore.get()).toBe('new-token');
    expect(callOf(api, 'post', 'admin')?.json).toEqual({
      firstname: 'Chloé',
      lastname: 'Martin',
      email: 'chloe@example.com',
      password: 'Lighthouse-42',
    });
  });
});
