import { afterEach, describe, expect, it } from 'vitest';
import { initialLanguage, LANGUAGE_STORAGE_KEY, rememberLanguage } from './languages';

describe('the site language', () => {
  afterEach(() => {
    delete document.documentElement.dataset.siteLanguage;
    document.cookie = 'rdv_site_language=; path=/; max-age=0';
    localStorage.clear();
  });

  it('starts in the language the server served the page in, whatever was remembered before', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    document.documentElement.dataset.siteLanguage = 'fr-CA';
    expect(initialLanguage()).toBe('fr-CA');
    delete document.documentElement.dataset.siteLanguage;
    expect(initialLanguage()).toBe('en');
  });

  it('writes a choice on the switch where the server reads it for the next page', () => {
    rememberLanguage('fr-CA');
    expect(document.cookie).toContain('rdv_site_language=fr-CA');
    expect(document.documentElement.dataset.siteLanguage).toBe('fr-CA');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr-CA');
  });
});
