import { randomUUID } from 'node:crypto';
import { CARD_PROVIDER, PaymentMessages, type CustomerType } from '@rendezvous/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { appointmentCharges, appointments, businesses, guests, merchants, paymentMethods, users } from '../../db/schema';
import type { MailGateway } from '../../gateways/mail';
import { paymentGatewayFor } from '../../gateways/payments';
import { findMerchantCustomer } from './customers';
import { accountMail } from '../../notifications/account-mails';

export type AppointmentChargeRow = typeof appointmentCharges.$inferSelect;

/** Payments are in Canadian dollars (DESIGN §4). */
const CURRENCY = 'cad';

/** The card a customer's pay-now appointments are charged to: their default active one, if any. */
export async function cardToCharge(db: Db, owner: { type: CustomerType; id: number }) {
  const customer = await findMerchantCustomer(db, owner, CARD_PROVIDER);
  const [card] = customer
    ? await db
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.merchant_customers_id, customer.id), eq(paymentMethods.status, 'active')))
        .orderBy(desc(paymentMethods.is_default), asc(paymentMethods.id))
        .limit(1)
    : [];
  return customer && card ? { customer, card } : null;
}

/**
 * The customer's receipt of a charge made: a money receipt, so it is sent whatever the
 * business's e-mail notification setting says.
 */
async function sendReceipt(
  db: Db,
  mail: MailGateway,
  appointment: { business_id: number; customer_type: CustomerType; customerable_id: number; date: string; start_time: string; tip: number },
  charge: { amount: number; brand: string; last4: string },
): Promise<void> {
  const table = appointment.customer_type === 'user' ? users : guests;
  const [[customer], [business]] = await Promise.all([
    db
      .select({ firstname: table.firstname, email: table.email, language: table.language })
      .from(table)
      .where(eq(table.id, appointment.customerable_id)),
    db
      .select({ name: businesses.name, email: businesses.email, default_language: businesses.default_language })
      .from(businesses)
      .where(eq(businesses.id, appointment.business_id)),
  ]);
  if (!customer?.email || !business) return;
  const tip = Math.min(appointment.tip, charge.amount);
  await mail.send({
    business_id: appointment.business_id,
    to: customer.email,
    // In the language they booked in, else the business's for its customers.
    ...accountMail('receipt', customer.language ?? business.default_language, {
      firstname: customer.firstname,
      business: business.name,
      businessEmail: business.email,
      amount: charge.amount,
      tip,
      brand: charge.brand,
      last4: charge.last4,
      date: appointment.date,
      time: appointment.start_time.slice(0, 5),
    }),
  });
}

/**
 * Charges a completed pay-now appointment to its customer's default card, once, and never
 * more than the customer agreed to (`agreed_total`; a total raised since is charged only up to
 * it). The charge row (unique per appointment) is claimed before the provider is called, with a
 * random idempotency key the provider is sent, so neither a second completion nor a retry
 * charges again. A decline is recorded on the charge; it does not undo the completion. A
 * charge made is e-mailed to the customer as a receipt. Returns the appointment's charge, or
 * null when none is due.
 */
export async function chargeCompletedAppointment(
  db: Db,
  config: Config,
  mail: MailGateway,
  log: FastifyBaseLogger,
  businessId: number,
  appointmentId: number,
): Promise<AppointmentChargeRow | null> {
  const [appointment] = await db
    .select({
      business_id: appointments.business_id,
      date: appointments.date,
      start_time: appointments.start_time,
      tip: appointments.tip,
      status: appointments.status,
      pay_now: appointments.pay_now,
      total: appointments.total,
      agreed_total: appointments.agreed_total,
      customer_type: appointments.customer_type,
      customerable_id: appointments.customerable_id,
    })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.business_id, businessId)));
  if (!appointment || appointment.status !== 'completed' || appointment.pay_now !== 1) return null;

  const gateway = paymentGatewayFor(config, db);
  const chargeable = await cardToCharge(db, { type: appointment.customer_type, id: appointment.customerable_id });
  const amount = Math.min(appointment.total, appointment.agreed_total);

  const [claimed] = await db
    .insert(appointmentCharges)
    .values({
      business_id: businessId,
      appointment_id: appointmentId,
      gateway: gateway.name,
      payment_method: chargeable?.card.payment_method ?? null,
      idempotency_key: `charge-${randomUUID()}`,
      amount,
      currency: CURRENCY,
      status: 'processing',
    })
    .onConflictDoNothing()
    .returning();
  if (!claimed) {
    const [existing] = await db.select().from(appointmentCharges).where(eq(appointmentCharges.appointment_id, appointmentId));
    return existing ?? null;
  }

  const finish = async (changes: Partial<AppointmentChargeRow>) => {
    const [row] = await db
      .update(appointmentCharges)
      .set(changes)
      .where(eq(appointmentCharges.id, claimed.id))
      .returning();
    return row!;
  };
  if (!chargeable) return finish({ status: 'failed', failure_message: 'No saved card to charge' });
  if (amount === 0) return finish({ status: 'succeeded' });

  const [merchant] = await db
    .select({ account_id: merchants.account_id })
    .from(merchants)
    .where(and(eq(merchants.business_id, businessId), eq(merchants.name, CARD_PROVIDER), eq(merchants.onboarding_completed, true)));
  try {
    const result = await gateway.charge({
      amount,
      currency: CURRENCY,
      customer: chargeable.customer.external_id,
      paymentMethod: chargeable.card.payment_method,
      destination: merchant?.account_id ?? null,
      idempotencyKey: claimed.idempotency_key,
      metadata: { appointment_id: String(appointmentId), business_id: String(businessId) },
    });
    const charge = await finish({ payment_intent: result.id, status: result.status, failure_message: result.failureMessage });
    if (charge.status === 'succeeded') {
      await sendReceipt(db, mail, appointment, { amount, brand: chargeable.card.brand, last4: chargeable.card.identifier }).catch(
        (error: unknown) => log.error({ err: error, appointmentId }, 'sending the receipt failed'),
      );
    }
    return charge;
  } catch (error) {
    log.error({ err: error, appointmentId }, 'charging the appointment failed');
    return finish({ status: 'failed', failure_message: PaymentMessages.processingError });
  }
}
