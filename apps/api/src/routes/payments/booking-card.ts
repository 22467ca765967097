import { AppError, CARD_PROVIDER, ErrorCode, PaymentMessages } from '@rendezvous/domain';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { merchantCustomers, paymentMethods } from '../../db/schema';
import { paymentGatewayFor, type CardDetails } from '../../gateways/payments';
import { findMerchantCustomer } from './customers';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface BookingCard {
  card: CardDetails;
  /** The provider customer the card is attached to (new for a guest). */
  externalCustomer: string;
}

const refused = () =>
  new AppError(ErrorCode.Validation, PaymentMessages.paymentMethodError, {
    setup_intent_client_secret: [PaymentMessages.paymentMethodError],
  });

/**
 * Before a pay-now website booking's transaction: the visitor's confirmed setup intent (none is
 * refused: pay now needs a card to charge) and its card,
 * attached to a provider customer (the signed-in client's, or a new one for the guest). Calls
 * to the provider happen here, outside the transaction; a refused booking only leaves an
 * unused provider customer behind.
 */
export async function prepareBookingCard(
  db: Db,
  config: Config,
  businessId: number,
  clientSecret: string | undefined,
  who: { type: 'user' | 'guest'; id: number; email: string; name: string },
): Promise<BookingCard> {
  if (!clientSecret) throw refused();
  const gateway = paymentGatewayFor(config, db);
  const intent = await gateway.retrieveSetupIntent(clientSecret);
  if (!intent || intent.status !== 'succeeded' || !intent.payment_method) throw refused();
  const card = await gateway.retrievePaymentMethod(intent.payment_method);
  if (!card) throw refused();
  const existing = who.type === 'user' ? await findMerchantCustomer(db, who, CARD_PROVIDER) : null;
  const externalCustomer =
    existing?.external_id ??
    (
      await gateway.createCustomer({
        email: who.email,
        name: who.name,
        metadata: { business_id: String(businessId), source: 'website', email: who.email },
      })
    ).id;
  if (card.customer !== null && card.customer !== externalCustomer) throw refused();
  if (card.customer === null) await gateway.attachPaymentMethod(card.id, externalCustomer);
  return { card, externalCustomer };
}

/**
 * Inside the booking's transaction, after the guest exists and before the appointment (the
 * spec's order): the customer's payment customer and the card, saved as the active default.
 */
export async function saveBookingCard(
  tx: Tx,
  prepared: BookingCard,
  owner: { type: 'user' | 'guest'; id: number },
): Promise<void> {
  await tx
    .insert(merchantCustomers)
    .values({
      gateway: CARD_PROVIDER,
      customerable_type: owner.type,
      customerable_id: owner.id,
      external_id: prepared.externalCustomer,
    })
    .onConflictDoNothing();
  const [customer] = await tx
    .select({ id: merchantCustomers.id })
    .from(merchantCustomers)
    .where(
      and(
        eq(merchantCustomers.customerable_type, owner.type),
        eq(merchantCustomers.customerable_id, owner.id),
        eq(merchantCustomers.gateway, CARD_PROVIDER),
      ),
    );
  await tx
    .update(paymentMethods)
    .set({ is_default: 0 })
    .where(and(eq(paymentMethods.merchant_customers_id, customer!.id), eq(paymentMethods.is_default, 1)));
  const { card } = prepared;
  await tx
    .insert(paymentMethods)
    .values({
      merchant_customers_id: customer!.id,
      payment_method: card.id,
      brand: card.brand,
      identifier: card.last4,
      exp_month: card.exp_month,
      exp_year: card.exp_year,
      is_default: 1,
      status: 'active',
    })
    .onConflictDoUpdate({
      target: [paymentMethods.merchant_customers_id, paymentMethods.payment_method],
      set: { is_default: 1, status: 'active' },
    });
}
