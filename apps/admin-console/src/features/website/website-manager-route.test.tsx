import { callOf, fakeApi } from '@rendezvous/api-client/testing';
import { STORAGE_KEYS } from '@rendezvous/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAdmin } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { makeBusiness } from '../business/profile/business-fixture';
import { THEMES } from './test-fixtures';

const page = <T,>(rows: T[]) => ({
  data: rows,
  current_page: 1,
  last_page: 1,
  per_page: 10,
  total: rows.length,
});

describe('/business/website-manager?business={id}', () => {
  it("manages the chosen business's website, acting as that business (the platform admin's link)", async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
    const api = fakeApi({
      'GET get-admin-by-token': () => makeAdmin(['platformAdmin'], { business_id: null }),
      'GET notifications': () => page([]),
      'GET business/11': () =>
        makeBusiness({ id: 11, name: 'Barber Bros', subdomain: 'barber-bros' }),
      'GET themes': () => THEMES,
      'GET business/11/themeImages': () => [],
    });
    renderApp({ path: '/business/website-manager?business=11', api });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Website Manager' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit Classic' })).toBeInTheDocument();
    await waitFor(() =>
      expect(callOf(api, 'get', 'business/11')).toMatchObject({ businessId: 11 }),
    );
    expect(screen.queryByText('No business yet')).not.toBeInTheDocument();
    // The preview pages show the admin's own business: none to offer here.
    expect(screen.queryByRole('link', { name: /^Preview / })).not.toBeInTheDocument();
  });
});
