import { adminKeys, tokenStore } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { fakeApi } from '@rendezvous/api-client/testing';
import { AppError, ErrorCode, formatDateTime, type Notification } from '@rendezvous/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAdmin } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';
import { NotificationsPage } from './NotificationsPage';

const CREATED = '2026-03-02T10:00:00.000Z';
const notification = (over: Partial<Notification>): Notification => ({
  id: 1,
  business_id: 10,
  type: 'sms',
  body: 'Olivia Chen confirmed her appointment by SMS.',
  body_key: null,
  body_values: null,
  status_read: 0,
  created_at: CREATED,
  senderable: { id: 3, full_name: 'Olivia Chen', image_url: null },
  message: null,
  ...over,
});
const contactMessage = {
  id: 77,
  business_id: 10,
  thread: 't-77',
  reply_message_id: null,
  senderable_id: null,
  senderable_type: null,
  receiverable_id: 10,
  receiverable_type: 'business' as const,
  contact_name: 'Daniel Moreau',
  contact_email: 'daniel.moreau@example.org',
  contact_phone: '+1 514-555-0190',
  body: 'Do you sell gift cards? I would like one for my sister’s birthday.',
  type: 'contact' as const,
  status_read: 0 as const,
  is_starred: 0 as const,
  action: 'received' as const,
  created_at: CREATED,
};
const ROWS = [
  notification({ id: 1 }),
  notification({
    id: 2,
    type: 'contact',
    body: 'New message from Daniel Moreau: Do you sell gift cards?',
    senderable: null,
    message: contactMessage,
  }),
  notification({
    id: 3,
    type: 'appointment',
    body: 'Appointment moved to Friday 10:00',
    senderable: null,
    status_read: 1,
  }),
];
const page = (rows: Notification[], total = rows.length) => ({
  data: rows,
  current_page: 1,
  last_page: Math.max(1, Math.ceil(total / 10)),
  per_page: 10,
  total,
});

function renderPage(handlers: Parameters<typeof fakeApi>[0] = {}) {
  tokenStore.set({ token: 'token-1' });
  const queryClient = createQueryClient();
  queryClient.setQueryData(adminKeys.me(), makeAdmin(['admin', 'consultant']));
  const api = fakeApi({ 'GET notifications': () => page(ROWS, 23), ...handlers });
  renderWithRouter(<NotificationsPage />, { api, queryClient });
  return { api, user: userEvent.setup() };
}

const listQueries = (api: ReturnType<typeof fakeApi>) =>
  vi
    .mocked(api.request)
    .mock.calls.filter(([m, p]) => m === 'get' && p === 'notifications')
    .map((c) => c[2]?.query);
const patched = (api: ReturnType<typeof fakeApi>) =>
  vi.mocked(api.request).mock.calls.filter(([m]) => m === 'patch');

