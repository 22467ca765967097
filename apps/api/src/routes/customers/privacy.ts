import {
  ErasureSchema,
  ErrorBodySchema,
  IdParamSchema,
  PrivacyActivityNotes,
  PrivacyExportSchema,
  PrivacyMessages,
} from '@rendezvous/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/http';
import { requireAdmin, requireBusinessId } from '../../plugins/auth';
import { erasePerson, exportPerson, recordExport, type PersonType } from '../../services/privacy';

const answers = {
  403: ErrorBodySchema.describe("The caller may not act on the business's customers' data (owners may), or another business's X-Business-Id."),
  404: ErrorBodySchema.describe('The business has no such client or guest.'),
};

/**
 * Privacy requests for one client (path `user`) or guest: export what we hold, and erase it.
 * Both are the owner's (the customers' delete grant), as handing over or destroying a
 * person's data is; each is written to Activities.
 */
export default async function privacyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const kinds: { path: 'user' | 'guest'; type: PersonType; entity: 'clients' | 'guests'; noun: string; name: string }[] = [
    { path: 'user', type: 'user', entity: 'clients', noun: 'client', name: 'Client' },
    { path: 'guest', type: 'guest', entity: 'guests', noun: 'guest', name: 'Guest' },
  ];
  for (const kind of kinds) {
    app.post(
      `/${kind.path}/:id/export`,
      {
        config: { permission: [kind.entity, 'delete'], rateLimited: true },
        schema: {
          operationId: `export${kind.name}Data`,
          tags: ['customers'],
          summary: `Everything the business holds about one ${kind.noun} (profile, appointments with their amounts, messages, reviews, messages sent, consents), for a privacy request; written to Activities`,
          params: IdParamSchema,
          response: { 200: envelope(PrivacyExportSchema).extend({ message: z.string() }), ...answers },
        },
      },
      async (request, reply) => {
        const businessId = requireBusinessId(request);
        const me = requireAdmin(request);
        await app.rateLimits.takeExport(reply, businessId, `${kind.type}:${request.params.id}`);
        const data = await exportPerson(app.db, businessId, kind.type, request.params.id);
        await recordExport(app.db, businessId, kind.type, request.params.id, { kind: 'admin', adminId: me.id }, PrivacyActivityNotes.exported);
        return ok(data, PrivacyMessages.exported);
      },
    );

    app.post(
      `/${kind.path}/:id/erase`,
      {
        config: { permission: [kind.entity, 'delete'] },
        schema: {
          operationId: `erase${kind.name}Data`,
          tags: ['customers'],
          summary: `Erase a ${kind.noun}'s personal data: name, e-mail, phone${kind.type === 'user' ? ', password, picture and sessions' : ''}, the words of their messages${kind.type === 'user' ? ' and reviews' : ''}, their waitlist entries and saved cards; their appointments and amounts stay for the books. Written to Activities`,
          params: IdParamSchema,
          response: {
            200: envelope(ErasureSchema).extend({ message: z.string() }),
            ...answers,
            409: ErrorBodySchema.describe(`The ${kind.noun} has an upcoming appointment (cancel it first), or was already erased.`),
          },
        },
      },
      async (request) => {
        const businessId = requireBusinessId(request);
        const me = requireAdmin(request);
        const erasure = await app.db.transaction((tx) =>
          erasePerson(tx, businessId, kind.type, request.params.id, { kind: 'admin', adminId: me.id }, PrivacyActivityNotes.erased),
        );
        return ok(erasure, PrivacyMessages.erased);
      },
    );
  }
}
