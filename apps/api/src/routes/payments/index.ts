import {
  AccountLinkQuerySchema,
  AccountLinkSchema,
  BookingSiteParamsSchema,
  AppError,
  AppointmentChargeSchema,
  CARD_PROVIDER,
  CreateMerchantCustomerPaymentMethodInputSchema,
  CreateSetupIntentInputSchema,
  CreateStripeCustomerInputSchema,
  ErrorCode,
  HttpMessages,
  IdParamSchema,
  MerchantCustomerSchema,
  PaymentCustomerQuerySchema,
  PaymentMessages,
  PaymentMethodSchema,
  PaymentsConfigSchema,
  SandboxConfirmSetupIntentInputSchema,
  type SandboxConfirmSetupIntentInput,
  SavedPaymentMethodsSchema,
  SetupIntentDetailsSchema,
  SetupIntentQuerySchema,
  SetupIntentSchema,
  TEXT_MAX,
  UpdateMerchantCustomerPaymentMethodInputSchema,
  sortPaymentMethods,
} from '@rendezvous/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { appointmentCharges, businesses, merchantCustomers, merchants, paymentMethods } from '../../db/schema';
import {
  PaymentDeclinedError,
  SandboxPaymentGateway,
  WebhookSignatureError,
  paymentGatewayFor,
  type PaymentGateway,
} from '../../gateways/payments';
import { ok } from '../../lib/http';
import { requireAdmin, requireBusinessId } from '../../plugins/auth';
import {
  findMerchantCustomer,
  loadOwnedMerchantCustomer,
  loadOwnedPaymentMethod,
  resolveOwner,
  type MerchantCustomerRow,
  type PaymentMethodRow,
} from './customers';
import { loadLiveSite } from '../customer-auth/site';
import { applyPaymentEvent } from './webhook';
import { clock } from '../../lib/clock';

export { chargeCompletedAppointment } from './charges';
export { prepareBookingCard, saveBookingCard } from './booking-card';

const envelope = <T extends z.ZodType>(data: T) => z.object({ data, message: z.string().optional() });
const notFound = () => new AppError(ErrorCode.NotFound, HttpMessages.notFound);

const presentMethod = (row: PaymentMethodRow) => ({
  id: row.id,
  merchant_customers_id: row.merchant_customers_id,
  payment_method: row.payment_method,
  brand: row.brand,
  identifier: row.identifier,
  exp_month: row.exp_month,
  exp_year: row.exp_year,
  is_default: row.is_default,
  status: row.status,
});

const presentCustomer = (row: MerchantCustomerRow) => ({
  id: row.id,
  gateway: row.gateway,
  customerable_type: row.customerable_type,
  customerable_id: row.customerable_id,
});

async function methodsOf(db: Db, merchantCustomerId: number) {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.merchant_customers_id, merchantCustomerId))
    .orderBy(asc(paymentMethods.id));
  return sortPaymentMethods(rows.map(presentMethod));
}

/** The business's card-provider merchant account once onboarded: where its charges go. */
async function onboardedAccount(db: Db, businessId: number | null): Promise<string | null> {
  if (!businessId) return null;
  const [row] = await db
    .select({ account_id: merchants.account_id })
    .from(merchants)
    .where(and(eq(merchants.business_id, businessId), eq(merchants.name, CARD_PROVIDER), eq(merchants.onboarding_completed, true)));
  return row?.account_id ?? null;
}

/** Sets one card as its customer's default: the old default is cleared in the same transaction. */
async function makeDefault(db: Db, method: PaymentMethodRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(paymentMethods)
      .set({ is_default: 0 })
      .where(
        and(
          eq(paymentMethods.merchant_customers_id, method.merchant_customers_id),
          eq(paymentMethods.is_default, 1),
          ne(paymentMethods.id, method.id),
        ),
      );
    await tx.update(paymentMethods).set({ is_default: 1 }).where(eq(paymentMethods.id, method.id));
  });
}

const SandboxOnboardingQuerySchema = z.object({
  account: z.string().min(1).max(TEXT_MAX.short),
  return_url: z.string().min(1).max(TEXT_MAX.url),
  expires: z.coerce.number().int().min(0).max(2_147_483_647),
  nonce: z.string().length(32).regex(/^[0-9a-f]+$/),
  signature: z.string().min(1).max(128),
});

