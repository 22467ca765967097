import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectRealtime, onNewNotification, type RealtimeSocket } from './realtime';

let socket: RealtimeSocket | undefined;
afterEach(() => {
  socket?.close();
});

describe('connectRealtime', () => {
  it('authenticates with the current token on each connection', () => {
    let token: string | null = 'first';
    socket = connectRealtime({
      url: 'http://localhost:3000',
      getToken: () => token,
      autoConnect: false,
    });
    const auth = socket.auth as (cb: (data: object) => void) => void;
    const sent = vi.fn();
    auth(sent);
    token = 'second';
    auth(sent);
    expect(sent.mock.calls).toEqual([[{ token: 'first' }], [{ token: 'second' }]]);
  });

  it('uses the socket.io path of the API by default', () => {
    socket = connectRealtime({
      url: 'http://localhost:3000',
      getToken: () => null,
      autoConnect: false,
    });
    expect(socket.io.opts.path).toBe('/socket.io');
    expect(socket.io.reconnection()).toBe(true);
    expect(socket.io.reconnectionDelayMax()).toBe(10_000);
    expect(socket.connected).toBe(false);
  });
});

describe('onNewNotification', () => {
  it('delivers NewNotification events until unsubscribed', () => {
    socket = connectRealtime({
      url: 'http://localhost:3000',
      getToken: () => 't',
      autoConnect: false,
    });
    const handler = vi.fn();
    const stop = onNewNotification(socket, handler);
    expect(socket.listeners('NewNotification')).toEqual([handler]);
    stop();
    expect(socket.listeners('NewNotification')).toEqual([]);
  });
});
