import { Alert, Button, Center, Loader, Stack, Title } from '@mantine/core';
import { referenceQueries, websiteQueries } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import type { Business } from '@rendezvous/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ThemeImagesSection } from './ThemeImagesSection';
import { ThemesSlider } from './ThemesSlider';

export interface ThemesPanelProps {
  business: Business;
  /** The themes that have an editor. */
  editableThemeIds: readonly number[];
  /** Opens a theme's editor. */
  onEdit: (themeId: number) => void;
  /** Whether the themes offer their preview (of the admin's own business). */
  canPreview?: boolean;
}

/**
 * The themes and the theme images, loaded after the rest of the page: they carry the drag and
 * drop library, and share the website calls with the theme editor.
 */
export default function ThemesPanel({
  business,
  editableThemeIds,
  onEdit,
  canPreview,
}: ThemesPanelProps) {
  const { t } = useTranslation('website');
  const api = useApi();
  const themes = useQuery(referenceQueries.themes(api));
  const images = useQuery(websiteQueries.themeImages(api, business.id));
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('themes.title')}
        </Title>
        {themes.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('loading.themes')} />
          </Center>
        ) : themes.isError ? (
          <Alert color="red" title={t('loadError.themes')}>
            <Button variant="light" color="red" mt="sm" onClick={() => void themes.refetch()}>
              {t('tryAgain')}
            </Button>
          </Alert>
        ) : (
          <ThemesSlider
            business={business}
            themes={themes.data}
            imageCount={images.data?.length ?? 0}
            editableThemeIds={editableThemeIds}
            onEdit={onEdit}
            canPreview={canPreview}
          />
        )}
      </Stack>
      <ThemeImagesSection businessId={business.id} />
    </Stack>
  );
}
