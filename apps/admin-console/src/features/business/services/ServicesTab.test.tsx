import { adminKeys, businessKeys } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { callOf, fakeApi, type FakeApiHandler } from '@rendezvous/api-client/testing';
import {
  STORAGE_KEYS,
  ServiceMessages,
  type Service,
  type ServiceCategory,
} from '@rendezvous/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAdmin } from '../../../test/fixtures';
import { renderWithRouter } from '../../../test/render';
import { ServicesTab } from './ServicesTab';
import { pageOf, testBusiness } from './test-fixtures';

const hair: ServiceCategory = { id: 1, name: 'Hair', image_url: null, business_id: 10 };
const nails: ServiceCategory = { id: 2, name: 'Nails', image_url: null, business_id: 10 };

const cut: Service = {
  id: 5,
  name: "Women's cut",
  price: 6500,
  show_price: true,
  description: 'Cut and style',
  image_url: null,
  service_category_id: 1,
  appointment_length_decider: 'business',
  appointment_length: 60,
  minimum_appointment_length: 30,
  maximum_appointment_length: 60,
  is_subscription: false,
  subscription_period_id: 3,
  buffer_before_minutes: 0,
  buffer_after_minutes: 0,
  business_id: 10,
  service_category: hair,
};

const periods = [
  { id: 1, period: 'weekly', description: 'Weekly' },
  { id: 3, period: 'monthly', description: 'Monthly' },
];

function setup(handlers: Record<string, FakeApiHandler> = {}, categories = [hair, nails]) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(adminKeys.me(), makeAdmin());
  queryClient.setQueryData(businessKeys.detail(10), testBusiness);
  const api = fakeApi({
    'GET services': () => pageOf([cut]),
    'GET serviceCategories': () => pageOf(categories),
    'GET subscription-periods': () => periods,
    ...handlers,
  });
  const view = renderWithRouter(<ServicesTab business={testBusiness} />, { api, queryClient });
  return { ...view, user: userEvent.setup() };
}

async function fillService(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'Add service' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Service name' }), 'Blow-dry');
  await user.selectOptions(
    within(dialog).getByRole('combobox', { name: 'Service category' }),
    'Nails',
  );
  await user.type(within(dialog).getByRole('textbox', { name: 'Service price (CA$)' }), '35.5');
  await user.type(
    within(dialog).getByRole('textbox', { name: 'Service description' }),
    'Wash and dry',
  );
  return dialog;
}

