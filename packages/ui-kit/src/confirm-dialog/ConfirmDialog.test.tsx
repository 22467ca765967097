import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../test-utils';
import { ConfirmDialog } from './ConfirmDialog';

function renderDialog(onConfirm: () => void | Promise<unknown>, onClose = vi.fn()) {
  renderWithProvider(
    <ConfirmDialog
      opened
      title="Delete client"
      message="Are you sure?"
      onConfirm={onConfirm}
      onClose={onClose}
    />,
  );
  return { onClose };
}

describe('ConfirmDialog', () => {
  it('shows the message with Delete and Cancel by default', async () => {
    renderDialog(vi.fn());
    expect(await screen.findByText('Are you sure?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('calls onConfirm, then asks to close', async () => {
    const onConfirm = vi.fn();
    const { onClose } = renderDialog(onConfirm);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows loading on the confirm button until the promise settles', async () => {
    let finish!: () => void;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { onClose } = renderDialog(onConfirm);
    const confirm = await screen.findByRole('button', { name: 'Delete' });

    await userEvent.click(confirm);
    expect(confirm).toHaveAttribute('data-loading', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();

    finish();
    await expect.poll(() => confirm.hasAttribute('data-loading')).toBe(false);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('stays open and stops loading when onConfirm fails', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('500')));
    const { onClose } = renderDialog(onConfirm);
    const confirm = await screen.findByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    await expect.poll(() => confirm.hasAttribute('data-loading')).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cancels through onClose without confirming', async () => {
    const onConfirm = vi.fn();
    const { onClose } = renderDialog(onConfirm);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('returns focus to the button that opened it when it closes', async () => {
    function Opener() {
      const [opened, setOpened] = useState(false);
      return (
        <>
          <Button onClick={() => setOpened(true)}>Delete client</Button>
          <ConfirmDialog
            opened={opened}
            title="Delete client"
            message="Are you sure?"
            onConfirm={vi.fn()}
            onClose={() => setOpened(false)}
          />
        </>
      );
    }
    renderWithProvider(<Opener />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Delete client' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('sends focus to returnFocusTo when the opener is gone', async () => {
    function RowMenu() {
      const [opened, setOpened] = useState(false);
      const [deleted, setDeleted] = useState(false);
      const table = useRef<HTMLButtonElement>(null);
      return (
        <>
          <Button ref={table}>Add New Client</Button>
          {!deleted && <Button onClick={() => setOpened(true)}>Delete row</Button>}
          <ConfirmDialog
            opened={opened}
            title="Delete client"
            message="Are you sure?"
            onConfirm={() => setDeleted(true)}
            onClose={() => setOpened(false)}
            returnFocusTo={table}
          />
        </>
      );
    }
    renderWithProvider(<RowMenu />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete row' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add New Client' })).toHaveFocus(),
    );
  });
});
