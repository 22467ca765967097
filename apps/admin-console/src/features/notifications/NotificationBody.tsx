import { preview, type Notification } from '@rendezvous/domain';
import { useActivityNote } from '../activities/use-activity-note';

/**
 * A notification's text: one the server wrote, in the console's language (its key is one of
 * the activity notes'); a contact's own words, or a text this console cannot read, as stored
 * (marked so: the French walk leaves stored text aside). Cut to `length` characters if given.
 */
export function NotificationBody({
  notification,
  length,
}: {
  notification: Pick<Notification, 'body' | 'body_key' | 'body_values'>;
  length?: number;
}) {
  const written = useActivityNote({ note_key: notification.body_key, note_values: notification.body_values });
  const text = written ?? notification.body;
  const shown = length === undefined ? text : preview(text, length);
  return written === null ? <span data-stored-text>{shown}</span> : <>{shown}</>;
}
