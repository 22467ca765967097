import { Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Business } from '@rendezvous/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoriesPanel } from './CategoriesPanel';
import { ServicesPanel } from './ServicesPanel';

type CatalogTab = 'services' | 'categories';

/**
 * The business's services and their categories: two vertical tabs (stacked on a phone), each a
 * paged table with add, view and delete dialogs.
 */
export function ServicesTab({ business }: { business: Business }) {
  const { t } = useTranslation('business');
  const [tab, setTab] = useState<CatalogTab>('services');
  const wide = useMediaQuery('(min-width: 48em)', true);
  return (
    <Tabs
      value={tab}
      onChange={(value) => value && setTab(value as CatalogTab)}
      orientation={wide ? 'vertical' : 'horizontal'}
      variant="pills"
      keepMounted={false}
    >
      <Tabs.List mb={wide ? 0 : 'md'} mr={wide ? 'md' : 0}>
        <Tabs.Tab value="services">{t('catalog.services')}</Tabs.Tab>
        <Tabs.Tab value="categories">{t('catalog.categories')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="services" style={{ minWidth: 0 }}>
        <ServicesPanel businessId={business.id} />
      </Tabs.Panel>
      <Tabs.Panel value="categories" style={{ minWidth: 0 }}>
        <CategoriesPanel businessId={business.id} />
      </Tabs.Panel>
    </Tabs>
  );
}
