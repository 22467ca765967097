import { Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';

/**
 * The delete confirmation's sentence, with the customer's name in bold. Loaded when the dialog
 * opens: react-i18next's Trans (with its HTML parser, about 4 KB gzipped) is not needed to show
 * the list.
 */
export default function DeleteAppointmentMessage({ customer, date }: { customer: string; date: string }) {
  const { t } = useTranslation('appointments');
  return (
    <Text size="sm">
      <Trans t={t} i18nKey="delete.message" values={{ customer, date }} components={{ strong: <strong /> }} />
    </Text>
  );
}
