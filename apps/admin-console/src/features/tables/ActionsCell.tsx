import { Table, VisuallyHidden } from '@mantine/core';
import { PINNED_RIGHT_CELL_STYLE } from '@rendezvous/ui-kit';
import type { ReactNode } from 'react';

// A plain table's actions column, pinned to the right edge of its scrolling frame as in the data
// tables: on a phone the table scrolls sideways inside its card and the row actions stay in
// sight. What scrolls under them is hidden.

/** The header of a plain table's actions column: named for screen readers, pinned right. */
export function ActionsTh({ label }: { label: string }) {
  return (
    <Table.Th style={PINNED_RIGHT_CELL_STYLE}>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Table.Th>
  );
}

/** A row's actions, pinned to the table frame's right edge. */
export function ActionsTd({ children }: { children: ReactNode }) {
  return <Table.Td style={PINNED_RIGHT_CELL_STYLE}>{children}</Table.Td>;
}
