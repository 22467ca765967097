import { appointmentKeys, messageKeys, notificationKeys, tokenStore } from '@rendezvous/api-client';
import type { RealtimeSocket } from '@rendezvous/api-client/realtime';
import { REALTIME_EVENTS, type NewNotificationEvent } from '@rendezvous/domain';
import { showSuccessToast } from '@rendezvous/ui-kit';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useActivityNoteWriter } from '../activities/use-activity-note';

/** Opens the signed-in admin's socket. */
export type ConnectRealtime = () => Promise<RealtimeSocket>;

/**
 * The console's socket: socket.io is imported on first use, so it stays out of the sign-in
 * page's bundle. The token is read on every (re)connection.
 */
export const connectConsoleRealtime: ConnectRealtime = async () => {
  const { connectRealtime } = await import('@rendezvous/api-client/realtime');
  return connectRealtime({ getToken: () => tokenStore.get() });
};

/** Every messages query (inbox, outbox, starred, threads) starts with this key. */
export const MESSAGES_KEY = messageKeys.all;

/** After a refused handshake (an expired token): first retry after this, doubling up to the cap. */
export const DENIED_RETRY_MS = { first: 2_000, max: 60_000 } as const;

function refreshNotifications(queryClient: QueryClient, withMessages: boolean) {
  void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  if (withMessages) void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
}

export interface UseRealtimeOptions {
  connect?: ConnectRealtime;
  /** Shows a notification's text, in the console's language; the UI kit's success toast by default. */
  toast?: (body: string) => void;
}

/**
 * Keeps the console live while it is mounted (the signed-in frame): each NewNotification
 * refreshes the bell and the notifications page, a contact one the messages too, an
 * appointment one the appointments (lists, details and dashboard figures), and shows
 * its text in a success toast (in the console's language when the server wrote it). On every (re)connection (after a network drop, or the first,
 * which may come after the bell first loaded) it refetches both, so nothing sent while the
 * socket was away is missed. Unmounting (signing out) closes the socket.
 */
export function useRealtime({
  connect = connectConsoleRealtime,
  toast = showSuccessToast,
}: UseRealtimeOptions = {}) {
  const queryClient = useQueryClient();
  // Read when a notification arrives: a change of language must not reopen the socket.
  const writeNote = useActivityNoteWriter();
  const write = useRef(writeNote);
  write.current = writeNote;

  useEffect(() => {
    let socket: RealtimeSocket | undefined;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let retryDelay: number = DENIED_RETRY_MS.first;

    const onNotification = ({ notification }: NewNotificationEvent) => {
      refreshNotifications(queryClient, notification.type === 'contact');
      // A booking made elsewhere (the public site, a colleague) shows in the open lists and
      // dashboard figures at once.
      if (notification.type === 'appointment') {
        void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
      }
      toast(write.current({ note_key: notification.body_key, note_values: notification.body_values }) ?? notification.body);
    };
    const onConnect = () => {
      retryDelay = DENIED_RETRY_MS.first;
      refreshNotifications(queryClient, true);
    };
    const onConnectError = () => {
      // socket.io retries a network failure itself (the socket stays active); a handshake the
      // server refused is ours to retry, with whatever token there is by then.
      if (!socket || socket.active || stopped) return;
      clearTimeout(retry);
      retry = setTimeout(() => socket?.connect(), retryDelay);
      retryDelay = Math.min(retryDelay * 2, DENIED_RETRY_MS.max);
    };
    const onDisconnect = (reason: string) => {
      // The server closing the socket is not retried by socket.io; the console still wants it.
      if (reason === 'io server disconnect' && !stopped) socket?.connect();
    };
    let opening = false;
    const open = () => {
      opening = true;
      connect()
        .then((opened) => {
          if (stopped) {
            opened.close();
            return;
          }
          socket = opened;
          opened.on(REALTIME_EVENTS.newNotification, onNotification);
          opened.on('connect', onConnect);
          opened.on('connect_error', onConnectError);
          opened.on('disconnect', onDisconnect);
          if (opened.connected) onConnect();
        })
        .catch(() => {
          // The realtime code could not load (offline at that moment): the console still
          // works, and this is tried again when the browser is back online.
        })
        .finally(() => {
          opening = false;
        });
    };
    // The browser says the network is back: do not wait for socket.io's next try.
    const onOnline = () => {
      if (!socket) {
        if (!opening) open();
      } else if (!socket.connected) socket.connect();
    };

    open();
    window.addEventListener('online', onOnline);

    return () => {
      stopped = true;
      clearTimeout(retry);
      window.removeEventListener('online', onOnline);
      socket?.close();
    };
  }, [connect, toast, queryClient]);
}
