import { AppError, ErrorCode, HttpMessages, type MorphClass } from '@rendezvous/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guests, merchantCustomers, paymentMethods, users } from '../../db/schema';
import type { AuthAdmin } from '../../services/admins';

const notFound = () => new AppError(ErrorCode.NotFound, HttpMessages.notFound);

export interface PaymentOwner {
  type: 'admin' | 'user' | 'guest';
  id: number;
  name: string;
  email: string | null;
}

/**
 * Whose cards a request may touch: the signed-in admin's own, or a client's or guest's of the
 * request's business. Anyone else's is a 404, as if it did not exist.
 */
export async function resolveOwner(
  db: Db,
  admin: AuthAdmin,
  businessId: number | null,
  type: MorphClass | undefined,
  id: number | undefined,
): Promise<PaymentOwner> {
  if (type === undefined || type === 'admin') {
    if (id !== undefined && id !== admin.id) throw notFound();
    return { type: 'admin', id: admin.id, name: `${admin.firstname} ${admin.lastname}`, email: admin.email };
  }
  if ((type !== 'user' && type !== 'guest') || id === undefined || !businessId) throw notFound();
  const table = type === 'user' ? users : guests;
  const [row] = await db
    .select({ firstname: table.firstname, lastname: table.lastname, email: table.email })
    .from(table)
    .where(and(eq(table.id, id), eq(table.business_id, businessId)));
  if (!row) throw notFound();
  return { type, id, name: `${row.firstname} ${row.lastname}`, email: row.email };
}

export type MerchantCustomerRow = typeof merchantCustomers.$inferSelect;

/** The owner's customer record at the gateway, if any. */
export async function findMerchantCustomer(
  db: Db,
  owner: Pick<PaymentOwner, 'type' | 'id'>,
  gateway: string,
): Promise<MerchantCustomerRow | null> {
  const [row] = await db
    .select()
    .from(merchantCustomers)
    .where(
      and(
        eq(merchantCustomers.customerable_type, owner.type),
        eq(merchantCustomers.customerable_id, owner.id),
        eq(merchantCustomers.gateway, gateway),
      ),
    );
  return row ?? null;
}

/** A merchant customer the request may use (see resolveOwner), or 404. */
export async function loadOwnedMerchantCustomer(
  db: Db,
  admin: AuthAdmin,
  businessId: number | null,
  merchantCustomerId: number,
): Promise<MerchantCustomerRow> {
  const [row] = await db.select().from(merchantCustomers).where(eq(merchantCustomers.id, merchantCustomerId));
  if (!row) throw notFound();
  await resolveOwner(db, admin, businessId, row.customerable_type, row.customerable_id);
  return row;
}

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** A saved card the request may use, with its customer, or 404. */
export async function loadOwnedPaymentMethod(
  db: Db,
  admin: AuthAdmin,
  businessId: number | null,
  id: number,
): Promise<{ method: PaymentMethodRow; customer: MerchantCustomerRow }> {
  const [method] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
  if (!method) throw notFound();
  const customer = await loadOwnedMerchantCustomer(db, admin, businessId, method.merchant_customers_id);
  return { method, customer };
}
