import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test-utils';
import { AppError, ErrorCode } from '@rendezvous/domain';
import { showErrorToast, showErrorToastUnlessReported, showInfoToast, showSuccessToast } from './toasts';

describe('toasts', () => {
  afterEach(() => act(() => notifications.clean()));

  it.each([
    ['success', showSuccessToast, 'green'],
    ['error', showErrorToast, 'red'],
    ['info', showInfoToast, 'blue'],
  ] as const)('shows the %s message in %s', async (_kind, show, color) => {
    renderWithProvider(<div />);
    act(() => {
      show(`Message ${color}`);
    });
    const message = await screen.findByText(`Message ${color}`);
    const toast = message.closest('[role="alert"]');
    expect(toast).toHaveStyle(`--notification-color: var(--mantine-color-${color}-filled)`);
  });

  it('closes with its close button', async () => {
    renderWithProvider(<div />);
    act(() => {
      showErrorToast('Unable to process request');
    });
    await screen.findByText('Unable to process request');
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await expect.poll(() => screen.queryByText('Unable to process request')).toBeNull();
  });

  it('clears a stale error when a success follows', async () => {
    renderWithProvider(<div />);
    act(() => {
      showErrorToast('Unable to process request');
    });
    await screen.findByText('Unable to process request');
    act(() => {
      showSuccessToast('Saved');
    });
    await screen.findByText('Saved');
    await expect.poll(() => screen.queryByText('Unable to process request')).toBeNull();
  });

  it('shows toasts at the top centre, under the header', async () => {
    renderWithProvider(<div />);
    act(() => {
      showErrorToast('Unable to process request');
    });
    const toast = await screen.findByText('Unable to process request');
    const container = toast.closest('[data-position]');
    expect(container).toHaveAttribute('data-position', 'top-center');
    expect(container).toHaveClass('rdv-toasts');
  });
});

describe('one toast per event', () => {
  afterEach(() => act(() => notifications.clean()));

  it('shows a message told again while it is still on screen once', async () => {
    renderWithProvider(<div />);
    act(() => {
      for (let i = 0; i < 5; i++) showErrorToast('Set up your business before doing this.');
      showInfoToast('Saved');
      showInfoToast('Saved');
    });
    expect(await screen.findAllByText('Set up your business before doing this.')).toHaveLength(1);
    expect(screen.getAllByText('Saved')).toHaveLength(1);
  });

  it("leaves an API failure to the API client's own toast, and shows any other failure", async () => {
    renderWithProvider(<div />);
    act(() => {
      showErrorToastUnlessReported(new AppError(ErrorCode.Validation, 'Email is taken'), 'Could not save');
      showErrorToastUnlessReported(new Error('card form failed'), 'Could not add the card');
    });
    expect(await screen.findByText('Could not add the card')).toBeInTheDocument();
    expect(screen.queryByText('Could not save')).not.toBeInTheDocument();
  });
});
