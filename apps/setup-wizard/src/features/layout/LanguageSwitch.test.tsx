import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { initialLanguage } from '../../i18n/i18n';
import { renderApp } from '../../test/render';

describe('language switch', () => {
  it('shows the page in French at a click, remembers it for the console, and back', async () => {
    renderApp({ path: '/signup' });
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Language' });
    const english = screen.getByRole('button', { name: 'English' });
    const french = screen.getByRole('button', { name: 'Français' });
    expect(group).toContainElement(french);
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(english).toHaveAttribute('lang', 'en');
    expect(french).toHaveAttribute('aria-pressed', 'false');
    expect(french).toHaveAttribute('lang', 'fr-CA');

    await userEvent.click(french);
    expect(await screen.findByRole('heading', { name: 'Créez votre compte' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Commencer mon essai gratuit' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Langue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(document.documentElement.lang).toBe('fr-CA');
    // The console's key: the console opens in the same language.
    expect(localStorage.getItem('rendezvous.console.language')).toBe('fr-CA');
    expect(initialLanguage()).toBe('fr-CA');

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(localStorage.getItem('rendezvous.console.language')).toBe('en');
  });
});
