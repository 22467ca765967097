import { callOf, fakeApi } from '@rendezvous/api-client/testing';
import { AuthMessages } from '@rendezvous/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';

const happyApi = () =>
  fakeApi({
    'POST auth/send-verification-code': () => undefined,
    'POST auth/confirm-verification-code': () => undefined,
    'POST auth/update-password': () => undefined,
  });

async function start(api = happyApi()) {
  const view = renderApp({ path: '/forgot-password', api });
  await screen.findByRole('heading', { name: 'Reset your password' });
  return { ...view, user: userEvent.setup() };
}

describe('forgot password', () => {
  it('asks for the email with a snackbar and the field message', async () => {
    const { user, api } = await start();
    await user.click(screen.getByRole('button', { name: 'Send verification code' }));
    expect(await screen.findByText(AuthMessages.forgotEmailSnackbar)).toBeInTheDocument();
    expect(screen.getByText(AuthMessages.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^email/i), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send verification code' }));
    expect(await screen.findByText(AuthMessages.emailValid)).toBeInTheDocument();
    expect(api.request).not.toHaveBeenCalled();
  });

  it('walks through the three steps, then returns to sign in', async () => {
    const { user, api, router } = await start();
    await user.type(screen.getByLabelText(/^email/i), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send verification code' }));

    const verify = await screen.findByRole('button', { name: 'Verify code' });
    await user.click(verify);
    expect(await screen.findByText(AuthMessages.forgotCodeSnackbar)).toBeInTheDocument();
    expect(screen.getByText(AuthMessages.verificationCodeRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/verification code/i), '123456');
    await user.click(verify);

    const update = await screen.findByRole('button', { name: 'Update password' });
    await user.type(screen.getByLabelText(/^new password/i), 'Lighthouse-42');
    await user.type(screen.getByLabelText(/confirm new password/i), 'Lighthouse-43');
    await user.click(update);
    expect(await screen.findByText(AuthMessages.forgotPasswordSnackbar)).toBeInTheDocument();
    expect(screen.getByText(AuthMessages.passwordConfirmationMatch)).toBeInTheDocument();
    expect(callOf(api, 'post', 'auth/update-password')).toBeUndefined();

    await user.clear(screen.getByLabelText(/confirm new password/i));
    await user.type(screen.getByLabelText(/confirm new password/i), 'Lighthouse-42');
    await user.click(update);

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(callOf(api, 'post', 'auth/send-verification-code')?.json).toEqual({
      email: 'ada@example.com',
    });
    expect(callOf(api, 'post', 'auth/confirm-verification-code')?.json).toEqual({
      email: 'ada@example.com',
      verification_code: '123456',
    });
    expect(callOf(api, 'post', 'auth/update-password')?.json).toEqual({
      email: 'ada@example.com',
      verification_code: '123456',
      password: 'Lighthouse-42',
    });
  });

  it('opens a reset link on the code step, with its e-mail and code filled in', async () => {
    const api = happyApi();
    const view = renderApp({ path: '/forgot-password?email=noah%40example.com&code=654321', api });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Reset your password' });
    expect(screen.getByLabelText(/verification code/i)).toHaveValue('654321');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    await user.type(await screen.findByLabelText(/^new password/i), 'Lighthouse-42');
    await user.type(screen.getByLabelText(/confirm new password/i), 'Lighthouse-42');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/sign-in'));
    expect(callOf(api, 'post', 'auth/send-verification-code')).toBeUndefined();
    expect(callOf(api, 'post', 'auth/update-password')?.json).toEqual({
      email: 'noah@example.com',
      verification_code: '654321',
      password: 'Lighthouse-42',
    });
  });

  it('stays on the step when the server refuses the code', async () => {
    const api = fakeApi({
      'POST auth/send-verification-code': () => undefined,
      'POST auth/confirm-verification-code': () => {
        throw new Error(AuthMessages.invalidVerificationCode);
      },
    });
    const { user } = await start(api);
    await user.type(screen.getByLabelText(/^email/i), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send verification code' }));
    await user.type(await screen.findByLabelText(/verification code/i), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify code' })).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Update password' })).not.toBeInTheDocument();
  });
});
