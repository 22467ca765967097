import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { resolveSession } from '../services/tokens';

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
    status_read: number;
    created_at: string;
  };
}

export interface Realtime {
  /** Delivers NewNotification to every open console of the admin, on any API process. */
  notifyAdmin(adminId: number, event: NotificationEvent): void;
}

export const adminRoom = (adminId: number) => `admin.${adminId}`;

/**
 * socket.io on the API's own HTTP server. A socket authenticates with its access token and
 * joins its admin's private room. With REDIS_URL the Redis adapter fans events out across
 * API processes.
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
    await socket.join(adminRoom(resolved.adminId));
    next();
  });

  app.decorate('realtime', {
    notifyAdmin(adminId, event) {
      io.to(adminRoom(adminId)).emit('NewNotification', event);
    },
  } satisfies Realtime);

  app.addHook('onClose', async () => {
    await io.close();
  });
});
