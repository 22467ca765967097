import { Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './ActionsCell.module.css';

/** The header of a plain table's actions column: named for screen readers, pinned right. */
export function ActionsTh({ label }: { label: string }) {
  return (
    <Table.Th className={classes.pinned}>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Table.Th>
  );
}

/** A row's actions, pinned to the table frame's right edge (see ActionsCell.module.css). */
export function ActionsTd({ children }: { children: ReactNode }) {
  return <Table.Td className={classes.pinned}>{children}</Table.Td>;
}
