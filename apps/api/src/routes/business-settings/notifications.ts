import {
  ErrorBodySchema,
  IdParamSchema,
  NOTIFICATION_SETTING_CODES,
  NotificationSettingsMessages,
  NotificationSettingsSchema,
  UpdateNotificationSettingsInputSchema,
  minutesOfDay,
  timeOfDay,
  type NotificationSettings,
} from '@rendezvous/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db, Tx } from '../../db/client';
import { businessSettings, businesses } from '../../db/schema';
import { clock } from '../../lib/clock';
import { envelope, notFound, ok } from '../../lib/http';
import { messageSettings } from '../../notifications/appointment-messages';
import { assertBusinessAccess } from '../business';

const answers = {
  403: ErrorBodySchema.describe(
    "No permission to manage settings, or another business's X-Business-Id.",
  ),
  404: ErrorBodySchema.describe('No business of the caller has this id.'),
};

/** The business's notification settings as the route answers them. */
async function readSettings(db: Db | Tx, businessId: number): Promise<NotificationSettings> {
  const [business] = await db
    .select({
      leads: businesses.reminder_lead_minutes,
      sms_two_way: businesses.sms_two_way,
      quiet_start: businesses.quiet_hours_start,
      quiet_end: businesses.quiet_hours_end,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) throw notFound();
  return {
    ...(await messageSettings(db, businessId)),
    sms_two_way: business.sms_two_way,
    reminder_lead_minutes: business.leads,
    quiet_hours:
      business.quiet_start === null || business.quiet_end === null
        ? null
        : { start: timeOfDay(business.quiet_start), end: timeOfDay(business.quiet_end) },
  };
}

/**
 * The settings of a business's messages to its customers in one place: the e-mail, SMS and
 * reminder switches (rows of business-settings), its reminder lead times and its SMS quiet hours.
 */
export default async function notificationSettingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/business/:id/notification-settings',
    {
      config: { permission: ['settings', 'read'] },
      schema: {
        operationId: 'getNotificationSettings',
        tags: ['business-settings'],
        summary:
          "The business's customer messages: e-mail and SMS on or off, reminders on or off and their lead times in minutes, and the SMS quiet hours (null: none)",
        params: IdParamSchema,
        response: { 200: envelope(NotificationSettingsSchema), ...answers },
      },
    },
    async (request) => {
      assertBusinessAccess(request, request.params.id);
      return ok(await readSettings(app.db, request.params.id));
    },
  );

  app.put(
    '/business/:id/notification-settings',
    {
      config: { permission: ['settings', 'update'] },
      schema: {
        operationId: 'updateNotificationSettings',
        tags: ['business-settings'],
        summary:
          "Replace the business's notification settings. Applies to messages planned from now on; reminders already planned keep their time",
        params: IdParamSchema,
        body: UpdateNotificationSettingsInputSchema,
        response: {
          200: envelope(NotificationSettingsSchema),
          ...answers,
          422: ErrorBodySchema.describe(
            'A lead time or quiet hour is invalid (errors name the field): nothing was saved.',
          ),
        },
      },
    },
    async (request) => {
      const businessId = request.params.id;
      assertBusinessAccess(request, businessId);
      const input = request.body;
      const saved = await app.db.transaction(async (tx) => {
        const [business] = await tx
          .update(businesses)
          .set({
            // Longest first, as reminders go out.
            reminder_lead_minutes: [...input.reminder_lead_minutes].sort((a, b) => b - a),
            sms_two_way: input.sms_two_way,
            quiet_hours_start: input.quiet_hours ? minutesOfDay(input.quiet_hours.start) : null,
            quiet_hours_end: input.quiet_hours ? minutesOfDay(input.quiet_hours.end) : null,
            updated_at: clock.now(),
          })
          .where(eq(businesses.id, businessId))
          .returning({ id: businesses.id });
        if (!business) throw notFound();
        for (const code of NOTIFICATION_SETTING_CODES) {
          const is_active = input[code] ? 1 : 0;
          await tx
            .insert(businessSettings)
            .values({ business_id: businessId, setting_code: code, is_active })
            .onConflictDoUpdate({
              target: [businessSettings.business_id, businessSettings.setting_code],
              set: { is_active, updated_at: clock.now() },
            });
        }
        return readSettings(tx, businessId);
      });
      return ok(saved, NotificationSettingsMessages.saved);
    },
  );
}
