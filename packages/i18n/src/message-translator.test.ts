import { describe, expect, it } from 'vitest';
import { createAppI18n } from './app-i18n';
import { withSharedCatalogs, type Catalogs } from './catalogs';

const catalog = (entries: Record<string, string>) => () => Promise.resolve({ default: entries });

/** An app with its own messages namespace, beside the shared catalogs. */
const CATALOGS: Catalogs = withSharedCatalogs({
  en: { shell: catalog({}), 'messages.webhooks': catalog({}) },
  'fr-CA': {
    shell: catalog({}),
    'messages.webhooks': catalog({
      'The endpoint answered {{status, number}}.': 'Le point de terminaison a répondu {{status, number}}.',
    }),
  },
});

describe('an app’s message translator', () => {
  it('translates a message built with values, from the shared and the app’s catalogs, in the shown language', async () => {
    const app = createAppI18n({ catalogs: CATALOGS, storageKey: 'test.language', defaultNS: 'shell' });
    await app.init('fr-CA');
    expect(app.translateMessage('Role name must be at most 100 characters')).toBe(
      'Le champ «\u00a0Nom du rôle\u00a0» doit contenir au plus 100 caractères',
    );
    expect(app.translateMessage('The endpoint answered 503.')).toBe(
      'Le point de terminaison a répondu 503.',
    );
    expect(app.translateErrors({ name: 'Name is required', note: '' })).toEqual({
      name: 'Le nom est obligatoire',
    });
    expect(app.translateMessage('Nothing anyone wrote down')).toBe('Nothing anyone wrote down');

    await app.show('en');
    expect(app.translateMessage('Role name must be at most 100 characters')).toBe(
      'Role name must be at most 100 characters',
    );
  });
});