export default async function paymentsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const gateway = (): PaymentGateway => paymentGatewayFor(app.config, app.db);
  const sandbox = (): SandboxPaymentGateway => {
    const current = gateway();
    if (!(current instanceof SandboxPaymentGateway)) throw new AppError(ErrorCode.NotFound, PaymentMessages.sandboxOnly);
    return current;
  };
  /** Confirms a sandbox setup intent with a test card, as Stripe's card form would; a declined card is a 422. */
  const confirmSandboxIntent = async (input: SandboxConfirmSetupIntentInput) => {
    try {
      const intent = await sandbox().confirmSetupIntent(input);
      if (!intent) throw notFound();
      const { client_secret: _secret, ...details } = intent;
      return details;
    } catch (error) {
      if (error instanceof PaymentDeclinedError) {
        throw new AppError(ErrorCode.Validation, error.message, { card_number: [error.message] });
      }
      throw error;
    }
  };

  app.get(
    '/stripe/config',
    {
      config: { public: true },
      schema: {
        operationId: 'getPaymentsConfig',
        tags: ['payments'],
        summary:
          "Which card gateway is active: 'stripe' with its publishable key (the browser loads Stripe Elements), or the offline 'sandbox' (test cards)",
        response: { 200: envelope(PaymentsConfigSchema) },
      },
    },
    async () => ok({ gateway: gateway().name, publishableKey: gateway().publishableKey }),
  );

  app.post(
    '/stripe/create-setup-intent',
    {
      schema: {
        operationId: 'createSetupIntent',
        tags: ['payments'],
        summary:
          "Start saving a card: a setup intent (for the merchant customer given, which must be the admin's own or a customer of the business) whose client secret the card form confirms; accountId is the business's onboarded merchant account, or null",
        body: CreateSetupIntentInputSchema,
        response: { 200: envelope(SetupIntentSchema) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { merchantCustomerId } = request.body;
      const customer = merchantCustomerId
        ? await loadOwnedMerchantCustomer(app.db, admin, request.businessId, merchantCustomerId)
        : null;
      const intent = await gateway().createSetupIntent({
        customer: customer?.external_id ?? null,
        metadata: { requested_by_admin: String(admin.id), ...(customer && { merchant_customer: String(customer.id) }) },
      });
      return ok({ clientSecret: intent.clientSecret, accountId: await onboardedAccount(app.db, request.businessId) });
    },
  );

  app.get(
    '/stripe/setup-intent',
    {
      schema: {
        operationId: 'getSetupIntent',
        tags: ['payments'],
        summary:
          'The setup intent a client secret belongs to (status, its card, its customer): what /redirect-stripe reads on return from the card form',
        querystring: SetupIntentQuerySchema,
        response: { 200: envelope(SetupIntentDetailsSchema) },
      },
    },
    async (request) => {
      requireAdmin(request);
      const intent = await gateway().retrieveSetupIntent(request.query.client_secret);
      if (!intent) throw notFound();
      const { client_secret: _secret, ...details } = intent;
      return ok(details);
    },
  );

  app.post(
    '/stripe/sandbox/confirm-setup-intent',
    {
      schema: {
        operationId: 'confirmSandboxSetupIntent',
        tags: ['payments'],
        summary:
          "Sandbox only (404 with Stripe): confirm a setup intent with a test card, as Stripe's card form would. 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined (422), 4000 0000 0000 0341 saves but declines when charged",
        body: SandboxConfirmSetupIntentInputSchema,
        response: { 200: envelope(SetupIntentDetailsSchema) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return ok(await confirmSandboxIntent(request.body));
    },
  );

  app.post(
    '/site/:subdomain/payments/setup-intent',
    {
      config: { public: true, customer: true, rateLimited: true },
      schema: {
        operationId: 'createSiteSetupIntent',
        tags: ['payments'],
        summary:
          "A website visitor's card step for a pay-now booking on a live site: a setup intent (the signed-in client's payment customer when they have one) whose client secret the card form confirms and the booking then carries",
        params: BookingSiteParamsSchema,
        response: { 200: envelope(SetupIntentSchema) },
      },
    },
    async (request, reply) => {
      const site = await loadLiveSite(app.db, request.params.subdomain);
      const customer = request.user && request.user.business_id === site.id ? request.user : null;
      // Anonymous visitors share the contact form's per-source budget.
      if (!customer) await app.rateLimits.take(reply, 'contact');
      const merchantCustomer = customer ? await findMerchantCustomer(app.db, { type: 'user', id: customer.id }, CARD_PROVIDER) : null;
      const intent = await gateway().createSetupIntent({
        customer: merchantCustomer?.external_id ?? null,
        metadata: { business_id: String(site.id), source: 'website' },
      });
      return ok({ clientSecret: intent.clientSecret, accountId: await onboardedAccount(app.db, site.id) });
    },
  );

  app.post(
    '/site/:subdomain/payments/sandbox/confirm-setup-intent',
    {
      config: { public: true, customer: true },
      schema: {
        operationId: 'confirmSiteSandboxSetupIntent',
        tags: ['payments'],
        summary:
          "Sandbox only (404 with Stripe): a website visitor confirms their card step's setup intent with a test card (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined)",
        params: BookingSiteParamsSchema,
        body: SandboxConfirmSetupIntentInputSchema,
        response: { 200: envelope(SetupIntentDetailsSchema) },
      },
    },
    async (request) => {
      await loadLiveSite(app.db, request.params.subdomain);
      return ok(await confirmSandboxIntent(request.body));
    },
  );

  app.post(
    '/stripe/create-customer',
    {
      schema: {
        operationId: 'createStripeCustomer',
        tags: ['payments'],
        summary:
          "The payment customer of an admin (yourself), client or guest of the business at the active gateway, created if none exists (201) or the existing one (200); stripePaymentMethod attaches a card to it",
        body: CreateStripeCustomerInputSchema,
        response: { 200: envelope(MerchantCustomerSchema), 201: envelope(MerchantCustomerSchema) },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const body = request.body;
      const owner = await resolveOwner(
        app.db,
        admin,
        request.businessId,
        body.customerType ?? body.customerable_type,
        body.customerTypeId ?? body.customerable_id,
      );
      const provider = gateway();
      let customer = await findMerchantCustomer(app.db, owner, CARD_PROVIDER);
      let created = false;
      if (!customer) {
        const external = await provider.createCustomer({
          email: owner.email,
          name: owner.name,
          metadata: { customerable_type: owner.type, customerable_id: String(owner.id) },
        });
        const [row] = await app.db
          .insert(merchantCustomers)
          .values({ gateway: CARD_PROVIDER, customerable_type: owner.type, customerable_id: owner.id, external_id: external.id })
          .onConflictDoNothing()
          .returning();
        created = row !== undefined;
        customer = row ?? (await findMerchantCustomer(app.db, owner, CARD_PROVIDER));
      }
      if (!customer) throw notFound();
      if (body.stripePaymentMethod) {
        const card = await provider.retrievePaymentMethod(body.stripePaymentMethod);
        if (!card) throw notFound();
        if (card.customer !== customer.external_id) {
          if (card.customer) throw notFound();
          await provider.attachPaymentMethod(card.id, customer.external_id);
        }
      }
      return reply.status(created ? 201 : 200).send(ok({ ...presentCustomer(customer), payment_methods: await methodsOf(app.db, customer.id) }));
    },
  );

  app.get(
    '/merchant-customer-payment-methods',
    {
      schema: {
        operationId: 'listMerchantCustomerPaymentMethods',
        tags: ['payments'],
        summary:
          "Saved cards at the active gateway, the default first: the signed-in admin's own, or (customerType=user|guest and customerTypeId) a client's or guest's of the business",
        querystring: PaymentCustomerQuerySchema,
        response: { 200: envelope(SavedPaymentMethodsSchema) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const owner = await resolveOwner(app.db, admin, request.businessId, request.query.customerType, request.query.customerTypeId);
      const customer = await findMerchantCustomer(app.db, owner, CARD_PROVIDER);
      return ok({
        merchant_customer: customer ? presentCustomer(customer) : null,
        payment_methods: customer ? await methodsOf(app.db, customer.id) : [],
      });
    },
  );

  app.post(
    '/merchant-customer-payment-method',
    {
      schema: {
        operationId: 'createMerchantCustomerPaymentMethod',
        tags: ['payments'],
        summary:
          "Save a confirmed card (the provider's payment method id) to a payment customer: brand and last digits come from the provider; is_default 1 makes it the default and clears the old one in the same transaction. Saving the same card again answers the saved one",
        body: CreateMerchantCustomerPaymentMethodInputSchema,
        response: { 201: envelope(PaymentMethodSchema) },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const body = request.body;
      const customer = await loadOwnedMerchantCustomer(app.db, admin, request.businessId, body.merchant_customers_id);
      const provider = gateway();
      const card = await provider.retrievePaymentMethod(body.payment_method);
      // A card attached to somebody else's customer is not this customer's to save.
      if (!card || (card.customer !== null && card.customer !== customer.external_id)) throw notFound();
      if (card.customer === null) await provider.attachPaymentMethod(card.id, customer.external_id);
      const saved = await app.db.transaction(async (tx) => {
        if (body.is_default === 1) {
          await tx
            .update(paymentMethods)
            .set({ is_default: 0 })
            .where(and(eq(paymentMethods.merchant_customers_id, customer.id), eq(paymentMethods.is_default, 1)));
        }
        const [existing] = await tx
          .select()
          .from(paymentMethods)
          .where(and(eq(paymentMethods.merchant_customers_id, customer.id), eq(paymentMethods.payment_method, card.id)));
        if (existing) {
          const [row] = await tx
            .update(paymentMethods)
            .set({ status: body.status, is_default: body.is_default === 1 ? 1 : existing.is_default })
            .where(eq(paymentMethods.id, existing.id))
            .returning();
          return row!;
        }
        const [row] = await tx
          .insert(paymentMethods)
          .values({
            merchant_customers_id: customer.id,
            payment_method: card.id,
            brand: card.brand,
            identifier: card.last4,
            exp_month: card.exp_month,
            exp_year: card.exp_year,
            is_default: body.is_default,
            status: body.status,
          })
          .returning();
        return row!;
      });
      return reply.status(201).send(ok(presentMethod(saved), PaymentMessages.addSuccess));
    },
  );

  app.post(
    '/merchant-customer-payment-methods/:id',
    {
      schema: {
        operationId: 'updateMerchantCustomerPaymentMethod',
        tags: ['payments'],
        summary:
          'Make a saved card the default (is_default 1; the old default is cleared in the same transaction) or not (0)',
        params: IdParamSchema,
        body: UpdateMerchantCustomerPaymentMethodInputSchema,
        response: { 200: envelope(PaymentMethodSchema) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { method } = await loadOwnedPaymentMethod(app.db, admin, request.businessId, request.params.id);
      if (request.body.is_default === 1) await makeDefault(app.db, method);
      else await app.db.update(paymentMethods).set({ is_default: 0 }).where(eq(paymentMethods.id, method.id));
      const [row] = await app.db.select().from(paymentMethods).where(eq(paymentMethods.id, method.id));
      return ok(presentMethod(row!), PaymentMessages.setDefaultSuccess);
    },
  );

  app.delete(
    '/merchant-customer-payment-method/:id',
    {
      schema: {
        operationId: 'deleteMerchantCustomerPaymentMethod',
        tags: ['payments'],
        summary:
          'Remove a saved card (detached at the provider); when it was the default, the oldest remaining card becomes the default',
        params: IdParamSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { method } = await loadOwnedPaymentMethod(app.db, admin, request.businessId, request.params.id);
      await app.db.transaction(async (tx) => {
        await tx.delete(paymentMethods).where(eq(paymentMethods.id, method.id));
        if (method.is_default === 1) {
          const [next] = await tx
            .select({ id: paymentMethods.id })
            .from(paymentMethods)
            .where(eq(paymentMethods.merchant_customers_id, method.merchant_customers_id))
            .orderBy(asc(paymentMethods.id))
            .limit(1);
          if (next) await tx.update(paymentMethods).set({ is_default: 1 }).where(eq(paymentMethods.id, next.id));
        }
      });
      try {
        await gateway().detachPaymentMethod(method.payment_method);
      } catch (error) {
        // The card is gone from the product either way; a provider hiccup only leaves it attached there.
        request.log.warn({ err: error }, 'detaching the payment method at the provider failed');
      }
      return ok(null, PaymentMessages.deleteSuccess);
    },
  );

  app.get(
    '/stripe/account-link',
    {
      config: { permission: ['business', 'update'] },
      schema: {
        operationId: 'getStripeAccountLink',
        tags: ['payments'],
        summary:
          "The card provider's onboarding link for the business's merchant account (Stripe Connect), creating the account on first use; the merchant stays pending until the provider reports onboarding completed",
        querystring: AccountLinkQuerySchema,
        response: { 200: envelope(AccountLinkSchema) },
      },
    },
    async (request) => {
      const businessId = requireBusinessId(request);
      if (request.query.type_id !== businessId) throw notFound();
      const [business] = await app.db
        .select({ id: businesses.id, email: businesses.email })
        .from(businesses)
        .where(eq(businesses.id, businessId));
      if (!business) throw notFound();
      const provider = gateway();
      let [merchant] = await app.db
        .select()
        .from(merchants)
        .where(and(eq(merchants.business_id, businessId), eq(merchants.name, CARD_PROVIDER)));
      if (!merchant) {
        const account = await provider.createConnectAccount({ email: business.email ?? null, businessId });
        await app.db
          .insert(merchants)
          .values({ business_id: businessId, name: CARD_PROVIDER, account_id: account.id })
          .onConflictDoNothing();
        [merchant] = await app.db
          .select()
          .from(merchants)
          .where(and(eq(merchants.business_id, businessId), eq(merchants.name, CARD_PROVIDER)));
      }
      const returnUrl = `${app.config.PUBLIC_URL}/business/profile?tab=integrations`;
      const link = await provider.createAccountLink({ account: merchant!.account_id, refreshUrl: returnUrl, returnUrl });
      return ok(link);
    },
  );

  app.post(
    '/stripe/disconnect',
    {
      config: { permission: ['business', 'update'] },
      schema: {
        operationId: 'disconnectStripe',
        tags: ['payments'],
        summary: "Forget the business's card-provider merchant account: card payments show Not Connected again",
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const businessId = requireBusinessId(request);
      await app.db.delete(merchants).where(and(eq(merchants.business_id, businessId), eq(merchants.name, CARD_PROVIDER)));
      return ok(null, PaymentMessages.disconnected);
    },
  );

  app.get(
    '/appointment/:id/charge',
    {
      config: { permission: ['appointments', 'read'] },
      schema: {
        operationId: 'getAppointmentCharge',
        tags: ['payments'],
        summary:
          'The charge of a pay-now appointment (made when it was completed: succeeded, processing or failed with the reason), or null before',
        params: IdParamSchema,
        response: { 200: envelope(AppointmentChargeSchema.nullable()) },
      },
    },
    async (request) => {
      const businessId = requireBusinessId(request);
      const [row] = await app.db
        .select()
        .from(appointmentCharges)
        .where(and(eq(appointmentCharges.appointment_id, request.params.id), eq(appointmentCharges.business_id, businessId)));
      if (!row) return ok(null);
      return ok({
        id: row.id,
        appointment_id: row.appointment_id,
        gateway: row.gateway,
        payment_intent: row.payment_intent,
        amount: row.amount,
        currency: row.currency,
        status: row.status as 'processing' | 'succeeded' | 'failed',
        failure_message: row.failure_message,
      });
    },
  );

  await app.register(async (hooks) => {
    // The signature covers the exact bytes sent: the body is kept raw, whatever its type.
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => {
      done(null, body);
    });
    const route = hooks.withTypeProvider<ZodTypeProvider>();

    route.post(
      '/stripe/webhook',
      {
        config: { public: true },
        schema: {
          operationId: 'stripeWebhook',
          tags: ['payments'],
          summary:
            "The card provider's events, verified by their Stripe-Signature (400 when it does not match) and applied once each: setup_intent.succeeded saves the card, account.updated marks onboarding completed, payment_intent.succeeded/payment_failed settle an appointment's charge",
          response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = request.headers['stripe-signature'];
        const provider = gateway();
        let event;
        try {
          event = provider.constructEvent(raw, Array.isArray(header) ? header[0] : header);
        } catch (error) {
          if (error instanceof WebhookSignatureError) throw new AppError(ErrorCode.BadRequest, PaymentMessages.signatureInvalid);
          throw error;
        }
        if (typeof event?.id !== 'string' || typeof event.type !== 'string' || typeof event.data?.object !== 'object') {
          throw new AppError(ErrorCode.BadRequest, PaymentMessages.signatureInvalid);
        }
        const applied = await applyPaymentEvent(app.db, provider, event);
        return { received: true as const, duplicate: !applied };
      },
    );

    // Sandbox only: where the sandbox's onboarding link leads. Completes the merchant's onboarding
    // (as Stripe's account.updated would) and redirects to the console. A link works once, for 15
    // minutes, and only as signed (404 otherwise).
    route.get(
      '/stripe/webhook/sandbox-onboarding',
      {
        config: { public: true },
        // Outside the OpenAPI document, like the sandbox's OAuth pages: it stands in for Stripe's
        // hosted onboarding page, which a browser opens from the console; no client calls it.
        schema: {
          hide: true,
          querystring: SandboxOnboardingQuerySchema,
          response: { 302: z.null() },
        },
      },
      async (request, reply) => {
        const offline = sandbox();
        const link = request.query;
        if (!offline.verifyAccountLink(link)) throw notFound();
        // The event id is the link's own: applied once, so the link works once.
        const applied = await applyPaymentEvent(app.db, offline, {
          id: `evt_sandbox_onboarding_${link.nonce}`,
          type: 'account.updated',
          created: Math.floor(clock.ms() / 1000),
          data: { object: { id: link.account, details_submitted: true, charges_enabled: true } },
        });
        if (!applied) throw notFound();
        return reply.redirect(link.return_url, 302);
      },
    );
  });
}
