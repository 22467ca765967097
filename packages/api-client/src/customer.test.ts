import { describe, expect, it } from 'vitest';
import {
  cancelMyAppointment,
  createPublicBooking,
  customerKeys,
  customerConfirmResetCode,
  customerRegister,
  customerResetPassword,
  customerSendResetCode,
  customerSignIn,
  customerSignOut,
  getCustomerMe,
  getPublicQuote,
  getPublicTimes,
  listMyAppointments,
  publicQuoteQuery,
  publicTimesQuery,
  refreshCustomerSession,
  rescheduleMyAppointment,
} from './customer';
import { createApiClient } from './http';

function recordingClient() {
  const calls: { url: URL; method: string; headers: Headers; body: string | null }[] = [];
  const client = createApiClient({
    baseUrl: 'http://api.test/api',
    originKey: 'rdv-public-site',
    requestType: 'user',
    getToken: () => 'rdv_at_customer',
    getBusinessId: () => null,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      calls.push({
        url: new URL(request.url),
        method: request.method,
        headers: request.headers,
        body: request.body ? await request.text() : null,
      });
      return new Response(JSON.stringify({ data: [] }), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, calls };
}

describe('customer endpoints', () => {
  it("signs in with type=user in the site's business and signs out the same way", async () => {
    const { client, calls } = recordingClient();
    await customerSignIn(client, 3, { email: 'lea@example.com', password: 'secret-pass' });
    await customerSignOut(client);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url.pathname).toBe('/api/login');
    expect(calls[0]!.url.searchParams.get('type')).toBe('user');
    expect(calls[0]!.headers.get('x-business-id')).toBe('3');
    expect(calls[0]!.headers.get('x-request-type')).toBe('user');
    expect(JSON.parse(calls[0]!.body!)).toEqual({ email: 'lea@example.com', password: 'secret-pass' });
    expect(calls[1]!.url.pathname).toBe('/api/logout');
    expect(calls[1]!.url.searchParams.get('type')).toBe('user');
  });

  it('registers on a site and reads the signed-in customer', async () => {
    const { client, calls } = recordingClient();
    await customerRegister(client, 'maison-lumiere', {
      firstname: 'Léa',
      lastname: 'Roy',
      email: 'lea@example.com',
      phone: '514-555-0100',
      password: 'Long-enough-2026',
    });
    await getCustomerMe(client);
    expect(calls[0]!.url.pathname).toBe('/api/site/maison-lumiere/register');
    expect(calls[1]!.url.pathname).toBe('/api/user/me');
  });

  it('asks for free times with the services repeated and leaves out an absent consultant', async () => {
    const { client, calls } = recordingClient();
    await getPublicTimes(client, 'maison-lumiere', { date: '2026-12-01', service_ids: [4, 5], customer_timezone_id: 2 });
    const { pathname, searchParams } = calls[0]!.url;
    expect(pathname).toBe('/api/site/maison-lumiere/times');
    expect(searchParams.getAll('service_ids')).toEqual(['4', '5']);
    expect(searchParams.get('date')).toBe('2026-12-01');
    expect(searchParams.get('customer_timezone_id')).toBe('2');
    expect(searchParams.has('consultant_id')).toBe(false);
  });

  it('books, lists, cancels and moves the customer’s appointments', async () => {
    const { client, calls } = recordingClient();
    await createPublicBooking(client, 'maison-lumiere', {
      consultant_id: 1,
      consultant_service_ids: [2],
      date: '2026-12-01',
      start_time: '10:00',
      end_time: '10:30',
      pay_now: 0,
    });
    await listMyAppointments(client, { page: 2 });
    await cancelMyAppointment(client, 9);
    await rescheduleMyAppointment(client, 9, { date: '2026-12-03', start_time: '11:00', end_time: '11:30' });
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'POST /api/site/maison-lumiere/appointments',
      'GET /api/user/me/appointments',
      'PATCH /api/user/me/appointments/9',
      'PATCH /api/user/me/appointments/9',
    ]);
    expect(calls[1]!.url.searchParams.get('paginate')).toBe('10');
    expect(JSON.parse(calls[2]!.body!)).toEqual({ status: 'cancelled' });
    expect(JSON.parse(calls[3]!.body!)).toEqual({ date: '2026-12-03', start_time: '11:00', end_time: '11:30' });
  });

  it("asks a slot's quote with its consultant and every consultant service", async () => {
    const { client, calls } = recordingClient();
    await getPublicQuote(client, 'maison-lumiere', { consultant_id: 3, consultant_service_ids: [41, 42] });
    const { pathname, searchParams } = calls[0]!.url;
    expect(pathname).toBe('/api/site/maison-lumiere/quote');
    expect(searchParams.get('consultant_id')).toBe('3');
    expect(searchParams.getAll('consultant_service_ids')).toEqual(['41', '42']);
    const query = { consultant_id: 3, consultant_service_ids: [41] };
    expect(publicQuoteQuery({} as never, 'Maison-Lumiere', query).queryKey).toEqual(
      customerKeys.quote('maison-lumiere', query),
    );
  });

  it('keys free times by site (whatever its case) and query', () => {
    const query = { date: '2026-12-01', service_ids: [4] };
    expect(publicTimesQuery({} as never, 'Maison-Lumiere', query).queryKey).toEqual(
      customerKeys.times('maison-lumiere', query),
    );
  });

  it("refreshes the customer's tokens and walks the site's forgot-password steps", async () => {
    const { client, calls } = recordingClient();
    await refreshCustomerSession(client, 'rdv_rt_x');
    await customerSendResetCode(client, 'maison-lumiere', 'lea@example.com');
    await customerConfirmResetCode(client, 'maison-lumiere', { email: 'lea@example.com', verification_code: '123456' });
    await customerResetPassword(client, 'maison-lumiere', {
      email: 'lea@example.com',
      verification_code: '123456',
      password: 'Long-enough-2026',
    });
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'POST /api/user/auth/refresh',
      'POST /api/site/maison-lumiere/auth/send-verification-code',
      'POST /api/site/maison-lumiere/auth/confirm-verification-code',
      'POST /api/site/maison-lumiere/auth/update-password',
    ]);
    expect(JSON.parse(calls[0]!.body!)).toEqual({ refresh_token: 'rdv_rt_x' });
  });
});
