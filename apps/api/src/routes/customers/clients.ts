import { randomBytes } from 'node:crypto';
import {
  AppError,
  ClientFindQuerySchema,
  ClientListQuerySchema,
  ClientSchema,
  ClientStatsSchema,
  CreateClientInputSchema,
  ErrorCode,
  HttpMessages,
  IdParamSchema,
  UpdateClientInputSchema,
  envelope,
  paginated,
} from '@rendezvous/domain';
import { and, asc, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { businesses, users } from '../../db/schema';
import { ok, pageWindow, toPage } from '../../lib/http';
import { hashPassword } from '../../lib/password';
import { requireBusinessId } from '../../plugins/auth';
import { lastMonths } from '../appointments/index';
import { matchesPerson, refuseDuplicateEmail } from './shared';
import { clock } from '../../lib/clock';
import { emitClientCreated } from '../../services/webhooks';
import { accountMail } from '../../notifications/account-mails';

export const ClientRouteMessages = {
  created: 'Client created. An email invites them to choose their password.',
  updated: 'Client updated',
  nothingChanged: 'Nothing to update: the client is unchanged.',
} as const;

const clientColumns = {
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  full_name: users.full_name,
  email: users.email,
  phone: users.phone,
  status: users.status,
  image_url: users.image_url,
  business_id: users.business_id,
  created_at: users.created_at,
};

type ClientRow = {
  id: number;
  firstname: string;
  lastname: string;
  full_name: string | null;
  email: string;
  phone: string | null;
  status: 'active' | 'inactive' | 'suspended';
  image_url: string | null;
  business_id: number;
  created_at: Date;
};

const present = (row: ClientRow) => ({
  ...row,
  full_name: row.full_name ?? `${row.firstname} ${row.lastname}`.trim(),
  morph_class: 'user' as const,
  created_at: row.created_at.toISOString(),
});

/** One client of the business; another business's id (or none) is a 404. */
export async function loadClient(db: Db, businessId: number, id: number) {
  const [row] = await db
    .select(clientColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.business_id, businessId)));
  if (!row) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
  return present(row);
}

const monthOfCreated = (timeZone: string) =>
  sql<string>`to_char(${users.created_at} at time zone ${timeZone}, 'YYYY-MM')`;

/** The public site's forgot-password page of the business, where the client picks a password. */
export function setPasswordLink(publicUrl: string, business: { id: number; subdomain: string | null }, email: string) {
  const site = encodeURIComponent(business.subdomain ?? String(business.id));
  return `${publicUrl.replace(/\/$/, '')}/site/${site}/forgot-password?email=${encodeURIComponent(email)}`;
}

