import { fakeApi } from '@rendezvous/api-client/testing';
import { AppError, ErrorCode } from '@rendezvous/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, siteFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const siteApi = (site = siteFixture()) =>
  fakeApi({
    'GET site/maison': () => site,
    'GET map-config': () => ({ tile_url: null, attribution: '', geocoder: 'offline' }),
    'GET reviews': () => page(),
  });

describe('a business site, theme 1', () => {
  it('shows the hero with Book Now, services with their prices, pricing, team, hours, contact form and reviews', async () => {
    await renderApp({ path: '/site/maison', api: siteApi() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maison Lumière' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Maison Lumière');
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeInTheDocument();

    const services = screen.getByRole('region', { name: 'Services' });
    expect(within(services).getByText('$45.00')).toBeInTheDocument();
    // A hidden price is not shown, nor listed in the pricing table.
    expect(within(services).getByText('Consultation')).toBeInTheDocument();
    const pricing = screen.getByRole('region', { name: 'Pricing' });
    expect(within(pricing).queryByText('Consultation')).not.toBeInTheDocument();

    expect(
      within(screen.getByRole('region', { name: 'Our team' })).getByText('Amélie Roy'),
    ).toBeInTheDocument();
    const hours = screen.getByRole('table', { name: 'Business hours' });
    expect(within(hours).getByText('9:00 a.m. – 5:00 p.m.')).toBeInTheDocument();
    expect(within(hours).getByText('Closed')).toBeInTheDocument();

    expect(await screen.findByRole('form', { name: 'Write to us' })).toBeInTheDocument();
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(
      within(reviews).getByRole('img', { name: 'Rated 4.3 out of 5 3 reviews' }),
    ).toBeInTheDocument();
    expect(
      await within(reviews).findByText(
        'No reviews yet. Be the first to write a review for the business.',
      ),
    ).toBeInTheDocument();
  });

  it('hides every price when the business switched prices off', async () => {
    const site = siteFixture({ settings: [{ setting_code: 'show_prices', is_active: 0 }] });
    await renderApp({ path: '/site/maison', api: siteApi(site) });
    await screen.findByRole('heading', { level: 1, name: 'Maison Lumière' });
    expect(screen.queryByText('$45.00')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pricing' })).not.toBeInTheDocument();
  });

  it('speaks Canadian French: words, CA$ amounts, days and times', async () => {
    await renderApp({ path: '/site/maison', api: siteApi(), language: 'fr-CA' });
    expect(await screen.findByRole('button', { name: 'Réserver' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(
      within(screen.getByRole('region', { name: 'Services' })).getByText('45,00 $'),
    ).toBeInTheDocument();
    const hours = screen.getByRole('table', { name: 'Heures d’ouverture' });
    expect(within(hours).getByText('lundi')).toBeInTheDocument();
    expect(within(hours).getByText('9 h 00 à 17 h 00')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Aucun avis pour le moment. Soyez le premier à écrire un avis sur l’entreprise.',
      ),
    ).toBeInTheDocument();
  });

  it("shows the business's own texts in French, and marks an English one it falls back to", async () => {
    const site = siteFixture({
      short_description_fr: 'Coiffure et couleur dans le Vieux-Montréal',
    });
    site.services[0] = {
      ...site.services[0]!,
      name_fr: 'Coupe',
      description_fr: 'Shampooing, coupe et coiffage',
      service_category_name_fr: 'Coiffure',
    };
    await renderApp({ path: '/site/maison', api: siteApi(site), language: 'fr-CA' });
    expect(
      await screen.findByText('Coiffure et couleur dans le Vieux-Montréal'),
    ).not.toHaveAttribute('lang');
    const services = screen.getByRole('region', { name: 'Services' });
    const haircut = within(services).getByRole('heading', { name: 'Coupe' });
    expect(haircut).not.toHaveAttribute('lang');
    expect(within(services).getByText('Shampooing, coupe et coiffage')).toBeInTheDocument();
    expect(within(services).getByText('Coiffure')).toBeInTheDocument();
    // No French written for the consultation: its English, marked as English.
    expect(within(services).getByRole('heading', { name: 'Consultation' })).toHaveAttribute(
      'lang',
      'en',
    );
    expect(within(services).getAllByText('Hair')[0]).toHaveAttribute('lang', 'en');
    // The long description has no French either.
    expect(screen.getByText('We have cut hair since 1998.')).toHaveAttribute('lang', 'en');
    expect(
      within(screen.getByRole('region', { name: 'Tarifs' })).getByText('Coupe'),
    ).toBeInTheDocument();
  });

  it('shows the English texts to an English visitor, whatever French was written', async () => {
    const site = siteFixture({
      short_description_fr: 'Coiffure et couleur dans le Vieux-Montréal',
    });
    site.services[0] = { ...site.services[0]!, name_fr: 'Coupe' };
    await renderApp({ path: '/site/maison', api: siteApi(site) });
    expect(await screen.findByText('Hair and colour in Old Montreal')).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { name: 'Haircut' })).toBeInTheDocument();
    expect(screen.queryByText('Coupe')).not.toBeInTheDocument();
  });

  it('switches language on the page and remembers the choice', async () => {
    await renderApp({ path: '/site/maison', api: siteApi() });
    await screen.findByRole('button', { name: 'Book Now' });
    await userEvent.click(screen.getAllByText('Français')[0]!);
    expect(await screen.findByRole('button', { name: 'Réserver' })).toBeInTheDocument();
    expect(localStorage.getItem('rendezvous.site.language')).toBe('fr-CA');
  });

  it('opens booking from Book Now and from ?showAppointmentDialog=true', async () => {
    const { router } = await renderApp({ path: '/site/maison', api: siteApi() });
    await userEvent.click(await screen.findByRole('button', { name: 'Book Now' }));
    expect(
      await screen.findByRole('dialog', { name: 'Book with Maison Lumière' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ showAppointmentDialog: true });
  });

  it('opens booking straight away from a link with showAppointmentDialog=true', async () => {
    await renderApp({ path: '/site/maison?showAppointmentDialog=true', api: siteApi() });
    expect(
      await screen.findByRole('dialog', { name: 'Book with Maison Lumière' }),
    ).toBeInTheDocument();
  });

  it('is served at the root of the business’s own address', async () => {
    const { router } = await renderApp({ path: '/', api: siteApi(), hostSubdomain: 'maison' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maison Lumière' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/site/maison');
    expect(screen.getAllByRole('link', { name: 'My account' })[0]).toHaveAttribute(
      'href',
      '/login?type=user',
    );
  });
});

describe('a site that cannot be shown', () => {
  beforeEach(() => {
    // The router reports a loader's failure before its error page takes over.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('says an unknown site does not exist, without repeating the address', async () => {
    const api = fakeApi({
      'GET site/nope-x9': () => {
        throw new AppError(ErrorCode.NotFound, 'This site does not exist.');
      },
    });
    await renderApp({ path: '/site/nope-x9', api });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This site does not exist' }),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('nope-x9');
  });

  it('says an offline site is not published yet', async () => {
    const api = fakeApi({
      'GET site/maison': () => {
        throw new AppError(ErrorCode.Forbidden, 'This site is not published yet.');
      },
    });
    await renderApp({ path: '/site/maison', api, language: 'fr-CA' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ce site n’est pas encore publié' }),
    ).toBeInTheDocument();
  });

  it('offers to try again when the site could not be loaded', async () => {
    let calls = 0;
    const api = fakeApi({
      'GET site/maison': () => {
        calls += 1;
        if (calls === 1) throw new AppError(ErrorCode.Internal, 'Sorry');
        return siteFixture();
      },
      'GET map-config': () => ({ tile_url: null, attribution: '', geocoder: 'offline' }),
      'GET reviews': () => page(),
    });
    await renderApp({ path: '/site/maison', api });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maison Lumière' }),
    ).toBeInTheDocument();
  });
});
