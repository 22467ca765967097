import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { exportCustomerData, type PrivacySubject } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { showErrorToastUnlessReported } from '@rendezvous/ui-kit';
import { IconFileExport, IconFileTypeCsv, IconJson } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from './download';

export interface ExportMenuProps {
  subject: PrivacySubject;
  /** The person's full name, for the button's accessible name. */
  name: string;
}

/**
 * "Export data": a row's menu downloading everything held about the person as JSON or CSV
 * (POST user|guest/{id}/export, which the server writes to Activities). The button shows a
 * loader while the export runs; a failure was already told by the API client's toast.
 */
export function ExportMenu({ subject, name }: ExportMenuProps) {
  const { t } = useTranslation('customers');
  const api = useApi();
  const [pending, setPending] = useState(false);

  const run = async (format: ExportFormat) => {
    setPending(true);
    try {
      // The file-making code (and the CSV tables) load with the first export, not with the list.
      const [data, { downloadPrivacyExport }] = await Promise.all([
        exportCustomerData(api, subject),
        import('./download'),
      ]);
      downloadPrivacyExport(data, format);
    } catch (error) {
      showErrorToastUnlessReported(error, t('export.failed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Menu position="bottom-end" shadow="md" disabled={pending}>
      <Tooltip label={t('export.label')}>
        <Menu.Target>
          <ActionIcon aria-label={t('export.labelName', { name })} loading={pending}>
            <IconFileExport size={18} />
          </ActionIcon>
        </Menu.Target>
      </Tooltip>
      <Menu.Dropdown>
        <Menu.Label>{t('export.label')}</Menu.Label>
        <Menu.Item leftSection={<IconJson size={16} />} onClick={() => void run('json')}>
          {t('export.json')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileTypeCsv size={16} />} onClick={() => void run('csv')}>
          {t('export.csv')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
