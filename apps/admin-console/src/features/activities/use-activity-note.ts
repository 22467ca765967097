import { formatTimeOfDay, parseActivityNote, type Activity } from '@rendezvous/domain';
import { useFormat } from '@rendezvous/i18n';
import { useClockLanguage, useFormatDateTime, useTimeFormat } from '@rendezvous/ui-kit';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration, noteValuesFor, noteWordEntry } from './note-values';

type KeyedNote = Pick<Activity, 'note_key' | 'note_values'>;

/**
 * Writes a note the server wrote in the page's language: its catalog entry (`notes.<key>`)
 * with its dates and times written the page's way. It gives null for a note to show as stored:
 * a person's own words, or a key this console does not know (a newer server's), whose English
 * note stands. The bell's texts are such notes too (`body_key`, `body_values`).
 */
export function useActivityNoteWriter(): (note: KeyedNote) => string | null {
  const { t, i18n } = useTranslation('activities');
  const format = useFormat();
  const [timeFormat] = useTimeFormat();
  const clock = useClockLanguage();
  const dateTime = useFormatDateTime();
  return useCallback(
    (activity: KeyedNote) => {
      const note = parseActivityNote(activity.note_key, activity.note_values);
      if (!note || !i18n.exists(`notes.${note.key}`, { ns: 'activities' })) return null;
      return t(
        `notes.${note.key}`,
        noteValuesFor(note, {
          date: format.mediumDate,
          time: (time) => formatTimeOfDay(time, timeFormat, clock),
          instant: dateTime,
          dates: (dates) => format.list(dates.map(format.mediumDate)),
          minutes: (minutes) => formatDuration(format.locale, minutes),
          word: (name, value) => {
            const { ns, key } = noteWordEntry(name, value);
            return t(key, { ns });
          },
        }),
      );
    },
    [t, i18n, format, timeFormat, clock, dateTime],
  );
}

/** One note in the page's language, or null to show it as stored (see useActivityNoteWriter). */
export function useActivityNote(activity: KeyedNote): string | null {
  return useActivityNoteWriter()(activity);
}
