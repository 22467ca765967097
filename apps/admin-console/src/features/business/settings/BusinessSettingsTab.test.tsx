import { adminKeys, businessKeys } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { callOf, fakeApi } from '@rendezvous/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render';
import { makeBusiness } from '../profile/business-fixture';
import { BusinessSettingsTab } from './BusinessSettingsTab';

const SETTINGS = [
  { code: 'online_booking', description: 'Online booking', info: 'Customers can book from your website.', icon: null },
  { code: 'sms_notifications', description: 'SMS notifications', info: null, icon: null },
];

function renderTab(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET settings': () => SETTINGS, ...handlers });
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const business = makeBusiness({
    settings: [{ id: 7, business_id: 10, setting_code: 'online_booking', is_active: 1 }],
  });
  renderWithRouter(<BusinessSettingsTab business={business} />, { api, queryClient });
  return { api, invalidate, user: userEvent.setup() };
}

describe('BusinessSettingsTab', () => {
  it('lists every setting definition with its switch', async () => {
    renderTab();
    expect(await screen.findByRole('switch', { name: 'Online booking' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'SMS notifications' })).not.toBeChecked();
    expect(screen.getByText('Customers can book from your website.')).toBeInTheDocument();
  });

  it("patches a setting the business already has", async () => {
    const { api, user, invalidate } = renderTab({ 'PATCH business-settings/7': () => ({}) });
    await user.click(await screen.findByRole('switch', { name: 'Online booking' }));
    await waitFor(() => expect(callOf(api, 'patch', 'business-settings/7')?.json).toEqual({ is_active: 0 }));
    await waitFor(() => {
      expect(invalidate).toHaveBeenCalledWith({ queryKey: businessKeys.all });
      expect(invalidate).toHaveBeenCalledWith({ queryKey: adminKeys.all });
    });
  });

  it('creates the business setting the first time it is switched', async () => {
    const { api, user } = renderTab({ 'POST business-settings': () => ({}) });
    await user.click(await screen.findByRole('switch', { name: 'SMS notifications' }));
    await waitFor(() =>
      expect(callOf(api, 'post', 'business-settings')?.json).toEqual({
        business_id: 10,
        setting_code: 'sms_notifications',
        is_active: 1,
      }),
    );
  });

  it('offers to try again when the definitions cannot be loaded', async () => {
    renderTab({ 'GET settings': () => { throw new Error('down'); } });
    expect(await screen.findByText('The settings could not be loaded', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
