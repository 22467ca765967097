import { Text } from '@mantine/core';
import type { Activity } from '@rendezvous/domain';
import { useActivityNote } from './use-activity-note';

const style = { whiteSpace: 'pre-line', minWidth: 160 } as const;

/**
 * An activity's note: one the server wrote in the page's language; an admin's own words, or a
 * note this console cannot read, as stored (marked so: the French walk leaves stored text aside).
 */
export function ActivityNoteText({ activity }: { activity: Activity }) {
  const written = useActivityNote(activity);
  if (written !== null) {
    return (
      <Text size="sm" style={style}>
        {written}
      </Text>
    );
  }
  return (
    <Text size="sm" style={style} data-stored-text>
      {activity.note || '—'}
    </Text>
  );
}