describe('Services tab', () => {
  it('warns that a service no consultant offers is neither bookable nor on the website', async () => {
    const nobody: Service = { ...cut, id: 6, name: 'Scalp treatment', consultants_count: 0 };
    setup({ 'GET services': () => pageOf([{ ...cut, consultants_count: 2 }, nobody]) });
    const row = (await screen.findByText('Scalp treatment')).closest('tr')!;
    expect(within(row).getByText('No consultant')).toBeInTheDocument();
    const offeredRow = screen.getByText("Women's cut").closest('tr')!;
    expect(within(offeredRow).queryByText('No consultant')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      /Some services have no consultant.*not shown on your website/,
    );
  });

  it('shows no warning while every service has a consultant', async () => {
    setup({ 'GET services': () => pageOf([{ ...cut, consultants_count: 1 }]) });
    await screen.findByText("Women's cut");
    expect(screen.queryByText('No consultant')).not.toBeInTheDocument();
    expect(screen.queryByText('Some services have no consultant')).not.toBeInTheDocument();
  });

  it('shows a page of services with their category, price and length', async () => {
    const { api } = setup();
    const row = (await screen.findByText("Women's cut")).closest('tr')!;
    expect(within(row).getByText('Hair')).toBeInTheDocument();
    expect(within(row).getByText(/65\.00/)).toBeInTheDocument();
    expect(within(row).getByText('1 h')).toBeInTheDocument();
    expect(callOf(api, 'get', 'services')?.query).toMatchObject({ paginate: 10, page: 1 });
  });

  it('searches the services from page 1', async () => {
    const { api, user } = setup();
    await screen.findByText("Women's cut");
    await user.type(screen.getByRole('textbox', { name: 'Search services' }), 'cut');
    await waitFor(
      () =>
        expect(
          vi
            .mocked(api.request)
            .mock.calls.some(
              ([, path, options]) => path === 'services' && options?.query?.search === 'cut',
            ),
        ).toBe(true),
    );
  });

  it('tells an admin without categories to add one first and opens no dialog', async () => {
    const { user } = setup({}, []);
    await screen.findByText("Women's cut");
    await user.click(screen.getByRole('button', { name: 'Add service' }));
    expect(await screen.findByText(ServiceMessages.noCategory)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add service' })).not.toBeInTheDocument();
  });

  it('adds a service in cents, closes the dialog and refreshes the admin and the business', async () => {
    const created = {
      ...cut,
      id: 6,
      name: 'Blow-dry',
      price: 3550,
      service_category_id: 2,
      service_category: nails,
    };
    const rows: Service[] = [cut];
    const { api, user, queryClient } = setup({
      'GET services': () => pageOf([...rows]),
      'POST service': () => {
        rows.unshift(created);
        return created;
      },
    });
    await screen.findByText("Women's cut");
    await user.click(screen.getByRole('button', { name: 'Add service' }));
    const dialog = await fillService(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add service' })).not.toBeInTheDocument(),
    );
    expect(callOf(api, 'post', 'service')?.json).toMatchObject({
      name: 'Blow-dry',
      service_category_id: 2,
      price: 3550,
      description: 'Wash and dry',
      appointment_length_decider: 'business',
      appointment_length: 30,
      show_price: true,
      is_subscription: false,
      subscription_period_id: 3,
    });
    expect(queryClient.getQueryState(adminKeys.me())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(businessKeys.detail(10))?.isInvalidated).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.incompleteBusinessService)).toBeNull();
    // The list reloads page 1, where the newest service comes first.
    await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('Blow-dry'));
  });

  it('keeps the dialog and what was typed when the add fails', async () => {
    const { user } = setup({
      'POST service': () => {
        throw Object.assign(new Error('Service price must be a valid amount'), {
          status: 422,
          errors: {},
        });
      },
    });
    await screen.findByText("Women's cut");
    await user.click(screen.getByRole('button', { name: 'Add service' }));
    const dialog = await fillService(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Add' })).not.toHaveAttribute(
        'data-loading',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Add service' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Service name' })).toHaveValue('Blow-dry');
  });

  it('keeps a draft of an open add dialog and reopens it once on the next visit', async () => {
    const first = setup();
    await screen.findByText("Women's cut");
    await first.user.click(screen.getByRole('button', { name: 'Add service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add service' });
    await first.user.type(
      within(dialog).getByRole('textbox', { name: 'Service name' }),
      'Half-done',
    );
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.incompleteBusinessService)!)).toMatchObject(
      {
        business_id: 10,
        values: { name: 'Half-done' },
      },
    );
    first.unmount();

    const second = setup();
    const reopened = await screen.findByRole('dialog', { name: 'Add service' });
    expect(within(reopened).getByRole('textbox', { name: 'Service name' })).toHaveValue(
      'Half-done',
    );
    expect(localStorage.getItem(STORAGE_KEYS.incompleteBusinessService)).toBeNull();
    second.unmount();

    setup();
    await screen.findByText("Women's cut");
    expect(screen.queryByRole('dialog', { name: 'Add service' })).not.toBeInTheDocument();
  });

  it('drops the draft when the dialog is cancelled', async () => {
    const { user } = setup();
    await screen.findByText("Women's cut");
    await user.click(screen.getByRole('button', { name: 'Add service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add service' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Service name' }), 'Never mind');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(localStorage.getItem(STORAGE_KEYS.incompleteBusinessService)).toBeNull();
  });

  it('views a service and saves only what changed', async () => {
    const { api, user } = setup({ 'PATCH service/5': () => ({ ...cut, price: 7000 }) });
    await user.click(await screen.findByText("Women's cut"));
    const dialog = await screen.findByRole('dialog', { name: "Women's cut" });
    const price = within(dialog).getByRole('textbox', { name: 'Service price (CA$)' });
    expect(price).toHaveValue('65.00');
    await user.clear(price);
    await user.type(price, '70');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: "Women's cut" })).not.toBeInTheDocument(),
    );
    expect(callOf(api, 'patch', 'service/5')?.json).toEqual({ price: 7000 });
  });

  it("sets a service's buffers before and after in minutes, sending only those that changed", async () => {
    const { api, user } = setup({
      'PATCH service/5': () => ({ ...cut, buffer_after_minutes: 15 }),
    });
    await user.click(await screen.findByText("Women's cut"));
    const dialog = await screen.findByRole('dialog', { name: "Women's cut" });
    expect(within(dialog).getByRole('textbox', { name: 'Buffer before' })).toHaveValue('0');
    const after = within(dialog).getByRole('textbox', { name: 'Buffer after' });
    await user.clear(after);
    await user.type(after, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText(ServiceMessages.bufferInvalid)).toBeInTheDocument();
    expect(callOf(api, 'patch', 'service/5')).toBeUndefined();
    await user.clear(after);
    await user.type(after, '15');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(callOf(api, 'patch', 'service/5')?.json).toEqual({ buffer_after_minutes: 15 }),
    );
  });

  it('adds a service with a buffer before it', async () => {
    const { api, user } = setup({ 'POST service': () => ({ ...cut, id: 6 }) });
    await screen.findByText("Women's cut");
    await user.click(screen.getByRole('button', { name: 'Add service' }));
    const dialog = await fillService(user);
    const before = within(dialog).getByRole('textbox', { name: 'Buffer before' });
    await user.clear(before);
    await user.type(before, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(callOf(api, 'post', 'service')?.json).toMatchObject({
        buffer_before_minutes: 10,
        buffer_after_minutes: 0,
      }),
    );
  });

  it('sends is_subscription with a changed period', async () => {
    const { api, user } = setup({ 'PATCH service/5': () => cut });
    await user.click(await screen.findByText("Women's cut"));
    const dialog = await screen.findByRole('dialog', { name: "Women's cut" });
    await user.click(within(dialog).getByRole('switch', { name: 'Recurring payments' }));
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Subscription period' }),
      'Weekly',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(callOf(api, 'patch', 'service/5')?.json).toEqual({
        is_subscription: true,
        subscription_period_id: 1,
      }),
    );
  });

  it('deletes a service after confirmation', async () => {
    const { api, user } = setup({ 'DELETE service/5': () => null });
    const deleted = () =>
      vi
        .mocked(api.request)
        .mock.calls.some(([method, path]) => method === 'delete' && path === 'service/5');
    const row = (await screen.findByText("Women's cut")).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete service' });
    expect(deleted()).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted()).toBe(true));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete service' })).not.toBeInTheDocument(),
    );
  });
});

