import {
  ACTIVITY_NOTE_ENUMS,
  ACTIVITY_NOTE_KEYS,
  ACTIVITY_NOTES,
  notePlaceholders,
} from '@rendezvous/domain';
import { describe, expect, it } from 'vitest';
import englishActivities from '../../locales/en/activities.json';
import englishAppointments from '../../locales/en/appointments.json';
import englishBusiness from '../../locales/en/business.json';
import frenchActivities from '../../locales/fr-CA/activities.json';
import frenchAppointments from '../../locales/fr-CA/appointments.json';
import frenchBusiness from '../../locales/fr-CA/business.json';
import { noteWordEntry } from './note-values';

type Catalog = Record<string, string>;
const catalogs: Record<string, Catalog> = { en: englishActivities, 'fr-CA': frenchActivities };
const namespaces: Record<string, Record<string, Catalog>> = {
  en: { activities: englishActivities, appointments: englishAppointments, business: englishBusiness },
  'fr-CA': { activities: frenchActivities, appointments: frenchAppointments, business: frenchBusiness },
};

/*
 * Every note the server writes (the domain's ACTIVITY_NOTES) reads in both of the console's
 * languages: a key added to the domain without its French fails here, not on a French screen.
 */
describe('the activity notes in the console catalogs', () => {
  it.each(ACTIVITY_NOTE_KEYS)('%s reads in English and in French, naming each of its values', (key) => {
    const names = Object.keys(ACTIVITY_NOTES[key].values).sort();
    for (const [language, catalog] of Object.entries(catalogs)) {
      const entry = catalog[`notes.${key}`];
      expect(entry?.trim(), `${language} notes.${key}`).toBeTruthy();
      expect(notePlaceholders(entry!).sort(), `${language} notes.${key}`).toEqual(names);
    }
  });

  it('names every word a note value can be in both languages', () => {
    for (const [name, words] of Object.entries(ACTIVITY_NOTE_ENUMS)) {
      for (const word of Object.keys(words)) {
        const { ns, key } = noteWordEntry(name as keyof typeof ACTIVITY_NOTE_ENUMS, word);
        for (const language of Object.keys(namespaces)) {
          expect(namespaces[language]![ns]?.[key]?.trim(), `${language} ${ns} ${key}`).toBeTruthy();
        }
      }
    }
  });

  it('has no note entry for a key the domain does not have', () => {
    const known = new Set<string>(ACTIVITY_NOTE_KEYS);
    for (const catalog of Object.values(catalogs)) {
      const keys = Object.keys(catalog).filter((k) => k.startsWith('notes.')).map((k) => k.slice('notes.'.length));
      expect(keys.filter((k) => !known.has(k))).toEqual([]);
    }
  });
});
