import { ActionIcon, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';

export interface RowActionsProps {
  /** Shows an eye icon labelled "View". */
  onView?: () => void;
  /** Shows a pencil icon labelled "Edit". */
  onEdit?: () => void;
  /** Shows a red bin icon labelled "Delete"; pair it with a ConfirmDialog. */
  onDelete?: () => void;
}

/** The view / edit / delete icons of a table row; only the handlers given are shown. */
export function RowActions({ onView, onEdit, onDelete }: RowActionsProps) {
  return (
    <>
      {onView && (
        <Tooltip label="View">
          <ActionIcon aria-label="View" onClick={onView}>
            <IconEye size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {onEdit && (
        <Tooltip label="Edit">
          <ActionIcon aria-label="Edit" onClick={onEdit}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip label="Delete">
          <ActionIcon aria-label="Delete" color="red" onClick={onDelete}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </>
  );
}
