import { describe, expect, it } from 'vitest';
import {
  catalogsFromGlob,
  missingTranslations,
  SHARED_CATALOGS,
  templateMismatches,
  withSharedCatalogs,
} from './catalogs';

const catalog = (entries: Record<string, string>) => () => Promise.resolve({ default: entries });

describe('catalogs', () => {
  it('give Canadian French every shared string English has', async () => {
    expect(await missingTranslations(SHARED_CATALOGS)).toEqual({});
  });

  it('keep every placeholder of a message template in its translation, in both languages', async () => {
    expect(await templateMismatches(SHARED_CATALOGS)).toEqual({});
  });

  it('report a template whose translation lost or changed a placeholder, per language and namespace', async () => {
    const mismatches = await templateMismatches({
      en: { messages: catalog({}), shell: catalog({ 'banner.collapsed': 'Hey {{name}}' }) },
      'fr-CA': {
        messages: catalog({ '{{label}} is too long': 'Le champ est trop long' }),
        'messages.app': catalog({ '{{n, number}} booked': '{{n}} réservés' }),
      },
    });
    expect(mismatches).toEqual({
      'fr-CA/messages': { '{{label}} is too long': expect.any(String) },
      'fr-CA/messages.app': { '{{n, number}} booked': expect.any(String) },
    });
  });

  it('name a namespace by its file and add the shared ones to an app', () => {
    const app = catalogsFromGlob({
      '../locales/en/shell.json': catalog({}),
      '../locales/fr-CA/shell.json': catalog({}),
      '../locales/de/shell.json': catalog({}),
    });
    expect(Object.keys(app.en)).toEqual(['shell']);
    expect(Object.keys(withSharedCatalogs(app)['fr-CA']).sort()).toEqual(['messages', 'shell', 'ui']);
  });

  it('report a key French lacks, or leaves empty, per namespace', async () => {
    const missing = await missingTranslations({
      en: { shell: catalog({ a: 'A', b: 'B', c: 'C' }), extra: catalog({ d: 'D' }) },
      'fr-CA': { shell: catalog({ a: 'A fr', b: '  ' }) },
    });
    expect(missing).toEqual({ shell: ['b', 'c'], extra: ['d'] });
  });
});