describe('NotificationsPage', () => {
  it('lists notifications newest first by when they were raised, not by id', async () => {
    // A seeded or imported notification can have a lower id than an older one.
    renderPage({
      'GET notifications': () =>
        page([
          notification({ id: 9, body: 'Noon bookings', created_at: '2026-03-02T12:50:00.000Z' }),
          notification({ id: 4, body: 'Afternoon call', created_at: '2026-03-02T14:26:42.000Z' }),
          notification({ id: 7, body: 'Morning reply', created_at: '2026-03-02T09:05:00.000Z' }),
        ]),
    });
    await screen.findByText('Morning reply');
    const previews = screen.getAllByRole('button', {
      name: /^(Noon bookings|Afternoon call|Morning reply)$/,
    });
    expect(previews.map((b) => b.textContent)).toEqual([
      'Afternoon call',
      'Noon bookings',
      'Morning reply',
    ]);
    // 14:26 reads as afternoon, after 12:50, whatever the viewer's clock.
    const afternoon = previews[0]!.closest('tr')!;
    expect(
      within(afternoon).getByText(formatDateTime('2026-03-02T14:26:42.000Z')),
    ).toBeInTheDocument();
  });

  it('lists status chips, type, sender (or Unknown Sender), a 15-character preview and the date', async () => {
    const { api } = renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notifications' }),
    ).toBeInTheDocument();
    const sms = (await screen.findByText('Olivia Chen con...')).closest(
      'tr',
    )!;
    expect(within(sms).getByRole('button', { name: 'Olivia Chen con...' })).toBeInTheDocument();
    expect(within(sms).getByText('Unread')).toBeInTheDocument();
    expect(within(sms).getByText('SMS')).toBeInTheDocument();
    expect(within(sms).getByText('Olivia Chen')).toBeInTheDocument();
    // The console's one date style, on the 12-hour clock with AM/PM unless the admin chose 24-hour.
    expect(
      within(sms).getByText(formatDateTime(CREATED, { timeFormat: '12h' })),
    ).toBeInTheDocument();
    expect(within(sms).getByText(/^2026\/03\/0[1-3] \d{2}:00:00 [AP]M$/)).toBeInTheDocument();

    const contact = screen.getByText('New message fro...').closest('tr')!;
    expect(within(contact).getByText('Contact')).toBeInTheDocument();
    expect(within(contact).getByText('Daniel Moreau')).toBeInTheDocument();
    const appointment = screen.getByText('Appointment mov...').closest('tr')!;
    expect(within(appointment).getByText('Read')).toBeInTheDocument();
    expect(within(appointment).getByText('Unknown Sender')).toBeInTheDocument();

    expect(listQueries(api)[0]).toMatchObject({ paginate: 10, page: 1 });
    expect(listQueries(api)[0]).not.toHaveProperty('type');
  });

  it('opening a contact preview shows the whole text and the message, and marks it read', async () => {
    const { api, user } = renderPage({
      'PATCH notification/2': () => ({ ...ROWS[1], status_read: 1 }),
    });
    await user.click(await screen.findByText('New message fro...'));
    const dialog = await screen.findByRole('dialog', { name: 'Message' });
    expect(dialog).toHaveTextContent('New message from Daniel Moreau: Do you sell gift cards?');
    expect(dialog).toHaveTextContent('I would like one for my sister’s birthday.');
    expect(within(dialog).getByRole('link', { name: 'daniel.moreau@example.org' })).toHaveAttribute(
      'href',
      'mailto:daniel.moreau@example.org',
    );
    await waitFor(() => expect(patched(api)).toHaveLength(1));
    expect(patched(api)[0]![1]).toBe('notification/2');
    expect(patched(api)[0]![2]).toMatchObject({ json: { status_read: 1 } });
    // Every notification list (this page and the bell) is fetched again.
    await waitFor(() => expect(listQueries(api).length).toBeGreaterThan(1));
  });

  it('does not mark an already read one again', async () => {
    const { api, user } = renderPage();
    await user.click(await screen.findByText('Appointment mov...'));
    expect(await screen.findByRole('dialog', { name: 'Message' })).toHaveTextContent(
      'Appointment moved to Friday 10:00',
    );
    expect(patched(api)).toHaveLength(0);
  });

  it('filters by type and by status back on page 1, and pages', async () => {
    const { api, user } = renderPage();
    await screen.findByText('Appointment mov...');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ page: 2 }));

    await user.click(screen.getByRole('textbox', { name: 'Filter by type' }));
    for (const label of ['SMS', 'Contact', 'Appointment'])
      expect(await screen.findByRole('option', { name: label })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Contact' }));
    await waitFor(() =>
      expect(listQueries(api).at(-1)).toMatchObject({ type: 'contact', page: 1 }),
    );

    await user.click(screen.getByRole('textbox', { name: 'Filter by status' }));
    await user.click(await screen.findByRole('option', { name: 'Unread' }));
    await waitFor(() =>
      expect(listQueries(api).at(-1)).toMatchObject({ type: 'contact', statusRead: 0, page: 1 }),
    );
    await user.click(screen.getByRole('textbox', { name: 'Filter by status' }));
    await user.click(await screen.findByRole('option', { name: 'Read' }));
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ statusRead: 1 }));
  });

  it('shows the empty state', async () => {
    renderPage({ 'GET notifications': () => page([]) });
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list fails', async () => {
    const { user, api } = renderPage({
      'GET notifications': () => {
        throw new AppError(ErrorCode.Internal, 'Server error');
      },
    });
    expect(await screen.findByText('The notifications could not be loaded.')).toBeInTheDocument();
    const before = listQueries(api).length;
    await user.click(screen.getByRole('button', { name: /retry/i }));
    await waitFor(() => expect(listQueries(api).length).toBeGreaterThan(before));
  });
});
