import { adminKeys, tokenStore } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { callOf, fakeApi } from '@rendezvous/api-client/testing';
import { ROLE_IDS, toPendingSetupStep, type Admin, type SetupStepName } from '@rendezvous/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { newAdmin, newBusiness } from '../../test/fixtures';
import { renderApp } from '../../test/render';

// A full page load leaves the app: each test watches for one instead of making it.
let loadPage: MockInstance<(url: string | URL) => void>;
beforeEach(() => {
  loadPage = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});

const OWNER_STEPS: SetupStepName[] = [
  'add_business_logo',
  'add_business_services',
  'add_business_consultant',
  'add_business_opening_hours',
  'add_short_business_description',
  'add_long_business_description',
];

function owner(overrides: Partial<Admin> = {}): Admin {
  return newAdmin({
    business_id: 55,
    roles: [{ id: ROLE_IDS.admin, name: 'admin', type: 'admin', permissions: [] }],
    pending_setup_steps: OWNER_STEPS.map(toPendingSetupStep),
    ...overrides,
  });
}

function start(admin: Admin, extra: Record<string, (options: unknown) => unknown> = {}) {
  tokenStore.set({ token: 'token-1' });
  const queryClient = createQueryClient();
  queryClient.setQueryData(adminKeys.me(), admin);
  const api = fakeApi({
    'GET get-admin-by-token': () => admin,
    'GET business/55': () => newBusiness(),
    ...extra,
  });
  return {
    ...renderApp({ path: '/setup-your-business/steps', api, queryClient }),
    api,
    user: userEvent.setup(),
  };
}

const THEMES = [
  { id: 1, name: 'Classic', description: null, preview_image_url: null, minimum_images_count: 1 },
  { id: 2, name: 'Modern', description: null, preview_image_url: null, minimum_images_count: 3 },
];
const WEBSITE_HANDLERS = {
  'GET themes': () => THEMES,
  'GET business/55/themeImages': () => [{ id: 1, business_id: 55, image_url: '/a.png', order: 1 }],
  'GET site-config': () => ({ site_domain: 'sites.example.ca' }),
};

