import { DEFAULT_BUSINESS_DAY } from '@rendezvous/domain';
import { describe, expect, it } from 'vitest';
import {
  businessDayKeys,
  businessDayQueries,
  listBusinessDays,
  saveBusinessDays,
  updateBusinessDay,
} from './days';
import { clientWith, fakeFetch, sentRequest } from './test-fetch';

describe('business days endpoints', () => {
  it('reads the week with GET business-days', async () => {
    const fetch = fakeFetch(200, { data: [] });
    const { client } = clientWith(fetch);
    expect(await listBusinessDays(client)).toEqual([]);
    const request = sentRequest(fetch);
    expect(request.method).toBe('GET');
    expect(new URL(request.url).pathname).toBe('/api/business-days');
    expect(request.headers.get('x-business-id')).toBe('7');
  });

  it('saves the week with POST business-days and shows the server message', async () => {
    const fetch = fakeFetch(200, { data: [], message: 'Business hours have been saved!' });
    const { client, onSuccessMessage } = clientWith(fetch);
    const days = [{ day: 'monday' as const, ...DEFAULT_BUSINESS_DAY }];
    await saveBusinessDays(client, { days });
    const request = sentRequest(fetch);
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/business-days');
    expect(JSON.parse(fetch.bodies[0]!)).toEqual({ days });
    expect(onSuccessMessage).toHaveBeenCalledWith('Business hours have been saved!');
  });

  it('changes one field with PATCH business-day/{id}', async () => {
    const fetch = fakeFetch(200, { data: { id: 4 } });
    const { client } = clientWith(fetch);
    await updateBusinessDay(client, 4, { is_active: 0 });
    const request = sentRequest(fetch);
    expect(request.method).toBe('PATCH');
    expect(new URL(request.url).pathname).toBe('/api/business-day/4');
    expect(JSON.parse(fetch.bodies[0]!)).toEqual({ is_active: 0 });
  });

  it('rejects with the field errors of a 422', async () => {
    const message =
      'The work hours are invalid. Make sure the start work time is before the end work time.';
    const fetch = fakeFetch(422, { message, errors: { work_end_time: [message] } });
    const { client, onError } = clientWith(fetch);
    await expect(updateBusinessDay(client, 4, { work_end_time: '08:00' })).rejects.toMatchObject({
      status: 422,
      errors: { work_end_time: [message] },
    });
    expect(onError).toHaveBeenCalledOnce();
  });

  it('keys the week under its business', () => {
    const { client } = clientWith(fakeFetch(200, { data: [] }));
    expect(businessDayQueries.list(client, 7).queryKey).toEqual(businessDayKeys.list(7));
  });
});
