import { appointmentKeys, notificationKeys } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { fakeApi } from '@rendezvous/api-client/testing';
import type { Notification } from '@rendezvous/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { FakeSocket } from './fake-socket';
import { showLanguage } from '../../i18n/i18n';
import { RealtimeBridge } from './RealtimeBridge';
import { DENIED_RETRY_MS, MESSAGES_KEY } from './use-realtime';

const notification = (over: Partial<Notification> = {}): Notification => ({
  id: 40,
  business_id: 10,
  type: 'contact',
  body: 'New message from Ana Ruiz: Are you open on Sunday?',
  body_key: null,
  body_values: null,
  status_read: 0,
  created_at: '2026-03-02T10:00:00.000Z',
  ...over,
});

function mount() {
  const socket = new FakeSocket();
  const connect = vi.fn(async () => socket.asSocket());
  const queryClient = createQueryClient();
  const invalidated: unknown[][] = [];
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push([...(filters?.queryKey ?? [])]);
  });
  const rendered = renderWithRouter(<RealtimeBridge connect={connect} />, {
    api: fakeApi({}),
    queryClient,
  });
  return { socket, connect, invalidated, rendered };
}

const refreshed = (invalidated: unknown[][], key: readonly unknown[]) =>
  invalidated.filter((k) => JSON.stringify(k) === JSON.stringify(key)).length;

afterEach(() => {
  vi.useRealTimers();
});

describe('RealtimeBridge', () => {
  it('refreshes the notifications and messages on a contact NewNotification and toasts its body', async () => {
    const { socket, connect, invalidated } = mount();
    await waitFor(() => expect(socket.listenerCount('NewNotification')).toBe(1));
    expect(connect).toHaveBeenCalledTimes(1);
    act(() => socket.accept());
    invalidated.length = 0;

    act(() => socket.receive('NewNotification', { notification: notification() }));
    expect(
      await screen.findByText('New message from Ana Ruiz: Are you open on Sunday?'),
    ).toBeInTheDocument();
    expect(refreshed(invalidated, notificationKeys.all)).toBe(1);
    expect(refreshed(invalidated, MESSAGES_KEY)).toBe(1);
  });

  it("toasts a text the server wrote in the console's language", async () => {
    await showLanguage('fr-CA');
    const { socket } = mount();
    await waitFor(() => expect(socket.listenerCount('NewNotification')).toBe(1));
    act(() =>
      socket.receive('NewNotification', {
        notification: notification({
          type: 'appointment',
          body: '3 appointments of a series cancelled from 2027-06-08',
          body_key: 'bellSeriesCancelled',
          body_values: { count: 3, date: '2027-06-08' },
        }),
      }),
    );
    expect(
      await screen.findByText('3 rendez-vous d’une série annulés à partir du 8 juin 2027'),
    ).toBeInTheDocument();
  });

  it('leaves the messages alone for an appointment notification', async () => {
    const { socket, invalidated } = mount();
    await waitFor(() => expect(socket.listenerCount('NewNotification')).toBe(1));
    act(() =>
      socket.receive('NewNotification', {
        notification: notification({
          type: 'appointment',
          body: 'Olivia Chen booked Friday 10:00',
        }),
      }),
    );
    expect(await screen.findByText('Olivia Chen booked Friday 10:00')).toBeInTheDocument();
    expect(refreshed(invalidated, notificationKeys.all)).toBe(1);
    expect(refreshed(invalidated, MESSAGES_KEY)).toBe(0);
  });

  it('reloads the appointments when a booking arrives (e.g. from the public site), not for a contact', async () => {
    const { socket, invalidated } = mount();
    await waitFor(() => expect(socket.listenerCount('NewNotification')).toBe(1));
    act(() => socket.receive('NewNotification', { notification: notification() }));
    expect(refreshed(invalidated, appointmentKeys.all)).toBe(0);
    act(() =>
      socket.receive('NewNotification', {
        notification: notification({
          id: 41,
          type: 'appointment',
          body: 'New appointment from the website: Noah Tremblay on 2031-06-17 09:00–09:30',
        }),
      }),
    );
    expect(refreshed(invalidated, appointmentKeys.all)).toBe(1);
  });

  it('refetches what it missed when it reconnects after a network drop', async () => {
    const { socket, invalidated } = mount();
    await waitFor(() => expect(socket.listenerCount('connect')).toBe(1));
    act(() => socket.accept());
    act(() => socket.drop());
    invalidated.length = 0;
    act(() => socket.accept());
    expect(refreshed(invalidated, notificationKeys.all)).toBe(1);
    expect(refreshed(invalidated, MESSAGES_KEY)).toBe(1);
  });

  it('reconnects at once when the browser is back online', async () => {
    const { socket } = mount();
    await waitFor(() => expect(socket.listenerCount('connect')).toBe(1));
    act(() => socket.accept());
    act(() => socket.drop());
    const before = socket.connectCalls;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(socket.connectCalls).toBe(before + 1);
  });

  it('tries again, later and later, after the server refused the token', async () => {
    const { socket } = mount();
    await waitFor(() => expect(socket.listenerCount('connect_error')).toBe(1));
    vi.useFakeTimers();
    act(() => socket.refuse());
    act(() => vi.advanceTimersByTime(DENIED_RETRY_MS.first - 1));
    expect(socket.connectCalls).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(socket.connectCalls).toBe(1);
    act(() => socket.refuse());
    act(() => vi.advanceTimersByTime(DENIED_RETRY_MS.first));
    expect(socket.connectCalls).toBe(1);
    act(() => vi.advanceTimersByTime(DENIED_RETRY_MS.first));
    expect(socket.connectCalls).toBe(2);
  });

  it('closes the socket when the frame goes away (signing out)', async () => {
    const { socket, rendered } = mount();
    await waitFor(() => expect(socket.listenerCount('NewNotification')).toBe(1));
    rendered.unmount();
    expect(socket.closed).toBe(true);
  });
});

describe('RealtimeBridge when the realtime code cannot load', () => {
  it('tries again once the browser is back online', async () => {
    const socket = new FakeSocket();
    const connect = vi
      .fn<() => Promise<ReturnType<FakeSocket['asSocket']>>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(socket.asSocket());
    renderWithRouter(<RealtimeBridge connect={connect} />, {
      api: fakeApi({}),
      queryClient: createQueryClient(),
    });
    await waitFor(() => expect(connect).toHaveBeenCalledTimes(1));
    await act(async () => {});
    expect(socket.listenerCount('NewNotification')).toBe(0);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(socket.listenerCount('NewNotification')).toBe(1));
    expect(connect).toHaveBeenCalledTimes(2);
  });
});
