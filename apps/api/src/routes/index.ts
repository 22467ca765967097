import type { FastifyInstance } from 'fastify';
import { devMailboxEnabled } from '../config';
import addressRoutes from './addresses';
import activityRoutes from './activities';
import adminRoutes from './admins';
import appointmentRoutes from './appointments';
import authRoutes from './auth';
import businessRoutes from './business';
import businessSettingRoutes from './business-settings';
import catalogRoutes from './catalog';
import consultantRoutes from './consultants';
import consultantTimesRoutes from './consultants/times';
import consultantTeamRoutes from './consultants/team';
import customerRoutes from './customers';
import dayRoutes from './days';
import devMailboxRoutes from './dev-mailbox';
import fileRoutes from './files';
import healthRoutes from './health';
import invitationRoutes from './invitations';
import manageRoutes from './manage';
import messageRoutes from './messages';
import notificationRoutes from './notifications';
import referenceRoutes from './reference';
import websiteRoutes from './website';
import reviewsRoutes from './reviews';
import siteRoutes from './site';
import paymentsRoutes from './payments';
import platformRoutes from './platform';
import integrationsRoutes from './integrations';
import customerAuthRoutes from './customer-auth';
import prospectRoutes from './prospects';
import smsReplyRoutes from './sms-replies';
import timeOffRoutes from './time-off';
import waitlistRoutes from './waitlist';
import unsubscribeRoutes from './unsubscribe';

/** Every API resource, mounted under /api. */
export async function routes(app: FastifyInstance): Promise<void> {
  // Any change a business makes may show on its public site: its cached copy goes before the
  // answer leaves, so the next read (from anyone) sees the change.
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    if (request.businessId) app.siteCache.forget(request.businessId);
  });
  await app.register(healthRoutes);
  await app.register(referenceRoutes);
  await app.register(authRoutes);
  await app.register(businessRoutes);
  await app.register(addressRoutes);
  await app.register(businessSettingRoutes);
  await app.register(catalogRoutes);
  await app.register(dayRoutes);
  await app.register(consultantRoutes);
  await app.register(fileRoutes);
  await app.register(adminRoutes);
  await app.register(notificationRoutes);
  await app.register(invitationRoutes);
  await app.register(consultantTimesRoutes);
  await app.register(consultantTeamRoutes);
  await app.register(timeOffRoutes);
  await app.register(waitlistRoutes);
  await app.register(appointmentRoutes);
  await app.register(customerRoutes);
  await app.register(activityRoutes);
  await app.register(messageRoutes);
  await app.register(websiteRoutes);
  await app.register(reviewsRoutes);
  await app.register(siteRoutes);
  await app.register(paymentsRoutes);
  await app.register(platformRoutes);
  await app.register(integrationsRoutes);
  await app.register(customerAuthRoutes);
  await app.register(prospectRoutes);
  await app.register(smsReplyRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(manageRoutes);
  if (devMailboxEnabled(app.config)) await app.register(devMailboxRoutes);
}
