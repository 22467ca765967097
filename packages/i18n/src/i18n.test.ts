import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Catalogs } from './catalogs';
import { loadDeferredNamespaces, startI18n, switchLanguage } from './i18n';

/** Catalogs whose downloads the test counts. */
function countedCatalogs() {
  const loaded: string[] = [];
  const catalog = (name: string, entries: Record<string, string>) =>
    vi.fn(() => {
      loaded.push(name);
      return Promise.resolve({ default: entries });
    });
  const catalogs: Catalogs = {
    en: {
      site: catalog('en/site', { title: 'Welcome' }),
      booking: catalog('en/booking', { book: 'Book' }),
      messages: catalog('en/messages', {}),
    },
    'fr-CA': {
      site: catalog('fr-CA/site', { title: 'Bienvenue' }),
      booking: catalog('fr-CA/booking', { book: 'Réserver' }),
      messages: catalog('fr-CA/messages', { 'Email is required.': 'Le courriel est requis.' }),
    },
  };
  return { catalogs, loaded };
}

describe('startI18n with deferred namespaces', () => {
  it('starts without them, then loads them in the shown language on demand, once', async () => {
    const { catalogs, loaded } = countedCatalogs();
    const instance = await startI18n(i18next.createInstance(), {
      language: 'fr-CA',
      catalogs,
      defaultNS: 'site',
      deferred: ['booking', 'messages'],
    });
    expect(loaded).toEqual(['fr-CA/site']);
    expect(instance.t('title')).toBe('Bienvenue');
    // Until they come, a message reads as its English key.
    expect(instance.t('Email is required.', { ns: 'messages' })).toBe('Email is required.');

    await loadDeferredNamespaces(instance, catalogs, ['booking', 'messages']);
    expect(loaded.sort()).toEqual(['fr-CA/booking', 'fr-CA/messages', 'fr-CA/site']);
    expect(instance.t('book', { ns: 'booking' })).toBe('Réserver');
    expect(instance.t('Email is required.', { ns: 'messages' })).toBe('Le courriel est requis.');
    await loadDeferredNamespaces(instance, catalogs, ['booking', 'messages']);
    expect(loaded).toHaveLength(3);
  });

  it('loads every namespace of a language it switches to, the deferred ones too', async () => {
    const { catalogs, loaded } = countedCatalogs();
    const instance = await startI18n(i18next.createInstance(), {
      language: 'en',
      catalogs,
      defaultNS: 'site',
      deferred: ['booking', 'messages'],
    });
    expect(loaded).toEqual(['en/site']);
    await switchLanguage(instance, catalogs, 'fr-CA');
    expect(loaded.filter((name) => name.startsWith('fr-CA')).sort()).toEqual([
      'fr-CA/booking',
      'fr-CA/messages',
      'fr-CA/site',
    ]);
    expect(instance.t('book', { ns: 'booking' })).toBe('Réserver');
  });
});
