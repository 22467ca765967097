import type { RealtimeSocket } from '@rendezvous/api-client/realtime';

type Listener = (...args: never[]) => void;

/**
 * A socket.io client socket without a network, for tests: the test plays the server and the
 * network with `receive`, `drop`, `refuse` and `accept`.
 */
export class FakeSocket {
  connected = false;
  /** socket.io keeps a socket active while it retries by itself; a refused handshake ends that. */
  active = true;
  closed = false;
  connectCalls = 0;
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  connect() {
    this.connectCalls += 1;
    this.active = true;
    return this;
  }

  close() {
    this.closed = true;
    this.active = false;
    this.connected = false;
    return this;
  }

  disconnect() {
    return this.close();
  }

  listenerCount(event: string) {
    return this.listeners.get(event)?.size ?? 0;
  }

  /** The server accepted the (re)connection. */
  accept() {
    this.connected = true;
    this.active = true;
    this.fire('connect');
  }

  /** The network went away. */
  drop() {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  /** The server refused the handshake (a stale token). */
  refuse() {
    this.connected = false;
    this.active = false;
    this.fire('connect_error', new Error('unauthorized'));
  }

  /** The server pushed an event. */
  receive(event: string, payload: unknown) {
    this.fire(event, payload);
  }

  private fire(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])])
      (listener as (...a: unknown[]) => void)(...args);
  }

  asSocket(): RealtimeSocket {
    return this as unknown as RealtimeSocket;
  }
}

/** Stands in for '@rendezvous/api-client/realtime' in component tests: sockets that never connect. */
export const fakeRealtimeModule = {
  connectRealtime: () => new FakeSocket().asSocket(),
  onNewNotification: () => () => {},
};
