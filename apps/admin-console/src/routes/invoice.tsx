import { PageHeader } from '@rendezvous/ui-kit';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export const Route = createFileRoute('/invoice')({
  component: function Invoice() {
    const { t } = useTranslation('payments');
    return <PageHeader title={t('invoice.title')} description={t('invoice.description')} />;
  },
});
