import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { liveAdminSessions, resolveSession } from '../services/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface NotificationEvent {
  notification: {
    id: number;
    business_id: number;
    type: string;
    body: string;
    body_key: string | null;
    body_values: Record<string, string | number | string[]> | null;
    status_read: number;
    created_at: string;
  };
}

export interface Realtime {
  /** Delivers NewNotification to every open console of the admin, on any API process. */
  notifyAdmin(adminId: number, event: NotificationEvent): void;
  /** Closes every socket opened with these sessions, on any API process (they ended). */
  endSessions(sessionIds: readonly string[]): void;
  /** The sockets open on this process. */
  socketCount(): number;
}

export const adminRoom = (adminId: number) => `admin.${adminId}`;
const sessionRoom = (sessionId: string) => `session.${sessionId}`;

/**
 * How often each process checks the sessions of its own sockets: a safety net for sessions
 * that end without a call to endSessions (tokens expired, rows changed outside the API, or
 * API processes sharing a database without Redis). One query per process per period.
 */
export const SESSION_SWEEP_MS = 5_000;

/**
 * socket.io on the API's own HTTP server. A socket authenticates with its access token and
 * joins its admin's private room and its session's room; when the session ends (sign-out,
 * password reset, revocation, a change of roles or status) its sockets are closed. With
 * REDIS_URL the Redis adapter fans events and those closings out across API processes.
 */
export const realtimePlugin = fp(async (app: FastifyInstance, opts: { redisUrl?: string }) => {
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    // A console whose network dropped is noticed within 25 s (not socket.io's 45 s), so it
    // reconnects and catches up sooner.
    pingInterval: 15_000,
    pingTimeout: 10_000,
  });

  if (opts.redisUrl) {
    const [{ Redis }, { createAdapter }] = await Promise.all([
      import('ioredis'),
      import('@socket.io/redis-adapter'),
    ]);
    const pub = new Redis(opts.redisUrl);
    const sub = pub.duplicate();
    io.adapter(createAdapter(pub, sub));
    app.addHook('onClose', async () => {
      await Promise.all([pub.quit(), sub.quit()]);
    });
  }

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown }).token;
    const resolved =
      typeof token === 'string'
        ? await resolveSession(app.db, app.roleGrants, token, app.config.TOKEN_IDLE_MINUTES)
        : null;
    if (!resolved || resolved.admin.is_active !== 1) return next(new Error('unauthorized'));
    socket.data.adminId = resolved.adminId;
    socket.data.sessionId = resolved.sessionId;
    next();
  });

  // A socket the session ends for is closed by its session's room, so it joins it only once
  // connected (endSessions reaches connected sockets only), then checks the session once more:
  // a session that ended between the handshake and here closes it too.
  io.on('connection', (socket) => {
    const sessionId = socket.data.sessionId as string;
    void (async () => {
      await Promise.all([socket.join(adminRoom(socket.data.adminId as number)), socket.join(sessionRoom(sessionId))]);
      if (!(await liveAdminSessions(app.db, [sessionId])).has(sessionId)) socket.disconnect(true);
    })().catch((error: unknown) => {
      app.log.warn({ err: error }, 'a socket could not be set up');
      socket.disconnect(true);
    });
  });

  const sweep = setInterval(() => {
    const local = new Set<string>();
    for (const socket of io.of('/').sockets.values()) local.add(socket.data.sessionId as string);
    if (local.size === 0) return;
    liveAdminSessions(app.db, [...local])
      .then((live) => {
        const ended = [...local].filter((id) => !live.has(id)).map(sessionRoom);
        if (ended.length > 0) io.local.in(ended).disconnectSockets(true);
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'the socket session sweep failed'));
  }, SESSION_SWEEP_MS);
  sweep.unref();

  app.decorate('realtime', {
    notifyAdmin(adminId, event) {
      io.to(adminRoom(adminId)).emit('NewNotification', event);
    },
    endSessions(sessionIds) {
      if (sessionIds.length > 0) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    },
    socketCount: () => io.of('/').sockets.size,
  } satisfies Realtime);

  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await io.close();
  });
});
