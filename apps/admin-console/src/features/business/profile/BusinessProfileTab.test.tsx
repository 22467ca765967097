import { AppError, ErrorCode } from '@rendezvous/domain';
import { adminKeys, businessKeys } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { callOf, fakeApi } from '@rendezvous/api-client/testing';
import { AddressMessages, type Business } from '@rendezvous/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAdmin } from '../../../test/fixtures';
import { renderWithRouter } from '../../../test/render';
import { BusinessProfileTab } from './BusinessProfileTab';
import { COUNTRIES, MAP_OFFLINE, makeAddress, makeBusiness } from './business-fixture';

const TAGS = [
  { id: 1, name: 'Gift cards' },
  { id: 2, name: 'Walk-ins welcome' },
];

function renderTab(
  business: Business,
  handlers: Parameters<typeof fakeApi>[0] = {},
  roles: Parameters<typeof makeAdmin>[0] = ['admin'],
) {
  const api = fakeApi({
    'GET tags': () => TAGS,
    'GET countries': () => COUNTRIES,
    'GET map-config': () => MAP_OFFLINE,
    ...handlers,
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(adminKeys.me(), makeAdmin(roles));
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const view = renderWithRouter(<BusinessProfileTab business={business} />, { api, queryClient });
  return { ...view, api, invalidate, user: userEvent.setup() };
}

const expectRefreshed = (invalidate: ReturnType<typeof vi.spyOn>) =>
  waitFor(() => {
    expect(invalidate).toHaveBeenCalledWith({ queryKey: businessKeys.all });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: adminKeys.all });
  });

