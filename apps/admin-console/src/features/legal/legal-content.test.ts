import { describe, expect, it } from 'vitest';
import { browserLegalLanguage, legalLanguageOf } from './legal-language';
import type { LegalBlock, LegalDocument } from './legal-page';
import { PRIVACY_POLICY } from './privacy-policy-content';
import { SUPPORT_EMAIL } from './support-email';
import { TERMS_AND_CONDITIONS } from './terms-content';

/** A block's shape: a paragraph, or a list of so many items. */
const shape = (block: LegalBlock) =>
  typeof block === 'string' ? 'paragraph' : `list of ${block.list.length}`;

const allText = (text: LegalDocument[keyof LegalDocument]) =>
  [
    text.title,
    text.subtitle ?? '',
    text.intro,
    ...text.sections.flatMap((s) => [
      s.heading,
      ...s.blocks.flatMap((b) => (typeof b === 'string' ? [b] : b.list)),
    ]),
  ].join('\n');

describe.each([
  ['the privacy policy', PRIVACY_POLICY],
  ['the terms and conditions', TERMS_AND_CONDITIONS],
])('%s', (_name, content) => {
  it('has the same sections, paragraphs and lists in English and in French', () => {
    const outline = (language: keyof LegalDocument) =>
      content[language].sections.map((section) => ({
        id: section.id,
        blocks: section.blocks.map(shape),
      }));
    expect(outline('fr-CA')).toEqual(outline('en'));
    expect(Boolean(content['fr-CA'].subtitle)).toBe(Boolean(content.en.subtitle));
  });

  it('is translated: no French heading is the English one', () => {
    content.en.sections.forEach((section, index) => {
      expect(content['fr-CA'].sections[index]?.heading).not.toBe(section.heading);
    });
    expect(content['fr-CA'].title).not.toBe(content.en.title);
  });

  it('gives the support address as often in both languages', () => {
    const count = (text: string) => text.split(SUPPORT_EMAIL).length - 1;
    expect(count(allText(content.en))).toBeGreaterThan(0);
    expect(count(allText(content['fr-CA']))).toBe(count(allText(content.en)));
  });

  it('writes "courriel", never "e-mail", in French', () => {
    expect(allText(content['fr-CA']).replaceAll(SUPPORT_EMAIL, '')).not.toMatch(/e-?mail/i);
  });
});

describe('the legal pages’ language', () => {
  it('reads ?lang: any French is Canadian French, any English is English, anything else none', () => {
    expect(legalLanguageOf('fr-CA')).toBe('fr-CA');
    expect(legalLanguageOf('fr')).toBe('fr-CA');
    expect(legalLanguageOf('FR_fr')).toBe('fr-CA');
    expect(legalLanguageOf('en')).toBe('en');
    expect(legalLanguageOf('en-US')).toBe('en');
    expect(legalLanguageOf('de')).toBeUndefined();
    expect(legalLanguageOf(42)).toBeUndefined();
  });

  it('takes the first of the browser’s languages it speaks, else English', () => {
    const prefer = (...languages: string[]) =>
      Object.defineProperty(navigator, 'languages', { configurable: true, get: () => languages });
    try {
      prefer('fr-CA', 'en');
      expect(browserLegalLanguage()).toBe('fr-CA');
      prefer('de-DE', 'fr');
      expect(browserLegalLanguage()).toBe('fr-CA');
      prefer('en-CA', 'fr-CA');
      expect(browserLegalLanguage()).toBe('en');
      prefer('de-DE');
      expect(browserLegalLanguage()).toBe('en');
    } finally {
      Reflect.deleteProperty(navigator, 'languages');
    }
  });
});
