import { formatTimeOfDay, parseActivityNote, type Activity } from '@rendezvous/domain';
import { useFormat } from '@rendezvous/i18n';
import { useClockLanguage, useFormatDateTime, useTimeFormat } from '@rendezvous/ui-kit';
import { useTranslation } from 'react-i18next';
import { formatDuration, noteValuesFor, noteWordEntry } from './note-values';

/**
 * A note the server wrote, in the page's language: its catalog entry (`notes.<key>`) with its
 * dates and times written the page's way. Null for a note to show as stored: a person's own
 * words, or a key this console does not know (a newer server's), whose English note stands.
 */
export function useActivityNote(
  activity: Pick<Activity, 'note_key' | 'note_values'>,
): string | null {
  const { t, i18n } = useTranslation('activities');
  const format = useFormat();
  const [timeFormat] = useTimeFormat();
  const clock = useClockLanguage();
  const dateTime = useFormatDateTime();
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
}
