import { describe, expect, it } from 'vitest';
import { callOf, fakeApi } from './fake-api';

describe('fakeApi', () => {
  it('answers each call from the handler of its method and path', async () => {
    const api = fakeApi({ 'POST login': (options) => ({ echoed: options?.json }) });
    await expect(api.post('login', { json: { email: 'ada' } })).resolves.toEqual({
      echoed: { email: 'ada' },
    });
    expect(callOf(api, 'post', 'login')?.json).toEqual({ email: 'ada' });
    expect(api.request).toHaveBeenCalledTimes(1);
  });

  it('fails a call it has no handler for', async () => {
    await expect(fakeApi().get('dashboard')).rejects.toThrow('Unexpected call: GET dashboard');
  });
});