describe('BusinessProfileTab', () => {
  it('shows the details, and the status read-only to a business admin', async () => {
    renderTab(makeBusiness());
    expect(await screen.findByRole('textbox', { name: /Business name/ })).toHaveValue('Maison Lumière');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('416-555-0100');
    expect(screen.getByRole('textbox', { name: 'Short description' })).toHaveValue('Hair and colour');
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Status' })).toBeNull();
  });

  it('saves only the changed fields, then refreshes the business and the admin', async () => {
    const { user, api, invalidate } = renderTab(makeBusiness(), { 'PATCH business/10': () => makeBusiness() });
    const registry = await screen.findByRole('textbox', { name: 'Registry ID' });
    await user.type(registry, 'ON-1234');
    await user.clear(screen.getByRole('textbox', { name: 'Short description' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(callOf(api, 'patch', 'business/10')?.json).toEqual({ registry_id: 'ON-1234', short_description: null }),
    );
    await expectRefreshed(invalidate);
  });

  it('lets a platform admin change the status', async () => {
    const { user, api } = renderTab(makeBusiness(), { 'PATCH business/10': () => makeBusiness() }, ['platformAdmin']);
    await user.click(await screen.findByRole('textbox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Suspended' }));
    await waitFor(() => expect(callOf(api, 'patch', 'business/10')?.json).toEqual({ status: 'suspended' }));
  });

  it('saves the chosen tags as a complete set', async () => {
    const { user, api } = renderTab(makeBusiness({ tags: [{ tag_id: 1 }] }), { 'POST business-tags/10': () => [] });
    await user.click(await screen.findByRole('textbox', { name: 'Tags' }));
    await user.click(await screen.findByRole('option', { name: 'Walk-ins welcome' }));
    await user.click(screen.getByRole('button', { name: 'Save tags' }));
    await waitFor(() => expect(callOf(api, 'post', 'business-tags/10')?.json).toEqual({ tags: [1, 2] }));
  });

  it('uploads a logo', async () => {
    const { user, api, container } = renderTab(makeBusiness(), {
      'POST file/upload': () => ({ id: 1, url: '/uploads/logo.png' }),
    });
    const input = await waitFor(() => {
      const found = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no file input yet');
      return found;
    });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'logo.png', { type: 'image/png' });
    await user.upload(input, png);
    await waitFor(() => expect(callOf(api, 'post', 'file/upload')?.body).toBeInstanceOf(FormData));
    const form = callOf(api, 'post', 'file/upload')!.body as FormData;
    expect(form.get('entity_type')).toBe('business');
    expect(form.get('item_type')).toBe('business_logo_image');
  });

  describe('addresses', () => {
    it('shows each address on a card with its map, and keeps the only one from deletion', async () => {
      renderTab(makeBusiness({ addresses: [makeAddress()] }));
      const label = '123 King Street West, Toronto, Ontario, M5H 1A1, Canada';
      expect(await screen.findByText(label)).toBeInTheDocument();
      expect(screen.getByRole('img', { name: `Map: ${label}` })).toBeInTheDocument();
      expect(screen.getByText('Map tiles are unavailable offline')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Delete address ${label}` })).toBeDisabled();
    });

    it('deletes an address after confirmation when two or more exist', async () => {
      const { user, api } = renderTab(
        makeBusiness({ addresses: [makeAddress(), makeAddress({ id: 2, gmaps_full_address: 'Second place' })] }),
        { 'DELETE addresses/2': () => null },
      );
      await user.click(await screen.findByRole('button', { name: 'Delete address Second place' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete address' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(api.request).toHaveBeenCalledWith('delete', 'addresses/2', undefined));
    });

    it("shows the toast for a form with missing fields and sends nothing", async () => {
      const { user, api } = renderTab(makeBusiness());
      await user.click(await screen.findByRole('button', { name: 'Add address' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add address' });
      await user.click(await within(dialog).findByRole('button', { name: 'Add' }));
      expect(await screen.findByText(AddressMessages.formIncomplete)).toBeInTheDocument();
      expect(within(dialog).getByText(AddressMessages.cityRequired)).toBeInTheDocument();
      expect(callOf(api, 'post', 'addresses')).toBeUndefined();
    });

    it('adds an address; a refused one keeps the dialog open with what was typed', async () => {
      let refuse = true;
      const { user, api, invalidate } = renderTab(makeBusiness(), {
        'POST addresses': () => {
          if (refuse) throw new AppError(ErrorCode.Validation, AddressMessages.unableToValidate);
          return makeAddress();
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Add address' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add address' });
      await user.click(await within(dialog).findByRole('textbox', { name: /State/ }));
      await user.click(await screen.findByRole('option', { name: 'Ontario' }));
      await user.type(within(dialog).getByRole('textbox', { name: /City/ }), 'Atlantis');
      await user.type(within(dialog).getByRole('textbox', { name: /Postal code/ }), 'M5H 1A1');
      await user.type(within(dialog).getByRole('textbox', { name: /Address line 1/ }), '1 Main St');
      await user.click(within(dialog).getByRole('button', { name: 'Add' }));
      await waitFor(() => expect(callOf(api, 'post', 'addresses')?.json).toMatchObject({
        addressable_id: 10,
        addressable_type: 'business',
        country_id: 1,
        state_id: 10,
        city: 'Atlantis',
      }));
      expect(screen.getByRole('dialog', { name: 'Add address' })).toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: /City/ })).toHaveValue('Atlantis');

      refuse = false;
      await user.click(within(dialog).getByRole('button', { name: 'Add' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add address' })).toBeNull());
      await expectRefreshed(invalidate);
    });

    it('fills the address from a suggestion chosen in Search address, asking once typing pauses', async () => {
      const toronto = {
        formatted_address: '1 Main St, Toronto, Ontario, M5H 2N2, Canada',
        address_line_1: '1 Main St',
        city: 'Toronto',
        state: { name: 'Ontario', code: 'ON' },
        country: { name: 'Canada', code: 'CA' },
        postal_code: 'M5H 2N2',
        latitude: 43.7,
        longitude: -79.4,
        place_id: 'offline:CA-ON:toronto',
      };
      const { user, api } = renderTab(makeBusiness(), {
        'GET geocode/suggestions': () => [toronto],
        'POST addresses': () => makeAddress(),
      });
      await user.click(await screen.findByRole('button', { name: 'Add address' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add address' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Search address' }), '1 Main St, Toro');
      expect(await screen.findByRole('option', { name: toronto.formatted_address })).toBeVisible();
      const asked = vi.mocked(api.request).mock.calls.filter(([, path]) => path === 'geocode/suggestions');
      expect(asked.map(([, , options]) => options?.query)).toEqual([{ q: '1 Main St, Toro', country: 'CA' }]);

      await user.keyboard('{Enter}');
      expect(within(dialog).getByRole('textbox', { name: /City/ })).toHaveValue('Toronto');
      expect(within(dialog).getByRole('textbox', { name: /State/ })).toHaveValue('Ontario');
      expect(within(dialog).getByRole('textbox', { name: /Postal code/ })).toHaveValue('M5H 2N2');
      expect(within(dialog).getByRole('textbox', { name: /Address line 1/ })).toHaveValue('1 Main St');
      await user.click(within(dialog).getByRole('button', { name: 'Add' }));
      await waitFor(() => expect(callOf(api, 'post', 'addresses')?.json).toMatchObject({
        address_line_1: '1 Main St',
        city: 'Toronto',
        postal_code: 'M5H 2N2',
        country_id: 1,
        state_id: 10,
      }));
    });

    it('edits an address with PUT', async () => {
      const { user, api } = renderTab(makeBusiness({ addresses: [makeAddress()] }), {
        'PUT addresses/1': () => makeAddress(),
      });
      await user.click(await screen.findByRole('button', { name: /Edit address/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit address' });
      const city = await within(dialog).findByRole('textbox', { name: /City/ });
      expect(city).toHaveValue('Toronto');
      await user.clear(city);
      await user.type(city, 'Ottawa');
      await user.click(within(dialog).getByRole('button', { name: 'Update' }));
      await waitFor(() => expect(callOf(api, 'put', 'addresses/1')?.json).toMatchObject({ city: 'Ottawa', state_id: 10 }));
    });
  });
});
