import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { calendarRouteApi } from './calendar-route-test-data';

describe('/appointments/calendar', () => {
  it('opens the view and date of its address, with one heading and its own tab title, and leads back to the table', async () => {
    const api = calendarRouteApi();
    const { router } = renderApp({
      path: '/appointments/calendar?view=week&date=2026-12-02&consultant=3',
      api,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Appointments Calendar' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Appointments Calendar · Rendezvous'));
    // A week of one consultant: a column per day, Jordan Lee's appointment on Wednesday.
    expect(await screen.findByRole('group', { name: 'Wed 2026/12/02' })).toBeInTheDocument();
    expect(
      vi.mocked(api.request).mock.calls.find(([m, p]) => m === 'get' && p === 'appointments')?.[2]
        ?.query,
    ).toMatchObject({ dateFrom: '2026-11-30', dateTo: '2026-12-06', consultantId: 3 });
    expect(
      await screen.findByRole('button', { name: /^Jordan Lee\s*\d\d:\d\d/ }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        view: 'week',
        date: '2026-12-09',
        consultant: 3,
      }),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Table' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/appointments'));
  });
});