export default async function clientRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const listSchema = {
    querystring: ClientListQuerySchema,
    response: { 200: z.object({ data: paginated(ClientSchema) }) },
  };
  const description =
    "The business's clients (the X-Business-Id's; filterByBusiness is accepted), newest first unless sort=asc; " +
    'search covers name and email; status is active, inactive or suspended; limit caps the page size.';

  const listHandler = async (businessId: number, query: z.output<typeof ClientListQuerySchema>) => {
    const { search, status, sort, limit } = query;
    const window = pageWindow({ ...query, paginate: limit ?? query.paginate });
    const filters: (SQL | undefined)[] = [eq(users.business_id, businessId)];
    if (status) filters.push(eq(users.status, status));
    if (search?.trim()) filters.push(matchesPerson(users, search));
    const where = and(...filters);
    const order = sort === 'asc' ? [asc(users.created_at), asc(users.id)] : [desc(users.created_at), desc(users.id)];
    const [rows, [total]] = await Promise.all([
      app.db.select(clientColumns).from(users).where(where).orderBy(...order).limit(window.limit).offset(window.offset),
      app.db.select({ total: count() }).from(users).where(where),
    ]);
    return ok(toPage(rows.map(present), total?.total ?? 0, window));
  };

  app.get(
    '/clients',
    {
      config: { permission: ['clients', 'read'] },
      schema: { operationId: 'listClients', tags: ['customers'], summary: "A page of the business's clients", description, ...listSchema },
    },
    (request) => listHandler(requireBusinessId(request), request.query),
  );

  app.get(
    '/users',
    {
      config: { permission: ['clients', 'read'] },
      schema: {
        operationId: 'listUsers',
        tags: ['customers'],
        summary: "A page of the business's clients (the spec's name: users)",
        description,
        ...listSchema,
      },
    },
    (request) => listHandler(requireBusinessId(request), request.query),
  );

  app.get(
    '/users/stats',
    {
      config: { permission: ['clients', 'read'] },
      schema: {
        operationId: 'clientStats',
        tags: ['customers'],
        summary:
          'Dashboard figures: total clients of the business, and clients registered per month (YYYY-MM in the business time zone) for the last 12 months, oldest first',
        response: { 200: envelope(ClientStatsSchema) },
      },
    },
    async (request) => {
      const businessId = requireBusinessId(request);
      const [business] = await app.db
        .select({ time_zone: businesses.time_zone })
        .from(businesses)
        .where(eq(businesses.id, businessId));
      const timeZone = business?.time_zone ?? 'UTC';
      const months = lastMonths(clock.now(), timeZone, 12);
      const month = monthOfCreated(timeZone);
      const inBusiness = eq(users.business_id, businessId);
      // A day of slack before the first month's start covers any zone offset; the month key filters exactly.
      const since = new Date(Date.UTC(Number(months[0]!.slice(0, 4)), Number(months[0]!.slice(5, 7)) - 1, 1) - 86_400_000);
      const [[total], rows] = await Promise.all([
        app.db.select({ n: count() }).from(users).where(inBusiness),
        app.db
          .select({ month, n: count() })
          .from(users)
          .where(and(inBusiness, gte(users.created_at, since)))
          // By position: the zone is a parameter, so the same expression twice would not match.
          .groupBy(sql`1`),
      ]);
      const counts = new Map(rows.map((r) => [r.month, r.n]));
      return ok({ total: total?.n ?? 0, monthly: months.map((m) => ({ month: m, count: counts.get(m) ?? 0 })) });
    },
  );

  app.get(
    '/user/find',
    {
      config: { permission: ['clients', 'read'] },
      schema: {
        operationId: 'findClients',
        tags: ['customers'],
        summary: "The appointment dialog's client search: at most 10 active clients whose name or email contains the query",
        querystring: ClientFindQuerySchema,
        response: { 200: envelope(z.array(ClientSchema)) },
      },
    },
    async (request) => {
      const businessId = requireBusinessId(request);
      const rows = await app.db
        .select(clientColumns)
        .from(users)
        .where(and(eq(users.business_id, businessId), eq(users.status, 'active'), matchesPerson(users, request.query.query)))
        .orderBy(asc(users.firstname), asc(users.lastname), asc(users.id))
        .limit(10);
      return ok(rows.map(present));
    },
  );

  app.get(
    '/user/:id',
    {
      config: { permission: ['clients', 'read'] },
      schema: {
        operationId: 'getClient',
        tags: ['customers'],
        summary: 'One client of the business',
        params: IdParamSchema,
        response: { 200: envelope(ClientSchema) },
      },
    },
    async (request) => ok(await loadClient(app.db, requireBusinessId(request), request.params.id)),
  );

  app.post(
    '/user',
    {
      config: { permission: ['clients', 'create'] },
      schema: {
        operationId: 'createClient',
        tags: ['customers'],
        summary: 'Add a client to the business; they get a random password and an email inviting them to choose their own',
        description:
          'A password in the body is ignored: an admin never knows a client\'s password. The email links to the forgot-password page ' +
          "of the business's public site with the client's email filled in. 422 when the email is already a client of the business.",
        body: CreateClientInputSchema,
        response: { 201: z.object({ data: ClientSchema, message: z.string() }) },
      },
    },
    async (request, reply) => {
      const businessId = requireBusinessId(request);
      const { password: _ignored, ...input } = request.body;
      const [business] = await app.db
        .select({
          id: businesses.id,
          name: businesses.name,
          subdomain: businesses.subdomain,
          default_language: businesses.default_language,
        })
        .from(businesses)
        .where(eq(businesses.id, businessId));
      if (!business) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
      // Nobody learns this password: the client replaces it through forgot-password.
      const password = await hashPassword(randomBytes(32).toString('base64url'));
      const email = input.email.trim();
      const row = await app.db
        .transaction(async (tx) => {
          const [inserted] = await tx
            .insert(users)
            .values({ ...input, email, business_id: businessId, password })
            .returning(clientColumns);
          await emitClientCreated(tx, app.jobs, businessId, inserted!.id);
          return inserted;
        })
        .catch(refuseDuplicateEmail);
      await app.mail.send({
        business_id: businessId,
        to: email,
        // The client's own language is not known yet: the business's for its customers.
        ...accountMail('clientAccount', business.default_language, {
          firstname: input.firstname,
          business: business.name,
          link: setPasswordLink(app.config.PUBLIC_URL, business, email),
        }),
      });
      reply.code(201);
      return ok(present(row!), ClientRouteMessages.created);
    },
  );

  app.put(
    '/user/:id',
    {
      config: { permission: ['clients', 'update'] },
      schema: {
        operationId: 'updateClient',
        tags: ['customers'],
        summary: 'Change a client of the business (any of names, email, phone, status)',
        params: IdParamSchema,
        body: UpdateClientInputSchema,
        response: { 200: z.object({ data: ClientSchema, message: z.string() }) },
      },
    },
    async (request) => {
      const businessId = requireBusinessId(request);
      const current = await loadClient(app.db, businessId, request.params.id);
      const changes = Object.fromEntries(
        Object.entries(request.body).filter(([key, value]) => value !== undefined && current[key as keyof typeof current] !== value),
      );
      if (Object.keys(changes).length === 0) throw new AppError(ErrorCode.Validation, ClientRouteMessages.nothingChanged);
      const [row] = await app.db
        .update(users)
        .set({ ...changes, updated_at: clock.now() })
        .where(and(eq(users.id, current.id), eq(users.business_id, businessId)))
        .returning(clientColumns)
        .catch(refuseDuplicateEmail);
      return ok(present(row!), ClientRouteMessages.updated);
    },
  );
}
