import { callOf, fakeApi } from '@rendezvous/api-client/testing';
import { AuthMessages, OnboardingToasts, STORAGE_KEYS, type Admin, type ProfileTab } from '@rendezvous/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAdmin } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';
import { AdminProfileTabs } from './AdminProfileTabs';
import { businessDays, businessService, consultantAdmin, page, signedInAs } from './test-data';

const ROLES = [
  { id: 1, name: 'user', type: 'user' },
  { id: 2, name: 'consultant', type: 'admin' },
  { id: 3, name: 'admin', type: 'admin' },
  { id: 4, name: 'platform_admin', type: 'admin' },
];

function renderTabs(
  admin: Admin,
  { me = admin, tab = 'profile' as ProfileTab, routes = {} as Parameters<typeof fakeApi>[0] } = {},
) {
  const api = fakeApi({
    'GET roles': () => ROLES,
    'GET get-admin-by-token': () => me,
    [`GET admin/${admin.id}`]: () => admin,
    'GET services': () => page([businessService]),
    'GET business-days': () => businessDays,
    ...routes,
  });
  const onTabChange = vi.fn();
  // Signed in, so the signed-in admin's query is live and refetches when invalidated.
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
  const view = renderWithRouter(<AdminProfileTabs admin={admin} tab={tab} onTabChange={onTabChange} />, {
    api,
    queryClient: signedInAs(me),
    path: '/my-profile',
  });
  return { ...view, api, onTabChange, user: userEvent.setup() };
}

