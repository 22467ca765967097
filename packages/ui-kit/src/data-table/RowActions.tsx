import { ActionIcon, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('ui');
  return (
    <>
      {onView && (
        <Tooltip label={t('actions.view')}>
          <ActionIcon aria-label={t('actions.view')} onClick={onView}>
            <IconEye size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {onEdit && (
        <Tooltip label={t('actions.edit')}>
          <ActionIcon aria-label={t('actions.edit')} onClick={onEdit}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip label={t('actions.delete')}>
          <ActionIcon aria-label={t('actions.delete')} color="red" onClick={onDelete}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </>
  );
}
