import { describe, expect, it } from 'vitest';
import { createApiClient } from './http';
import {
  confirmSiteSandboxSetupIntent,
  createSetupIntent,
  createSiteSetupIntent,
  deletePaymentMethod,
  getAccountLink,
  getSetupIntent,
  listPaymentMethods,
  paymentKeys,
  saveConfirmedCard,
  setDefaultPaymentMethod,
} from './payments';

function recordingClient() {
  const calls: { url: URL; method: string; body: string | null }[] = [];
  const client = createApiClient({
    baseUrl: 'http://api.test/api',
    originKey: 'rdv-admin-console',
    getToken: () => 't',
    getBusinessId: () => 1,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      calls.push({ url: new URL(request.url), method: request.method, body: request.body ? await request.text() : null });
      return new Response(JSON.stringify({ data: { id: 9 } }), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, calls };
}

describe('payments endpoints', () => {
  it('calls the spec paths and verbs for setup intents and saved cards', async () => {
    const { client, calls } = recordingClient();
    await createSetupIntent(client, { merchantCustomerId: 4 });
    await getSetupIntent(client, 'seti_1_secret_2');
    await listPaymentMethods(client, { customerType: 'guest', customerTypeId: 3 });
    await setDefaultPaymentMethod(client, 7);
    await deletePaymentMethod(client, 7);
    await getAccountLink(client, 1);
    const shown = (c: (typeof calls)[number]) => {
      c.url.searchParams.delete('debug');
      return `${c.method} ${c.url.pathname}${c.url.search}`;
    };
    expect(calls.map(shown)).toEqual([
      'POST /api/stripe/create-setup-intent',
      'GET /api/stripe/setup-intent?client_secret=seti_1_secret_2',
      'GET /api/merchant-customer-payment-methods?customerType=guest&customerTypeId=3',
      'POST /api/merchant-customer-payment-methods/7',
      'DELETE /api/merchant-customer-payment-method/7',
      'GET /api/stripe/account-link?type=business&type_id=1',
    ]);
    expect(JSON.parse(calls[0]!.body!)).toEqual({ merchantCustomerId: 4 });
    expect(JSON.parse(calls[3]!.body!)).toEqual({ is_default: 1 });
  });

  it('saves a confirmed card in the spec order: the customer, then the card as active and default', async () => {
    const { client, calls } = recordingClient();
    await saveConfirmedCard(client, 'pm_sandbox_1', { customerType: 'guest', customerTypeId: 3 });
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'POST /api/stripe/create-customer',
      'POST /api/merchant-customer-payment-method',
    ]);
    expect(JSON.parse(calls[1]!.body!)).toEqual({
      merchant_customers_id: 9,
      payment_method: 'pm_sandbox_1',
      status: 'active',
      is_default: 1,
    });
  });

  it("opens a website visitor's card step on the site's own paths", async () => {
    const { client, calls } = recordingClient();
    await createSiteSetupIntent(client, 'maison-lumiere');
    await confirmSiteSandboxSetupIntent(client, 'maison-lumiere', {
      client_secret: 's',
      card_number: '4242424242424242',
      exp_month: 1,
      exp_year: 2031,
      cvc: '123',
    });
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'POST /api/site/maison-lumiere/payments/setup-intent',
      'POST /api/site/maison-lumiere/payments/sandbox/confirm-setup-intent',
    ]);
  });

  it('keys every payments query under one root', () => {
    expect(paymentKeys.methods({ customerType: 'user', customerTypeId: 1 }).slice(0, 1)).toEqual(paymentKeys.all);
    expect(paymentKeys.charge(3).slice(0, 1)).toEqual(paymentKeys.all);
  });
});
