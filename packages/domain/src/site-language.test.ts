import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  chooseSiteLanguage,
  localized,
  pickSiteLanguage,
} from './site-language';

describe('pickSiteLanguage', () => {
  it('takes the first language the site speaks; any French is Canadian French', () => {
    expect(pickSiteLanguage(['fr-FR', 'en-US'])).toBe('fr-CA');
    expect(pickSiteLanguage(['fr'])).toBe('fr-CA');
    expect(pickSiteLanguage(['de-DE', 'en-GB', 'fr-CA'])).toBe('en');
    expect(pickSiteLanguage(['es-MX'])).toBe('en');
    expect(pickSiteLanguage([])).toBe('en');
  });
});

describe('acceptedLanguages', () => {
  it('orders the tags by q-value, keeping the order of equals', () => {
    expect(acceptedLanguages('en-US;q=0.5, fr-CA, de;q=0.9')).toEqual(['fr-CA', 'de', 'en-US']);
    expect(acceptedLanguages('fr-CA,fr;q=0.9,en;q=0.8')).toEqual(['fr-CA', 'fr', 'en']);
  });

  it('leaves out refused, wildcard and malformed entries', () => {
    expect(acceptedLanguages('fr;q=0, *, en;q=abc, <x>, de')).toEqual(['de']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });

  it('feeds the site language: a French browser gets French', () => {
    expect(pickSiteLanguage(acceptedLanguages('fr-CA,fr;q=0.9,en-US;q=0.8'))).toBe('fr-CA');
    expect(pickSiteLanguage(acceptedLanguages('en;q=0.4, fr;q=0.6'))).toBe('fr-CA');
  });
});

describe('chooseSiteLanguage', () => {
  const english = { businessDefault: 'en-CA', accepted: ['en-US', 'fr'] };
  it('takes the address first, then the switch, then a French-first business, then the browser', () => {
    expect(chooseSiteLanguage({ ...english, asked: 'fr-CA', remembered: 'en' })).toBe('fr-CA');
    expect(chooseSiteLanguage({ ...english, asked: 'de', remembered: 'fr-CA' })).toBe('fr-CA');
    expect(chooseSiteLanguage({ ...english, businessDefault: 'fr-CA' })).toBe('fr-CA');
    expect(chooseSiteLanguage({ ...english, businessDefault: 'fr-CA', remembered: 'en' })).toBe(
      'en',
    );
    expect(chooseSiteLanguage(english)).toBe('en');
    expect(chooseSiteLanguage({ businessDefault: 'en-CA', accepted: ['fr-BE', 'en'] })).toBe(
      'fr-CA',
    );
    expect(chooseSiteLanguage({ businessDefault: 'en-CA', accepted: [] })).toBe('en');
  });
});

describe('localized', () => {
  it('shows the French text to a French visitor and the English to an English one', () => {
    expect(localized('fr-CA', 'Haircut', 'Coupe')).toEqual({ text: 'Coupe', lang: 'fr-CA' });
    expect(localized('en', 'Haircut', 'Coupe')).toEqual({ text: 'Haircut', lang: 'en' });
  });

  it('falls back to the other language, and says so', () => {
    expect(localized('fr-CA', 'Haircut', null)).toEqual({ text: 'Haircut', lang: 'en' });
    expect(localized('fr-CA', 'Haircut', '   ')).toEqual({ text: 'Haircut', lang: 'en' });
    expect(localized('en', '', 'Coupe')).toEqual({ text: 'Coupe', lang: 'fr-CA' });
    expect(localized('en', null, undefined)).toBeNull();
  });
});
