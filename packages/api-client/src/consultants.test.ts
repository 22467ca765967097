import { describe, expect, it } from 'vitest';
import { getAdmin, updateAdmin, updateAdminPassword, updateAdminRoles } from './admin';
import {
  consultantKeys,
  consultantQueries,
  createConsultantService,
  deleteConsultantService,
  getConsultantTimes,
  listConsultants,
  saveConsultantDays,
  updateConsultantDay,
  updateConsultantService,
} from './consultants';
import { createApiClient } from './http';

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

describe('consultant endpoints', () => {
  it('lists consultants with their admin and the given filters', async () => {
    const { client, calls } = recordingClient();
    await listConsultants(client, { search: 'noah', page: 2, appendDays: true });
    const url = calls[0]!.url;
    expect(url.pathname).toBe('/api/consultants');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ search: 'noah', page: '2', appendDays: 'true', appendAdmin: 'true' });
  });

  it('adds, changes and removes a consultant service on the spec paths', async () => {
    const { client, calls } = recordingClient();
    await createConsultantService(client, {
      consultant_id: 3,
      service_id: 4,
      price: 4500,
      description: null,
      appointment_length_decider: 'business',
      appointment_length: 30,
      minimum_appointment_length: 30,
      maximum_appointment_length: 60,
      use_business_price: false,
      use_business_description: true,
      use_business_appointment_length: true,
    });
    await updateConsultantService(client, 9, { price: 5000 });
    await deleteConsultantService(client, 9);
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'POST /api/consultant-service',
      'PATCH /api/consultant-service/9',
      'DELETE /api/consultant-service/9',
    ]);
    expect(JSON.parse(calls[0]!.body!)).toMatchObject({ consultant_id: 3, service_id: 4, price: 4500 });
    expect(JSON.parse(calls[1]!.body!)).toEqual({ price: 5000 });
  });

  it('saves days in one body and patches one day', async () => {
    const { client, calls } = recordingClient();
    const monday = { day: 'monday' as const, is_active: 1 as const, work_start_time: '09:00', work_end_time: '17:00', has_breaks: 0 as const };
    await saveConsultantDays(client, { consultant_id: 3, days: [monday] });
    await updateConsultantDay(client, 12, { work_end_time: '16:00' });
    expect(calls[0]).toMatchObject({ method: 'POST' });
    expect(calls[0]!.url.pathname).toBe('/api/consultant-days');
    expect(JSON.parse(calls[0]!.body!)).toEqual({ consultant_id: 3, days: [monday] });
    expect(calls[1]!.url.pathname).toBe('/api/consultant-day/12');
    expect(JSON.parse(calls[1]!.body!)).toEqual({ work_end_time: '16:00' });
  });
});

describe('admin profile endpoints', () => {
  it('asks for the consultant and roles when reading or updating an admin', async () => {
    const { client, calls } = recordingClient();
    await getAdmin(client, 5);
    await updateAdmin(client, 5, { is_away: 1 });
    for (const call of calls) {
      expect(call.url.pathname).toBe('/api/admin/5');
      expect(call.url.searchParams.get('appendConsultant')).toBe('true');
      expect(call.url.searchParams.get('appendRoles')).toBe('true');
    }
    expect(calls[0]!.url.searchParams.get('appendIntegrations')).toBe('true');
    expect(JSON.parse(calls[1]!.body!)).toEqual({ is_away: 1 });
  });

  it('changes a password and the roles on their own paths', async () => {
    const { client, calls } = recordingClient();
    await updateAdminPassword(client, 5, { current_password: 'old', password: 'N3w-Password!', password_confirmation: 'N3w-Password!' });
    await updateAdminRoles(client, 5, [2, 3]);
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['PATCH /api/admin/5/password', 'POST /api/admin/5/update-roles']);
    expect(JSON.parse(calls[1]!.body!)).toEqual({ roles: [2, 3] });
  });
});

describe('consultant times', () => {
  it('asks for the slots of a date with every chosen service, leaving out what is not given', async () => {
    const { client, calls } = recordingClient();
    await getConsultantTimes(client, 3, { date: '2030-06-04', consultantServiceIds: [7, 8] });
    await getConsultantTimes(client, 3, {
      date: '2030-06-04',
      consultantServiceIds: [7],
      customer_timezone_id: 12,
      excludeAppointmentId: 40,
    });
    expect(calls[0]!.url.pathname).toBe('/api/consultant/3/times');
    expect(calls[0]!.url.searchParams.getAll('consultantServiceIds')).toEqual(['7', '8']);
    expect(calls[0]!.url.searchParams.get('date')).toBe('2030-06-04');
    expect(calls[0]!.url.searchParams.has('customer_timezone_id')).toBe(false);
    expect(calls[0]!.url.searchParams.has('excludeAppointmentId')).toBe(false);
    expect(Object.fromEntries(calls[1]!.url.searchParams)).toMatchObject({
      date: '2030-06-04',
      consultantServiceIds: '7',
      customer_timezone_id: '12',
      excludeAppointmentId: '40',
    });
    expect(calls[1]!.url.searchParams.has('override_booking_rules')).toBe(false);
  });

  it("asks for the owner's times inside the notice and past the horizon only when told to", async () => {
    const { client, calls } = recordingClient();
    const query = { date: '2030-06-04', consultantServiceIds: [7] };
    await getConsultantTimes(client, 3, { ...query, overrideBookingRules: true });
    await getConsultantTimes(client, 3, { ...query, overrideBookingRules: false });
    expect(calls[0]!.url.searchParams.get('override_booking_rules')).toBe('true');
    expect(calls[1]!.url.searchParams.has('override_booking_rules')).toBe(false);
    // The owner's times are cached apart from everyone's.
    expect(consultantKeys.times(3, { ...query, overrideBookingRules: true })).not.toEqual(
      consultantKeys.times(3, query),
    );
  });

  it('keys the slots by consultant, date and services, under the consultants', async () => {
    const { client, calls } = recordingClient();
    const query = { date: '2030-06-04', consultantServiceIds: [7] };
    const options = consultantQueries.times(client, 3, query);
    expect(options.queryKey).toEqual(consultantKeys.times(3, query));
    expect(options.queryKey.slice(0, 1)).toEqual(consultantKeys.all);
    expect(consultantKeys.times(3, { ...query, date: '2030-06-05' })).not.toEqual(options.queryKey);
    await options.queryFn!({ signal: new AbortController().signal } as never);
    expect(calls[0]!.url.pathname).toBe('/api/consultant/3/times');
  });
});
