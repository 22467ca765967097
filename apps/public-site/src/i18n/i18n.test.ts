import { missingTranslations, templateMismatches } from '@rendezvous/i18n';
import { describe, expect, it } from 'vitest';
import { CATALOGS, NAMESPACES } from './i18n';

describe('catalogs', () => {
  it('give Canadian French every string English has, in every namespace', async () => {
    expect(NAMESPACES).toEqual(expect.arrayContaining(['site', 'booking', 'account', 'messages']));
    expect(Object.keys(CATALOGS['fr-CA']).sort()).toEqual([...NAMESPACES].sort());
    expect(await missingTranslations(CATALOGS)).toEqual({});
  });

  it('keep every placeholder of a message template in its translation, in both languages', async () => {
    expect(await templateMismatches(CATALOGS)).toEqual({});
  });
});
