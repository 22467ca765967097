import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS, type StatusByKind, type StatusKind } from './status-colors';

type StatusOf<K extends StatusKind> = { kind: K; status: StatusByKind[K] };

export type StatusChipProps = Omit<BadgeProps, 'color' | 'children'> & {
  /** Replaces the capitalised status as the text of the chip. */
  label?: string;
} & (
    | {
        /** Which list the status comes from. @default 'person' */
        kind?: 'person';
        /** active (green), inactive (gray) or suspended (amber). */
        status: StatusByKind['person'];
      }
    | StatusOf<'appointment'>
    | StatusOf<'invitation'>
    | StatusOf<'read'>
  );

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A coloured chip for a status: people (active, inactive, suspended), appointments (active,
 * completed, cancelled, missed), invitations (invited, registered) and notifications (read, unread).
 */
export function StatusChip({ kind = 'person', status, label, ...others }: StatusChipProps) {
  const { t } = useTranslation('ui');
  const colors: Record<string, string> = STATUS_COLORS[kind];
  // The server may send a status this version does not know yet; show it, uncoloured.
  const color = colors[status] ?? 'gray';
  return (
    // A chip never shrinks to an ellipsis: a table column or a row makes room for it instead.
    <Badge color={color} data-status={status} miw="max-content" {...others}>
      {label ?? t(`status.${kind}.${status}`, { defaultValue: capitalise(status) })}
    </Badge>
  );
}
