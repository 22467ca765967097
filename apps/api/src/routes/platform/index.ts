import { AppError, ErrorCode, HttpMessages, PlatformStatsSchema } from '@rendezvous/domain';
import { isPlatformAdmin } from '@rendezvous/permissions';
import { and, count, gte, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { admins, appointments, businesses } from '../../db/schema';
import { clock } from '../../lib/clock';
import { ok } from '../../lib/http';
import { requireAdmin } from '../../plugins/auth';

/** The first day of `now`'s UTC month and of the next one, as YYYY-MM-DD. */
function monthBounds(now: Date): { month: string; from: string; to: string } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const day = (y: number, m: number) => new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  return { month: day(year, month).slice(0, 7), from: day(year, month), to: day(year, month + 1) };
}

export default async function platformRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/platform/stats',
    {
      config: { permission: ['all-businesses', 'read'] },
      schema: {
        operationId: 'platformStats',
        tags: ['platform'],
        summary: "The platform admin's dashboard: businesses, admins and this month's appointments across every business",
        description:
          'Platform admins only (403 for anyone else). appointments_this_month counts appointments dated in the current UTC calendar month (month, YYYY-MM).',
        response: { 200: z.object({ data: PlatformStatsSchema, message: z.string().optional() }) },
      },
    },
    async (request) => {
      if (!isPlatformAdmin(requireAdmin(request))) {
        throw new AppError(ErrorCode.Forbidden, HttpMessages.forbidden);
      }
      const { month, from, to } = monthBounds(clock.now());
      const [[b], [a], [m]] = await Promise.all([
        app.db.select({ n: count() }).from(businesses),
        app.db.select({ n: count() }).from(admins),
        app.db
          .select({ n: count() })
          .from(appointments)
          .where(and(gte(appointments.date, from), lt(appointments.date, to))),
      ]);
      return ok({ businesses: b?.n ?? 0, admins: a?.n ?? 0, appointments_this_month: m?.n ?? 0, month });
    },
  );
}
