import { REALTIME_EVENTS, type NewNotificationEvent } from '@rendezvous/domain';
import { io, type Socket } from 'socket.io-client';

/** Events the API pushes. */
export interface ServerToClientEvents {
  [REALTIME_EVENTS.newNotification]: (event: NewNotificationEvent) => void;
}
/** The apps only listen. */
export type ClientToServerEvents = Record<never, never>;
export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export type RealtimeOptions = {
  /** The API's origin; the page's own origin when left out. */
  url?: string;
  getToken(): string | null;
  /** @default '/socket.io' */
  path?: string;
  /** @default true */
  autoConnect?: boolean;
};

/**
 * The socket of the signed-in admin. It reconnects by itself after a network drop (1 s, then
 * backing off to 10 s between tries), and the token is read again on every (re)connection,
 * so a reconnect after the token was refreshed authenticates with the new one.
 */
export function connectRealtime({
  url,
  getToken,
  path = '/socket.io',
  autoConnect = true,
}: RealtimeOptions): RealtimeSocket {
  const options = {
    path,
    autoConnect,
    reconnection: true,
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 10_000,
    auth: (cb: (data: object) => void) => cb({ token: getToken() ?? '' }),
  };
  return url === undefined ? io(options) : io(url, options);
}

/** Calls `handler` for each NewNotification; returns the function that stops listening. */
export function onNewNotification(
  socket: RealtimeSocket,
  handler: (event: NewNotificationEvent) => void,
): () => void {
  socket.on(REALTIME_EVENTS.newNotification, handler);
  return () => {
    socket.off(REALTIME_EVENTS.newNotification, handler);
  };
}
