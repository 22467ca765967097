import { describe, expect, it } from 'vitest';
import {
  addStatutoryHolidays,
  createTimeOff,
  deleteTimeOff,
  listTimeOff,
  timeOffKeys,
  timeOffQueries,
} from './time-off';
import { clientWith, fakeFetch, sentRequest } from './test-fetch';

describe('time off endpoints', () => {
  it('lists a range with GET business/{id}/time-off, conflicts on request', async () => {
    const fetch = fakeFetch(200, { data: [] });
    const { client } = clientWith(fetch);
    await listTimeOff(client, 7, { from: '2027-06-01', to: '2027-06-30', appendConflicts: true });
    const url = new URL(sentRequest(fetch).url);
    expect(url.pathname).toBe('/api/business/7/time-off');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      from: '2027-06-01',
      to: '2027-06-30',
      appendConflicts: 'true',
    });
    expect(url.searchParams.has('consultant_id')).toBe(false);
  });

  it('adds, deletes and adds the holidays with their own calls', async () => {
    const fetch = fakeFetch(201, { data: { id: 3 } });
    const { client } = clientWith(fetch);
    await createTimeOff(client, 7, {
      kind: 'closure',
      starts_on: '2027-06-24',
      ends_on: '2027-06-24',
    });
    await deleteTimeOff(client, 7, 3);
    await addStatutoryHolidays(client, 7, { year: 2027, region: 'QC' });
    const [create, remove, holidays] = [0, 1, 2].map((call) => sentRequest(fetch, call));
    expect([create!.method, new URL(create!.url).pathname]).toEqual([
      'POST',
      '/api/business/7/time-off',
    ]);
    expect([remove!.method, new URL(remove!.url).pathname]).toEqual([
      'DELETE',
      '/api/business/7/time-off/3',
    ]);
    expect([holidays!.method, new URL(holidays!.url).pathname]).toEqual([
      'POST',
      '/api/business/7/time-off/holidays',
    ]);
    expect(JSON.parse(fetch.bodies[2]!)).toEqual({ year: 2027, region: 'QC' });
  });

  it("keys each business's lists under one prefix", () => {
    const filters = { from: '2027-06-01', to: '2027-06-30' };
    const { client } = clientWith(fakeFetch(200, { data: [] }));
    expect(timeOffQueries.list(client, 7, filters).queryKey).toEqual(timeOffKeys.list(7, filters));
    expect(timeOffKeys.list(7, filters).slice(0, 2)).toEqual(timeOffKeys.business(7));
  });
});
