import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('retries nothing and keeps data fresh for 30 seconds', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ staleTime: 30_000, retry: false });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('gives every app its own cache', () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });
});
