import { describe, expect, it } from 'vitest';
import {
  appointmentDeliveriesQuery,
  appointmentKeys,
  appointmentListQuery,
  appointmentQuery,
  appointmentStats,
  checkAppointmentSeries,
  createAppointment,
  createAppointmentSeries,
  deleteAppointment,
  getAppointment,
  listAppointments,
  retryAppointmentDelivery,
  updateAppointment,
} from './appointments';
import { createApiClient } from './http';

function recordingClient(answer: unknown = { id: 3 }) {
  const calls: { url: URL; method: string; body: string | null }[] = [];
  const client = createApiClient({
    baseUrl: 'http://api.test/api',
    originKey: 'rdv-admin-console',
    getToken: () => 't',
    getBusinessId: () => 1,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      calls.push({ url: new URL(request.url), method: request.method, body: request.body ? await request.text() : null });
      return new Response(JSON.stringify({ data: answer }), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, calls };
}

describe('appointments endpoints', () => {
  it('lists a page of 10 with every relation by default, and a customer history on request', async () => {
    const { client, calls } = recordingClient({ data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 });
    await listAppointments(client, {});
    const params = calls[0]!.url.searchParams;
    expect(calls[0]!.url.pathname).toBe('/api/appointments');
    expect(Object.fromEntries(['paginate', 'filterByBusiness', 'sort', 'appendCustomer', 'appendConsultant', 'appendServices'].map((k) => [k, params.get(k)]))).toEqual({
      paginate: '10',
      filterByBusiness: 'true',
      sort: 'desc',
      appendCustomer: 'true',
      appendConsultant: 'true',
      appendServices: 'true',
    });

    await listAppointments(client, { customerType: 'guest', customerId: 4, status: 'completed', search: 'mia', paginate: 5, page: 2 });
    const history = calls[1]!.url.searchParams;
    expect([history.get('customerType'), history.get('customerId'), history.get('status'), history.get('search'), history.get('paginate'), history.get('page')]).toEqual([
      'guest',
      '4',
      'completed',
      'mia',
      '5',
      '2',
    ]);
  });

  it('reads, books, changes and deletes one appointment on its paths', async () => {
    const { client, calls } = recordingClient();
    await getAppointment(client, 3);
    const input = {
      consultant_id: 1,
      customer_type: 'user' as const,
      customerable_id: 2,
      date: '2030-01-02',
      start_time: '10:00',
      end_time: '10:30',
      services: [5],
    };
    await createAppointment(client, input);
    await updateAppointment(client, 3, { status: 'cancelled' });
    await deleteAppointment(client, 3);
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'GET /api/appointment/3',
      'POST /api/appointment',
      'PUT /api/appointment/3',
      'DELETE /api/appointment/3',
    ]);
    expect(JSON.parse(calls[1]!.body!)).toEqual(input);
    expect(JSON.parse(calls[2]!.body!)).toEqual({ status: 'cancelled' });
  });

  it('checks and books a recurring series on their own paths, with the rule in the body', async () => {
    const { client, calls } = recordingClient({ occurrences: [] });
    const booking = {
      consultant_id: 2,
      customer_type: 'user' as const,
      customerable_id: 5,
      date: '2027-06-01',
      start_time: '10:00',
      end_time: '11:00',
      services: [4],
    };
    const recurrence = { frequency: 'weekly' as const, interval: 1, count: 6 };
    await checkAppointmentSeries(client, { ...booking, recurrence });
    await createAppointmentSeries(client, { ...booking, recurrence, book: 'free' });
    expect(calls.map((c) => [c.method, c.url.pathname])).toEqual([
      ['POST', '/api/appointments/series/check'],
      ['POST', '/api/appointments/series'],
    ]);
    expect(JSON.parse(calls[1]!.body!)).toMatchObject({ recurrence, book: 'free', date: '2027-06-01' });
  });

  it('asks for each dashboard figure by name', async () => {
    const { client, calls } = recordingClient({ total: 12 });
    expect(await appointmentStats(client, 'profit')).toEqual({ total: 12 });
    expect(calls[0]!.url.pathname).toBe('/api/appointments/stats/profit');
  });

  it('keys lists apart by their filters and one appointment by id', () => {
    const { client } = recordingClient();
    expect(appointmentListQuery(client, { status: 'active' }).queryKey).toEqual(['appointments', 'list', { status: 'active' }]);
    expect(appointmentQuery(client, 3).queryKey).toEqual(appointmentKeys.detail(3));
    expect(appointmentKeys.detail(3)[0]).toBe(appointmentKeys.all[0]);
  });
  it("reads an appointment's delivery log under its own key, and sends a failed message again", async () => {
    const { client, calls } = recordingClient([]);
    const log = appointmentDeliveriesQuery(client, 3);
    expect(log.queryKey).toEqual([...appointmentKeys.detail(3), 'deliveries']);
    await log.queryFn!({ signal: new AbortController().signal } as never);
    await retryAppointmentDelivery(client, 3, 8);
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'GET /api/appointment/3/deliveries',
      'POST /api/appointment/3/deliveries/8/retry',
    ]);
  });
});