describe('Service and category images', () => {
  const png = () => new File(['png'], 'photo.png', { type: 'image/png' });
  const fileInput = (dialog: HTMLElement) => {
    const input = dialog.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    return input;
  };

  it("uploads a service's image from its dialog", async () => {
    const { api, user } = setup({
      'POST service/5/image': () => ({ id: 5, image_url: '/uploads/cut.png' }),
    });
    await user.click(await screen.findByText("Women's cut"));
    const dialog = await screen.findByRole('dialog', { name: "Women's cut" });
    await user.upload(fileInput(dialog), png());
    await waitFor(() =>
      expect(callOf(api, 'post', 'service/5/image')?.body?.get('image')).toBeInstanceOf(File),
    );
    expect(await within(dialog).findByRole('img', { name: 'Service image' })).toHaveAttribute(
      'src',
      '/uploads/cut.png',
    );
  });

  it('uploads the image chosen in the add dialog once the category exists', async () => {
    const created = { id: 3, name: 'Spa', image_url: null, business_id: 10 };
    const { api, user } = setup({
      'POST serviceCategories': () => created,
      'POST file/upload': () => ({ id: 1, url: '/uploads/spa.png' }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Categories' }));
    await user.click(await screen.findByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add category' });
    await user.upload(fileInput(dialog), png());
    await user.type(within(dialog).getByRole('textbox', { name: 'Service category name' }), 'Spa');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(callOf(api, 'post', 'file/upload')).toBeDefined());
    const form = callOf(api, 'post', 'file/upload')!.body!;
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'file'))).toEqual({
      business_id: '10',
      entity_type: 'service_category',
      entity_id: '3',
      item_type: 'service_category_image',
      action: 'upload',
    });
    expect(form.get('file')).toBeInstanceOf(File);
  });
});

describe('Categories tab', () => {
  it('lists, adds and refreshes the categories', async () => {
    const created = { id: 3, name: 'Spa', image_url: null, business_id: 10 };
    const { api, user } = setup({ 'POST serviceCategories': () => created });
    await user.click(await screen.findByRole('tab', { name: 'Categories' }));
    expect(await screen.findByText('Nails')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add category' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Service category name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Service category name' }), 'Spa');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add category' })).not.toBeInTheDocument(),
    );
    expect(callOf(api, 'post', 'serviceCategories')?.json).toEqual({
      name: 'Spa',
      name_fr: null,
      business_id: 10,
    });
  });

  it('keeps the confirmation open when a category still holding services cannot be deleted', async () => {
    const { user } = setup({
      'DELETE serviceCategories/1': () => {
        throw Object.assign(new Error('This category still holds services.'), { status: 409 });
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Categories' }));
    const row = (await screen.findByText('Hair')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete category' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(confirm).getByRole('button', { name: 'Delete' })).not.toHaveAttribute(
        'data-loading',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Delete category' })).toBeInTheDocument();
  });

  it('renames a category from its dialog', async () => {
    const { api, user } = setup({
      'PATCH serviceCategories/2': () => ({ ...nails, name: 'Nail care' }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Categories' }));
    await user.click(await screen.findByText('Nails'));
    const dialog = await screen.findByRole('dialog', { name: 'Nails' });
    const name = within(dialog).getByRole('textbox', { name: 'Service category name' });
    await user.type(name, ' care');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(callOf(api, 'patch', 'serviceCategories/2')?.json).toEqual({ name: 'Nails care', name_fr: null }),
    );
  });
});
