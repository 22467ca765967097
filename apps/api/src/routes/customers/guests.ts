import {
  AppError,
  CreateGuestInputSchema,
  ErrorCode,
  GuestListQuerySchema,
  GuestSchema,
  HttpMessages,
  IdParamSchema,
  UpdateGuestInputSchema,
  envelope,
  paginated,
} from '@rendezvous/domain';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { guests } from '../../db/schema';
import { ok, pageWindow, toPage } from '../../lib/http';
import { requireBusinessId } from '../../plugins/auth';
import { matchesPerson } from './shared';
import { clock } from '../../lib/clock';

export const GuestRouteMessages = {
  created: 'Guest created',
  updated: 'Guest updated',
  nothingChanged: 'Nothing to update: the guest is unchanged.',
} as const;

const guestColumns = {
  id: guests.id,
  business_id: guests.business_id,
  firstname: guests.firstname,
  lastname: guests.lastname,
  full_name: guests.full_name,
  email: guests.email,
  phone: guests.phone,
  status: guests.status,
  created_at: guests.created_at,
};

type GuestRow = {
  id: number;
  firstname: string;
  lastname: string;
  full_name: string | null;
  email: string;
  phone: string | null;
  status: 'active' | 'inactive' | 'suspended';
  business_id: number;
  created_at: Date;
};

const present = (row: GuestRow) => ({
  ...row,
  full_name: row.full_name ?? `${row.firstname} ${row.lastname}`.trim(),
  morph_class: 'guest' as const,
  created_at: row.created_at.toISOString(),
});

async function loadGuest(db: Db, businessId: number, id: number) {
  const [row] = await db
    .select(guestColumns)
    .from(guests)
    .where(and(eq(guests.id, id), eq(guests.business_id, businessId)));
  if (!row) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
  return present(row);
}

export default async function guestRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/guests',
    {
      config: { permission: ['guests', 'read'] },
      schema: {
        operationId: 'listGuests',
        tags: ['customers'],
        summary: "A page of the business's guests, newest first",
        description:
          "Always the X-Business-Id's guests: a business_id naming another business is refused (403). search covers name and email.",
        querystring: GuestListQuerySchema,
        response: { 200: z.object({ data: paginated(GuestSchema) }) },
      },
    },
    async (request) => {
      const businessId = requireBusinessId(request);
      const { business_id, status, search } = request.query;
      if (business_id !== undefined && business_id !== businessId)
        throw new AppError(ErrorCode.Forbidden, HttpMessages.forbidden);
      const window = pageWindow(request.query);
      const filters: (SQL | undefined)[] = [eq(guests.business_id, businessId)];
      if (status) filters.push(eq(guests.status, status));
      if (search?.trim()) filters.push(matchesPerson(guests, search));
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        app.db
          .select(guestColumns)
          .from(guests)
          .where(where)
          .orderBy(desc(guests.created_at), desc(guests.id))
          .limit(window.limit)
          .offset(window.offset),
        app.db.select({ total: count() }).from(guests).where(where),
      ]);
      return ok(toPage(rows.map(present), total?.total ?? 0, window));
    },
  );

  app.post(
    '/guest',
    {
      config: { permission: ['guests', 'create'] },
      schema: {
        operationId: 'createGuest',
        tags: ['customers'],
        summary: 'Add a guest (a customer without an account) to the business',
        body: CreateGuestInputSchema,
        response: { 201: z.object({ data: GuestSchema, message: z.string() }) },
      },
    },
    async (request, reply) => {
      const businessId = requireBusinessId(request);
      const { phone, ...input } = request.body;
      const [row] = await app.db
        .insert(guests)
        .values({ ...input, email: input.email.trim(), phone: phone?.trim() || null, business_id: businessId })
        .returning(guestColumns);
      reply.code(201);
      return ok(present(row!), GuestRouteMessages.created);
    },
  );

  app.put(
    '/guest/:id',
    {
      config: { permission: ['guests', 'update'] },
      schema: {
        operationId: 'updateGuest',
        tags: ['customers'],
        summary: 'Change a guest of the business (any of names, email, phone, status)',
        params: IdParamSchema,
        body: UpdateGuestInputSchema,
        response: { 200: envelope(GuestSchema).extend({ message: z.string() }) },
      },
    },
    async (request) => {
      const businessId = requireBusinessId(request);
      const current = await loadGuest(app.db, businessId, request.params.id);
      const changes = Object.fromEntries(
        Object.entries(request.body).filter(([key, value]) => value !== undefined && current[key as keyof typeof current] !== value),
      );
      if (Object.keys(changes).length === 0) throw new AppError(ErrorCode.Validation, GuestRouteMessages.nothingChanged);
      const [row] = await app.db
        .update(guests)
        .set({ ...changes, updated_at: clock.now() })
        .where(and(eq(guests.id, current.id), eq(guests.business_id, businessId)))
        .returning(guestColumns);
      return ok(present(row!), GuestRouteMessages.updated);
    },
  );
}
