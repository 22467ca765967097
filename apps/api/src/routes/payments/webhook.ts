import { CARD_PROVIDER } from '@rendezvous/domain';
import { and, eq, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointmentCharges, merchantCustomers, merchants, paymentMethods, paymentWebhookEvents } from '../../db/schema';
import type { CardDetails, PaymentEvent, PaymentGateway } from '../../gateways/payments';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const idOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : text((value as { id?: unknown } | null)?.id);

/**
 * Applies a verified provider event exactly once: the event id is recorded in the same
 * transaction as its effect, so a replay finds it and changes nothing. Effects are also
 * ordered: an account.updated older than the one applied is ignored, and a failed payment
 * never overrides a succeeded one. Returns false for an event already applied.
 */
export async function applyPaymentEvent(db: Db, gateway: PaymentGateway, event: PaymentEvent): Promise<boolean> {
  const object = event.data.object;
  // Read from the provider before the transaction: no network call holds a connection.
  let card: CardDetails | null = null;
  if (event.type === 'setup_intent.succeeded') {
    const method = idOf(object.payment_method);
    card = method ? await gateway.retrievePaymentMethod(method) : null;
  }
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentWebhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentWebhookEvents.id });
    if (!fresh) return false;
    switch (event.type) {
      case 'account.updated': {
        const account = text(object.id);
        if (!account) break;
        const complete = object.details_submitted === true && object.charges_enabled === true;
        await tx
          .update(merchants)
          .set({ onboarding_completed: complete, synced_at: event.created })
          .where(
            and(
              eq(merchants.name, CARD_PROVIDER),
              eq(merchants.account_id, account),
              or(isNull(merchants.synced_at), lte(merchants.synced_at, event.created)),
            ),
          );
        break;
      }
      case 'setup_intent.succeeded': {
        const customer = idOf(object.customer);
        if (!customer || !card) break;
        const [owner] = await tx
          .select({ id: merchantCustomers.id })
          .from(merchantCustomers)
          .where(and(eq(merchantCustomers.external_id, customer), eq(merchantCustomers.gateway, CARD_PROVIDER)));
        if (!owner) break;
        const [hasDefault] = await tx
          .select({ id: paymentMethods.id })
          .from(paymentMethods)
          .where(and(eq(paymentMethods.merchant_customers_id, owner.id), eq(paymentMethods.is_default, 1)));
        await tx
          .insert(paymentMethods)
          .values({
            merchant_customers_id: owner.id,
            payment_method: card.id,
            brand: card.brand,
            identifier: card.last4,
            exp_month: card.exp_month,
            exp_year: card.exp_year,
            is_default: hasDefault ? 0 : 1,
            status: 'active',
          })
          .onConflictDoNothing();
        break;
      }
      case 'payment_intent.succeeded': {
        const intent = text(object.id);
        if (!intent) break;
        await tx
          .update(appointmentCharges)
          .set({ status: 'succeeded', failure_message: null })
          .where(eq(appointmentCharges.payment_intent, intent));
        break;
      }
      case 'payment_intent.payment_failed': {
        const intent = text(object.id);
        if (!intent) break;
        const error = object.last_payment_error as { message?: unknown } | null | undefined;
        await tx
          .update(appointmentCharges)
          .set({ status: 'failed', failure_message: text(error?.message) ?? sql`${appointmentCharges.failure_message}` })
          .where(and(eq(appointmentCharges.payment_intent, intent), ne(appointmentCharges.status, 'succeeded')));
        break;
      }
      default:
        break;
    }
    return true;
  });
}
