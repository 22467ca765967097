import { adminKeys, tokenStore } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { fakeApi } from '@rendezvous/api-client/testing';
import type { Activity } from '@rendezvous/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAdmin } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';
import { ActivitiesPage } from './ActivitiesPage';

const activity = (over: Partial<Activity>): Activity => ({
  id: 1,
  business_id: 10,
  activity_type: 'login',
  note: 'Signed in',
  note_key: null,
  note_values: null,
  initiator: { id: 1, morph_class: 'admin', full_name: 'Ada Lovelace' },
  receiver: null,
  admin: { full_name: 'Ada Lovelace' },
  start_date: null,
  end_date: null,
  created_at: '2026-03-04T15:06:07.000Z',
  ...over,
});
const page = <T,>(rows: T[]) => ({ data: rows, current_page: 1, last_page: 1, per_page: 10, total: rows.length });

describe('Activities concerning consultants', () => {
  it("shows only the consultants' activities once Consultants is chosen, without the admin and period filters", async () => {
    tokenStore.set({ token: 'token-1', refresh_token: 'refresh-1' });
    const queryClient = createQueryClient();
    queryClient.setQueryData(adminKeys.me(), makeAdmin(['admin']));
    const api = fakeApi({
      'GET activities': () => page([activity({ note: 'Ordered new chairs' })]),
      'GET consultant-activities': () => page([activity({ id: 2, activity_type: 'event', note: 'Appointment booked for Mar 5' })]),
      'GET admins': () => page([]),
    });
    renderWithRouter(<ActivitiesPage />, { api, queryClient });
    const user = userEvent.setup();
    expect(await screen.findByText('Ordered new chairs')).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Concerning' }));
    await user.click(await screen.findByRole('option', { name: 'Consultants' }));
    expect(await screen.findByText('Appointment booked for Mar 5')).toBeInTheDocument();
    expect(screen.queryByText('Ordered new chairs')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Filter by admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Period' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Filter by activity type' }));
    await user.click(await screen.findByRole('option', { name: 'Event' }));
    await waitFor(() =>
      expect(
        vi.mocked(api.request).mock.calls.filter(([m, p]) => m === 'get' && p === 'consultant-activities').at(-1)?.[2]?.query,
      ).toMatchObject({ activityType: 'event', page: 1 }),
    );
  });
});