describe('AdminProfileTabs', () => {
  it('shows Services and Opening Hours only to a consultant', async () => {
    const { unmount } = renderTabs(consultantAdmin());
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Profile', 'Services', 'Opening Hours', 'Integrations']);
    unmount();
    renderTabs(makeAdmin(['admin']), { tab: 'services' });
    const plain = await screen.findAllByRole('tab');
    expect(plain.map((t) => t.textContent)).toEqual(['Profile', 'Integrations']);
    // A consultant tab asked for someone without the role falls back to the profile.
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  });

  describe('Profile', () => {
    it('saves only the changed fields and refreshes the signed-in admin', async () => {
      const admin = consultantAdmin();
      const { api, user } = renderTabs(admin, {
        routes: { 'PATCH admin/1': (options) => ({ ...admin, ...(options?.json as object) }) },
      });
      const first = await screen.findByRole('textbox', { name: /First name/ });
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
      await user.clear(first);
      await user.type(first, 'Augusta');
      await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+1 416-555-0100');
      await user.click(screen.getByRole('button', { name: 'Save profile' }));
      await waitFor(() => expect(callOf(api, 'patch', 'admin/1')?.json).toEqual({ firstname: 'Augusta', phone: '+1 416-555-0100' }));
      await waitFor(() => expect(callOf(api, 'get', 'get-admin-by-token')).toBeDefined());
    });

    it('refuses a blank first name with the message', async () => {
      const { api, user } = renderTabs(consultantAdmin());
      await user.clear(await screen.findByRole('textbox', { name: /First name/ }));
      await user.click(screen.getByRole('button', { name: 'Save profile' }));
      expect(await screen.findByText('First name is required')).toBeInTheDocument();
      expect(callOf(api, 'patch', 'admin/1')).toBeUndefined();
    });

    it('sets "Show status as Away"; the active switch is for colleagues, not oneself', async () => {
      const admin = consultantAdmin();
      const { api, user, unmount } = renderTabs(admin, { routes: { 'PATCH admin/1': () => admin } });
      await user.click(await screen.findByRole('switch', { name: 'Show status as Away' }));
      await waitFor(() => expect(callOf(api, 'patch', 'admin/1')?.json).toEqual({ is_away: 1 }));
      expect(screen.queryByRole('switch', { name: 'Active' })).not.toBeInTheDocument();
      unmount();

      const colleague = makeAdmin(['consultant'], { id: 5, firstname: 'Noah', full_name: 'Noah T' });
      const view = renderTabs(colleague, { me: consultantAdmin(), routes: { 'PATCH admin/5': () => colleague } });
      await view.user.click(await screen.findByRole('switch', { name: 'Active' }));
      await waitFor(() => expect(callOf(view.api, 'patch', 'admin/5')?.json).toEqual({ is_active: 0 }));
    });

    it('offers only the roles the signed-in admin may give, and saves them with update-roles', async () => {
      const colleague = makeAdmin(['consultant'], { id: 5, firstname: 'Noah' });
      const { api, user } = renderTabs(colleague, {
        me: consultantAdmin(),
        routes: { 'POST admin/5/update-roles': () => colleague },
      });
      const roles = await screen.findByRole('textbox', { name: 'Roles' });
      await waitFor(() => expect(callOf(api, 'get', 'roles')).toBeDefined());
      await user.click(roles);
      const listbox = await screen.findByRole('listbox');
      const options = within(listbox).getAllByRole('option').map((o) => o.textContent);
      expect(options).toEqual(['Consultant', 'Admin']);
      await user.click(within(listbox).getByRole('option', { name: 'Admin' }));
      await user.click(screen.getByRole('button', { name: 'Save roles' }));
      await waitFor(() => expect(callOf(api, 'post', 'admin/5/update-roles')?.json).toEqual({ roles: [2, 3] }));
    });

    it('changes the password with the spec messages; one\'s own needs the current password', async () => {
      const { api, user } = renderTabs(consultantAdmin(), { routes: { 'PATCH admin/1/password': () => null } });
      const form = await screen.findByRole('form', { name: 'Change password' });
      await user.click(within(form).getByRole('button', { name: 'Change password' }));
      expect(within(form).getByText('Password is required')).toBeInTheDocument();
      expect(within(form).getByText('Password confirmation is required')).toBeInTheDocument();
      expect(within(form).getByText('Your current password is required')).toBeInTheDocument();

      await user.type(within(form).getByLabelText(/Current password/), 'Old-Secret-2026');
      await user.type(within(form).getByLabelText(/^New password/), 'Brand-New-Pass-77');
      await user.type(within(form).getByLabelText(/Confirm new password/), 'Brand-New-Pass-78');
      await user.click(within(form).getByRole('button', { name: 'Change password' }));
      expect(within(form).getByText(AuthMessages.passwordConfirmationMatch)).toBeInTheDocument();
      expect(await screen.findByText(AuthMessages.passwordsMustMatch)).toBeInTheDocument();

      await user.clear(within(form).getByLabelText(/Confirm new password/));
      await user.type(within(form).getByLabelText(/Confirm new password/), 'Brand-New-Pass-77');
      await user.click(within(form).getByRole('button', { name: 'Change password' }));
      await waitFor(() =>
        expect(callOf(api, 'patch', 'admin/1/password')?.json).toEqual({
          current_password: 'Old-Secret-2026',
          password: 'Brand-New-Pass-77',
          password_confirmation: 'Brand-New-Pass-77',
        }),
      );
    });
  });

  describe("A colleague's password", () => {
    it('is never set here: a manager sends them a reset link instead', async () => {
      const colleague = makeAdmin(['consultant'], { id: 5, firstname: 'Noah' });
      const { api, user } = renderTabs(colleague, {
        me: consultantAdmin(),
        routes: { 'POST admin/5/send-password-reset': () => null },
      });
      await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
      await waitFor(() => expect(api.request).toHaveBeenCalledWith('post', 'admin/5/send-password-reset', undefined));
      expect(screen.queryByRole('form', { name: 'Change password' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText(/New password/)).not.toBeInTheDocument();
    });

    it("leaves the business's founding owner view-only to a co-admin", async () => {
      const founder = makeAdmin(['admin', 'consultant'], {
        id: 5,
        firstname: 'Camille',
        business: { owner_admin_id: 5 } as Admin['business'],
      });
      renderTabs(founder, { me: makeAdmin(['admin'], { id: 9 }) });
      expect(await screen.findByText('View only')).toBeInTheDocument();
    });
  });

  describe('Services', () => {
    it('lists the consultant services', async () => {
      renderTabs(consultantAdmin(), { tab: 'services' });
      const table = await screen.findByRole('table', { name: 'Consultant services' });
      expect(within(table).getByText('Full colour')).toBeInTheDocument();
      expect(within(table).getByText('1 h 30 min')).toBeInTheDocument();
    });

    it('adds a service from a business service with the business values', async () => {
      const admin = consultantAdmin();
      const { api, user } = renderTabs(admin, {
        tab: 'services',
        routes: { 'POST consultant-service': () => ({ id: 71 }) },
      });
      await user.click(await screen.findByRole('button', { name: 'Add service' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add service' });
      expect(within(dialog).getByRole('textbox', { name: 'Business service' })).toHaveValue("Men's cut");
      await user.click(within(dialog).getByRole('button', { name: 'Add service' }));
      await waitFor(() =>
        expect(callOf(api, 'post', 'consultant-service')?.json).toMatchObject({
          consultant_id: 7,
          service_id: 40,
          price: 4000,
          description: null,
          use_business_price: true,
          use_business_description: true,
          use_business_appointment_length: true,
        }),
      );
      // The signed-in admin (the banner's) is fetched again.
      await waitFor(() => expect(callOf(api, 'get', 'get-admin-by-token')).toBeDefined());
    });

    it('tells a business without services to add some first', async () => {
      const { api, user } = renderTabs(consultantAdmin(), { tab: 'services', routes: { 'GET services': () => page([]) } });
      await waitFor(() => expect(callOf(api, 'get', 'services')).toBeDefined());
      const add = await screen.findByRole('button', { name: 'Add service' });
      await waitFor(() => expect(add).not.toHaveAttribute('data-loading'));
      await user.click(add);
      expect(await screen.findByText(OnboardingToasts.noBusinessServices)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('edits a service with its own price, and its image', async () => {
      const { api, user } = renderTabs(consultantAdmin(), {
        tab: 'services',
        routes: {
          'PATCH consultant-service/70': () => ({ id: 70 }),
          'POST consultant-service/70/image': () => ({ id: 70, image_url: '/uploads/a.png' }),
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Edit Full colour' }));
      const dialog = await screen.findByRole('dialog', { name: 'Full colour' });
      const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'photo.png', { type: 'image/png' });
      const input = document.querySelector('input[type="file"]') as HTMLInputElement;
      await user.upload(input, file);
      await waitFor(() => expect(callOf(api, 'post', 'consultant-service/70/image')).toBeDefined());
      await user.click(within(dialog).getByRole('switch', { name: /Use the business price/ }));
      const price = within(dialog).getByRole('textbox', { name: /Price/ });
      await user.clear(price);
      await user.type(price, '130');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(callOf(api, 'patch', 'consultant-service/70')?.json).toMatchObject({ price: 13000, use_business_price: false }),
      );
      expect(callOf(api, 'patch', 'consultant-service/70')?.json).not.toHaveProperty('consultant_id');
    });

    it('removes a service after confirmation', async () => {
      const { api, user } = renderTabs(consultantAdmin(), {
        tab: 'services',
        routes: { 'DELETE consultant-service/70': () => null },
      });
      await user.click(await screen.findByRole('button', { name: 'Remove Full colour' }));
      const dialog = await screen.findByRole('dialog', { name: 'Remove service' });
      await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
      await waitFor(() => expect(vi.mocked(api.request)).toHaveBeenCalledWith('delete', 'consultant-service/70', undefined));
    });
  });

  describe('Opening Hours', () => {
    it('limits the days to the business hours and saves the week', async () => {
      const { api, user } = renderTabs(consultantAdmin(), {
        tab: 'opening-hours',
        routes: { 'POST consultant-days': () => [] },
      });
      const sunday = await screen.findByRole('switch', { name: 'Sunday open' });
      expect(sunday).toBeDisabled();
      // Nothing to save until something changes.
      expect(screen.getByRole('button', { name: 'Save hours' })).toBeDisabled();
      await user.click(screen.getByRole('switch', { name: 'Saturday open' }));
      await user.click(screen.getByRole('button', { name: 'Save hours' }));
      await waitFor(() => expect(callOf(api, 'post', 'consultant-days')).toBeDefined());
      const body = callOf(api, 'post', 'consultant-days')!.json as { consultant_id: number; days: { day: string; is_active: number }[] };
      expect(body.consultant_id).toBe(7);
      expect(body.days).toHaveLength(7);
      expect(body.days.find((d) => d.day === 'sunday')!.is_active).toBe(0);
      expect(body.days.find((d) => d.day === 'saturday')!.is_active).toBe(0);
    });
  });

  it('Opening Hours sends a business without hours to set them first', async () => {
    renderTabs(consultantAdmin(), { tab: 'opening-hours', routes: { 'GET business-days': () => [] } });
    expect(await screen.findByText('The business has no opening hours yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set the business hours' })).toHaveAttribute(
      'href',
      '/business/profile?tab=opening-hours',
    );
  });

  describe('Integrations', () => {
    it('shows each platform as Connected or Not Connected', async () => {
      const admin = consultantAdmin({
        integrations: [{ id: 1, platform: 'zoom', name: 'zoom', integrable_type: 'admin', integrable_id: 1, access_level: 1 }],
      });
      renderTabs(admin, { tab: 'integrations' });
      const zoom = await screen.findByRole('region', { name: 'Zoom' });
      expect(within(zoom).getByText('Connected')).toBeInTheDocument();
      const calendar = screen.getByRole('region', { name: 'Google Calendar' });
      expect(within(calendar).getByText('Not Connected')).toBeInTheDocument();
      expect(within(calendar).getByRole('link', { name: 'Connect Google Calendar' })).toHaveAttribute(
        'href',
        '/add-integrations/google-calendar',
      );
    });
  });
});