describe('guided setup', () => {
  it('resumes at the first step not done yet', async () => {
    // Logo and descriptions done, an address saved: the walk opens on the services.
    start(
      owner({
        pending_setup_steps: (['add_business_services', 'add_business_opening_hours'] as SetupStepName[]).map(
          toPendingSetupStep,
        ),
      }),
      {
        'GET business/55': () =>
          newBusiness({
            logo_url: '/logo.png',
            addresses: [{ id: 3, gmaps_full_address: '1 Main St, Montréal, Québec' } as never],
          }),
        'GET serviceCategories': () => ({ data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 }),
        'GET subscription-periods': () => [],
      },
    );
    expect(await screen.findByText(/Name your first category/)).toBeInTheDocument();
    expect(screen.queryByText('Business logo')).not.toBeInTheDocument();
  });

  it('sets up the website: its subdomain and a theme whose images it has', async () => {
    const done = owner({ pending_setup_steps: [] });
    const { user, api } = start(done, {
      'GET business/55': () => newBusiness({ logo_url: '/logo.png', addresses: [{ id: 3 } as never] }),
      'GET business-days': () => [],
      'POST business/check-existing-subdomain': () => false,
      'PATCH business/55': () => newBusiness({ subdomain: 'maison-ada' }),
      ...WEBSITE_HANDLERS,
    });
    // Everything else is done (a consultant step is never done for a non-consultant): go to the website.
    await user.click(await screen.findByRole('button', { name: 'Skip this step' }));
    await user.type(await screen.findByLabelText(/Business subdomain/), 'maison-ada');
    expect(screen.getByText('Your site: maison-ada.sites.example.ca')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Classic' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(
        vi
          .mocked(api.request)
          .mock.calls.filter(([m, p]) => m === 'patch' && p === 'business/55')
          .map((c) => c[2]?.json),
      ).toEqual([{ subdomain: 'maison-ada' }, { theme_id: 1 }]),
    );
    expect(await screen.findByRole('button', { name: 'Go to my dashboard' })).toBeInTheDocument();
  });


  it('walks the seven steps, each skippable and with one forward button, and hands over to the console', async () => {
    const { user } = start(owner(), {
      'GET countries': () => [],
      'GET serviceCategories': () => ({ data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 }),
      'GET subscription-periods': () => [],
      'GET business-days': () => [],
      ...WEBSITE_HANDLERS,
    });
    expect(await screen.findByRole('heading', { name: 'Set up your business' })).toBeInTheDocument();
    expect(await screen.findByText('Business logo')).toBeInTheDocument();
    for (const next of ['Short description', 'Address line 1', 'Name your first category', 'Monday']) {
      // Never two ways forward: no "Next" beside a step's own button or its skip.
      expect(screen.queryByRole('button', { name: /^(Next|Continue)$/ })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Skip this step' }));
      expect(await screen.findAllByText(new RegExp(next))).not.toHaveLength(0);
    }
    await user.click(screen.getByRole('button', { name: 'Skip this step' }));
    expect(await screen.findByRole('button', { name: 'Yes, I take appointments' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip this step' }));
    // The website (its address and theme) comes before the end.
    expect(await screen.findByLabelText(/Business subdomain/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip this step' }));
    await user.click(await screen.findByRole('button', { name: 'Go to my dashboard' }));
    expect(loadPage).toHaveBeenCalledWith('/dashboard');
  });

  it('saves the descriptions and moves on', async () => {
    const { user, api } = start(owner(), {
      'PATCH business/55': () => newBusiness({ short_description: 'Cuts and colour.' }),
      'GET countries': () => [],
    });
    await user.click(await screen.findByRole('button', { name: 'Skip this step' }));
    await user.type(await screen.findByLabelText('Short description'), 'Cuts and colour.');
    await user.type(screen.getByLabelText('Long description'), 'A salon in the old port.');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(callOf(api, 'patch', 'business/55')?.json).toEqual({
        short_description: 'Cuts and colour.',
        long_description: 'A salon in the old port.',
      }),
    );
    expect(await screen.findByLabelText(/Address line 1/)).toBeInTheDocument();
  });

  it('saves the descriptions in French beside the English, each French field labelled and marked fr-CA', async () => {
    const { user, api } = start(owner(), {
      'PATCH business/55': () => newBusiness({ short_description: 'Cuts and colour.' }),
      'GET countries': () => [],
    });
    await user.click(await screen.findByRole('button', { name: 'Skip this step' }));
    const shortFrench = await screen.findByRole('textbox', { name: 'Short description in French' });
    const longFrench = screen.getByRole('textbox', { name: 'Long description in French' });
    expect(shortFrench).toHaveAttribute('lang', 'fr-CA');
    expect(longFrench).toHaveAttribute('lang', 'fr-CA');
    expect(screen.getByRole('textbox', { name: 'Short description' })).toHaveAttribute('lang', 'en');
    expect(shortFrench).toHaveAccessibleDescription(
      'One or two sentences that tell visitors what your business does.',
    );
    // English first: the business is not French first.
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('lang'))).toEqual([
      'en',
      'fr-CA',
      'en',
      'fr-CA',
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Short description' }), 'Cuts and colour.');
    await user.type(shortFrench, 'Coupes et couleur.');
    await user.type(longFrench, 'Un salon dans le Vieux-Port.');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(callOf(api, 'patch', 'business/55')?.json).toEqual({
        short_description: 'Cuts and colour.',
        short_description_fr: 'Coupes et couleur.',
        long_description_fr: 'Un salon dans le Vieux-Port.',
      }),
    );
    expect(await screen.findByLabelText(/Address line 1/)).toBeInTheDocument();
  });

  it("refuses a French description longer than the domain allows, with the domain's message", async () => {
    const { user, api } = start(owner(), { 'GET countries': () => [] });
    await user.click(await screen.findByRole('button', { name: 'Skip this step' }));
    await user.click(await screen.findByRole('textbox', { name: 'Short description in French' }));
    await user.paste('é'.repeat(256));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByText('French short description must be at most 255 characters'),
    ).toBeInTheDocument();
    expect(callOf(api, 'patch', 'business/55')).toBeUndefined();
  });

  it('puts each French description first for a French-first business, and says why', async () => {
    const { user } = start(owner(), {
      'GET business/55': () => newBusiness({ default_language: 'fr-CA' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Skip this step' }));
    expect(await screen.findByText(/Your site is French first/)).toBeInTheDocument();
    const boxes = screen.getAllByRole('textbox');
    expect(boxes.map((box) => box.getAttribute('lang'))).toEqual(['fr-CA', 'en', 'fr-CA', 'en']);
    expect(boxes[0]).toHaveAccessibleName('Short description in French');
    expect(boxes[1]).toHaveAccessibleName('Short description');
  });

  it('fills the address step from a suggestion chosen in Search address', async () => {
    const montreal = {
      formatted_address: '1000 Rue Sherbrooke Ouest, Montréal, Quebec, H3A 3G4, Canada',
      address_line_1: '1000 Rue Sherbrooke Ouest',
      city: 'Montréal',
      state: { name: 'Quebec', code: 'QC' },
      country: { name: 'Canada', code: 'CA' },
      postal_code: 'H3A 3G4',
      latitude: 45.5,
      longitude: -73.6,
      place_id: 'offline:CA-QC:montreal',
    };
    const { user, api } = start(owner(), {
      'GET countries': () => [
        {
          id: 1,
          name: 'Canada',
          code: 'CA',
          is_active: 1,
          states: [
            { id: 10, country_id: 1, name: 'Ontario', code: 'ON' },
            { id: 11, country_id: 1, name: 'Quebec', code: 'QC' },
          ],
        },
      ],
      'GET geocode/suggestions': () => [montreal],
      'POST addresses': () => ({ id: 3 }),
    });
    // The logo and the descriptions come first.
    await user.click(await screen.findByRole('button', { name: 'Skip this step' }));
    await user.click(await screen.findByRole('button', { name: 'Skip this step' }));
    const search = await screen.findByRole('textbox', { name: 'Search address' });
    await user.type(search, '1000 Rue Sherbrooke Ouest, Montr');
    expect(await screen.findByRole('option', { name: montreal.formatted_address })).toBeVisible();
    const asked = vi.mocked(api.request).mock.calls.filter(([, path]) => path === 'geocode/suggestions');
    expect(asked.map(([, , options]) => options?.query)).toEqual([
      { q: '1000 Rue Sherbrooke Ouest, Montr', country: 'CA' },
    ]);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: /City/ })).toHaveValue('Montréal');
    expect(screen.getByRole('textbox', { name: /State/ })).toHaveValue('Quebec');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(callOf(api, 'post', 'addresses')?.json).toEqual({
        address_line_1: '1000 Rue Sherbrooke Ouest',
        address_line_2: '',
        city: 'Montréal',
        postal_code: 'H3A 3G4',
        country_id: 1,
        state_id: 11,
        hide_address: 0,
        // The chosen suggestion's position, saved as it is.
        place: {
          formatted_address: montreal.formatted_address,
          latitude: 45.5,
          longitude: -73.6,
          place_id: 'offline:CA-QC:montreal',
        },
        addressable_id: 55,
        addressable_type: 'business',
      }),
    );
  });

  it('makes the owner a consultant offering every service during the opening hours', async () => {
    const consultant = owner({
      roles: [
        { id: ROLE_IDS.consultant, name: 'consultant', type: 'admin', permissions: [] },
        { id: ROLE_IDS.admin, name: 'admin', type: 'admin', permissions: [] },
      ],
      consultant: { id: 9, admin_id: 7, business_id: 55, services: [], days: [] },
    });
    const day = {
      id: 1,
      business_id: 55,
      day: 'monday',
      is_active: 1,
      work_start_time: '09:00',
      work_end_time: '17:00',
      has_breaks: 0,
      break_start_time: null,
      break_end_time: null,
    };
    const service = {
      id: 31,
      business_id: 55,
      service_category_id: 3,
      name: 'Cut',
      price: 4500,
      show_price: true,
      description: 'A haircut',
      image_url: null,
      appointment_length_decider: 'business',
      appointment_length: 30,
      minimum_appointment_length: 30,
      maximum_appointment_length: 60,
      is_subscription: false,
      subscription_period_id: 3,
    };
    let me: Admin = owner();
    const { user, api } = start(owner(), {
      'GET get-admin-by-token': () => me,
      'POST admin/7/update-roles': () => {
        me = consultant;
        return consultant;
      },
      'GET services': () => ({ data: [service], current_page: 1, last_page: 1, per_page: 100, total: 1 }),
      'GET business-days': () => [day],
      'POST consultant-service': () => ({}),
      'POST consultant-days': () => [],
      ...WEBSITE_HANDLERS,
    });
    await user.click(await screen.findByRole('button', { name: /Consultant/ }));
    await user.click(await screen.findByRole('button', { name: 'Yes, I take appointments' }));
    await waitFor(() => expect(callOf(api, 'post', 'consultant-days')).toBeDefined());
    expect(callOf(api, 'post', 'admin/7/update-roles')?.json).toEqual({
      roles: [ROLE_IDS.admin, ROLE_IDS.consultant],
    });
    expect(callOf(api, 'post', 'consultant-service')?.json).toMatchObject({
      consultant_id: 9,
      service_id: 31,
      use_business_price: true,
      use_business_description: true,
      use_business_appointment_length: true,
    });
    expect(callOf(api, 'post', 'consultant-days')?.json).toEqual({
      consultant_id: 9,
      days: [
        {
          day: 'monday',
          is_active: 1,
          work_start_time: '09:00',
          work_end_time: '17:00',
          has_breaks: 0,
          break_start_time: null,
          break_end_time: null,
        },
      ],
    });
    // Then the website step, the last before the end.
    expect(await screen.findByLabelText(/Business subdomain/)).toBeInTheDocument();
  });
});
