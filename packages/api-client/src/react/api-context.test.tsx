// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { ApiProvider, useApi } from './api-context';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useApi', () => {
  it('returns the client of the nearest ApiProvider', () => {
    const api = fakeApi();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiProvider client={api}>{children}</ApiProvider>
    );
    expect(renderHook(() => useApi(), { wrapper }).result.current).toBe(api);
  });

  it('fails loudly outside one', () => {
    // React reports the thrown error on the console as well.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useApi())).toThrow('useApi must be used inside <ApiProvider>');
  });
});
