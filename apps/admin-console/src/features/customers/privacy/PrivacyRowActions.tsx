import { ActionIcon, Tooltip } from '@mantine/core';
import type { PrivacySubject } from '@rendezvous/api-client';
import { IconEraser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ExportMenu } from './ExportMenu';

export interface PrivacyRowActionsProps {
  subject: PrivacySubject;
  /** The person's full name, for the buttons' accessible names. */
  name: string;
  /** Opens the page's EraseDialog for this person. */
  onErase: () => void;
}

/** A client's or guest's privacy actions in their row: export their data, erase it. */
export function PrivacyRowActions({ subject, name, onErase }: PrivacyRowActionsProps) {
  const { t } = useTranslation('customers');
  return (
    <>
      <ExportMenu subject={subject} name={name} />
      <Tooltip label={t('erase.action')}>
        <ActionIcon aria-label={t('erase.actionName', { name })} aria-haspopup="dialog" color="red" onClick={onErase}>
          <IconEraser size={18} />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
