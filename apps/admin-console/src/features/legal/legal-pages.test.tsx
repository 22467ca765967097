import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { SUPPORT_EMAIL } from './support-email';

/** The browser's preferred languages (navigator.languages), best first. */
function browserPrefers(...languages: string[]) {
  Object.defineProperty(navigator, 'languages', { configurable: true, get: () => languages });
}

function openPage(path: string) {
  return { ...renderApp({ path }), user: userEvent.setup() };
}

const switchButton = (name: 'English' | 'Français') => screen.getByRole('button', { name });

afterEach(() => {
  // Back to the test browser's own preferences (English) and page language.
  Reflect.deleteProperty(navigator, 'languages');
  document.documentElement.removeAttribute('lang');
});

describe('/privacy-policy', () => {
  it('is in English by default, with its required sections and the Law 25 one', async () => {
    openPage('/privacy-policy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/^Last updated:/)).toBeInTheDocument();
    for (const heading of [
      /Social login and calendar connection/,
      /Your rights in Canada \(Quebec’s Law 25 and PIPEDA\)/,
      /Your rights under the CCPA/,
      /Your rights under the GDPR/,
      /Children/,
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(
      screen.getByText(/24 months by default; the business can set it from 6 to 120 months/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Marketing messages are never sent without your consent/),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: SUPPORT_EMAIL })[0]).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    expect(switchButton('English')).toHaveAttribute('aria-pressed', 'true');
    expect(switchButton('Français')).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    await waitFor(() => expect(document.title).toBe('Privacy Policy · Rendezvous'));
  });

  it('is in Canadian French with ?lang=fr-CA, the Law 25 section included', async () => {
    openPage('/privacy-policy?lang=fr-CA');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: /Vos droits au Canada \(Loi 25 du Québec et LPRPDE\)/,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Loi sur la protection des renseignements personnels dans le secteur privé/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/24 mois par défaut; l’entreprise peut la fixer entre 6 et 120 mois/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Aucun message promotionnel ne vous est envoyé sans votre consentement/),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Dernière mise à jour :/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Enfants/ })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: SUPPORT_EMAIL }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '← Retour à Rendezvous' })).toBeInTheDocument();
    expect(switchButton('Français')).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveAttribute('lang', 'fr-CA');
    await waitFor(() => expect(document.title).toBe('Politique de confidentialité · Rendezvous'));
  });

  it('switches language on the labelled switch, in the address and on the document', async () => {
    const { user, router } = openPage('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(screen.getByRole('group', { name: 'Language / Langue' })).toContainElement(
      switchButton('Français'),
    );

    await user.click(switchButton('Français'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toEqual({ lang: 'fr-CA' }));
    expect(document.documentElement).toHaveAttribute('lang', 'fr-CA');
    await waitFor(() => expect(document.title).toBe('Politique de confidentialité · Rendezvous'));

    // The buttons are keyboard operable.
    switchButton('English').focus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toEqual({ lang: 'en' }));
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('follows a French browser without ?lang, and ?lang wins over the browser', async () => {
    browserPrefers('fr-FR', 'en');
    const { unmount } = openPage('/privacy-policy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' }),
    ).toBeInTheDocument();
    unmount();

    openPage('/privacy-policy?lang=en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }),
    ).toBeInTheDocument();
  });

  it('gives the document its previous language back when the page goes', async () => {
    document.documentElement.setAttribute('lang', 'en-GB');
    const { unmount } = openPage('/privacy-policy?lang=fr-CA');
    await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' });
    expect(document.documentElement).toHaveAttribute('lang', 'fr-CA');
    unmount();
    expect(document.documentElement).toHaveAttribute('lang', 'en-GB');
  });
});

describe('/terms-and-conditions', () => {
  it('is in English by default', async () => {
    openPage('/terms-and-conditions');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: /Governing law/ })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    await waitFor(() => expect(document.title).toBe('Terms and Conditions · Rendezvous'));
  });

  it('is in Canadian French with ?lang=fr-CA', async () => {
    openPage('/terms-and-conditions?lang=fr-CA');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conditions d’utilisation' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: /Droit applicable/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    expect(document.documentElement).toHaveAttribute('lang', 'fr-CA');
    await waitFor(() => expect(document.title).toBe('Conditions d’utilisation · Rendezvous'));
  });

  it('switches to French and back', async () => {
    const { user, router } = openPage('/terms-and-conditions');
    await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' });
    await user.click(switchButton('Français'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conditions d’utilisation' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toEqual({ lang: 'fr-CA' }));
    expect(document.documentElement).toHaveAttribute('lang', 'fr-CA');
    await user.click(switchButton('English'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toEqual({ lang: 'en' }));
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('opens in French for a French browser', async () => {
    browserPrefers('fr-CA', 'fr', 'en');
    openPage('/terms-and-conditions');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conditions d’utilisation' }),
    ).toBeInTheDocument();
    expect(switchButton('Français')).toHaveAttribute('aria-pressed', 'true');
  });
});
