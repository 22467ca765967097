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
import customerRoutes from './customers';
import dayRoutes from './days';
import devMailboxRoutes from './dev-mailbox';
import fileRoutes from './files';
import healthRoutes from './health';
import invitationRoutes from './invitations';
import messageRoutes from './messages';
import notificationRoutes from './notifications';
import referenceRoutes from './reference';

/** Every API resource, mounted under /api. */
export async function routes(app: FastifyInstance): Promise<void> {
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
  await app.register(appointmentRoutes);
  await app.register(customerRoutes);
  await app.register(activityRoutes);
  await app.register(messageRoutes);
  if (devMailboxEnabled(app.config)) await app.register(devMailboxRoutes);
}
