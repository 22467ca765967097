import type { Notification } from '@rendezvous/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { NotificationBell } from './NotificationBell';

const notification = (id: number, body: string, status_read: 0 | 1 = 0): Notification => ({
  id,
  business_id: 1,
  type: 'contact',
  body,
  body_key: null,
  body_values: null,
  status_read,
  created_at: '2026-03-02T10:00:00.000Z',
  senderable: { id: 9, full_name: 'Grace Hopper', image_url: null },
});

describe('NotificationBell', () => {
  it('titles the menu with the unread count', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <NotificationBell
        notifications={[notification(1, 'Hello'), notification(2, 'Old', 1), notification(3, 'Hi')]}
      />,
    );
    await user.click(await screen.findByRole('button', { name: '2 New Notifications' }));
    expect(await screen.findByText('2 New Notifications')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Read' })).toHaveLength(2);
  });

  it('opens the whole message in a dialog with Read', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const body = 'Could I move my appointment to Friday afternoon?';
    renderWithRouter(<NotificationBell notifications={[notification(1, body)]} onOpen={onOpen} />);
    await user.click(await screen.findByRole('button', { name: '1 New Notifications' }));
    await user.click(await screen.findByRole('button', { name: 'Read' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message' });
    expect(dialog).toHaveTextContent(body);
    expect(dialog).toHaveTextContent('Grace Hopper');
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });

  it('says so when there is nothing new', async () => {
    const user = userEvent.setup();
    renderWithRouter(<NotificationBell notifications={[]} />);
    await user.click(await screen.findByRole('button', { name: '0 New Notifications' }));
    expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
  });

  it('closes the list when a message opens, and gives focus back to the bell after', async () => {
    const user = userEvent.setup();
    renderWithRouter(<NotificationBell notifications={[notification(1, 'Hello there')]} />);
    const bell = await screen.findByRole('button', { name: '1 New Notifications' });
    await user.click(bell);
    await user.click(await screen.findByRole('button', { name: 'Read' }));
    expect(await screen.findByRole('dialog', { name: 'Message' })).toHaveTextContent('Hello there');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '1 New Notifications' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Read' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(bell).toHaveFocus());
  });

  it('counts every unread one, lists 15-character previews, and names a contact message by its visitor', async () => {
    const user = userEvent.setup();
    const contact: Notification = {
      ...notification(4, 'New message from Daniel Moreau: Do you sell gift cards?'),
      senderable: null,
      message: {
        id: 7,
        business_id: 1,
        thread: 't',
        reply_message_id: null,
        senderable_id: null,
        senderable_type: null,
        receiverable_id: 1,
        receiverable_type: 'business',
        contact_name: 'Daniel Moreau',
        contact_email: 'daniel@example.org',
        contact_phone: null,
        body: 'I would like a gift card for my sister.',
        type: 'contact',
        status_read: 0,
        is_starred: 0,
        action: 'received',
        created_at: '2026-03-02T10:00:00.000Z',
      },
    };
    renderWithRouter(<NotificationBell notifications={[contact]} unreadCount={42} />);
    await user.click(await screen.findByRole('button', { name: '42 New Notifications' }));
    expect(await screen.findByText('New message fro...')).toBeInTheDocument();
    expect(screen.getByText('Daniel Moreau')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message' });
    expect(dialog).toHaveTextContent('New message from Daniel Moreau: Do you sell gift cards?');
    expect(dialog).toHaveTextContent('I would like a gift card for my sister.');
  });
});
