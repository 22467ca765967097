import { Badge, Button, Card, Group, Image, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { businessKeys, updateBusiness } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  canActivateTheme,
  themeMinimumImagesMessage,
  type Business,
  type Theme,
} from '@rendezvous/domain';
import { showErrorToast } from '@rendezvous/ui-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message';

export interface ThemesSliderProps {
  business: Business;
  themes: readonly Theme[];
  /** How many theme images the business has (activation needs each theme's minimum). */
  imageCount: number;
  /** The themes that have an editor. */
  editableThemeIds: readonly number[];
  /** Opens the editor of an editable theme. */
  onEdit: (themeId: number) => void;
  /** Whether Preview applies: /view-theme shows the admin's own business, not a chosen one. */
  canPreview?: boolean;
}

/** The themes with a public preview page, /view-theme/{id} (the spec's ids 1 and 2). */
const PREVIEWED_THEME_IDS: readonly number[] = [1, 2];

/** The themes side by side, each with its preview image, Activate, Edit and (1 and 2) Preview. */
export function ThemesSlider({
  business,
  themes,
  imageCount,
  editableThemeIds,
  onEdit,
  canPreview = true,
}: ThemesSliderProps) {
  const { t } = useTranslation('website');
  // The themes' names and descriptions come from the API, in English.
  const msg = useMessage();
  const api = useApi();
  const queryClient = useQueryClient();
  const activate = useMutation({
    mutationFn: (themeId: number) => updateBusiness(api, business.id, { theme_id: themeId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: businessKeys.all }),
  });

  const tryActivate = (theme: Theme) => {
    if (!canActivateTheme(imageCount, theme)) {
      showErrorToast(
        t('themes.minimumImages', {
          minimum: theme.minimum_images_count,
          defaultValue: themeMinimumImagesMessage(theme.minimum_images_count),
        }),
      );
      return;
    }
    activate.mutate(Number(theme.id));
  };

  return (
    <ScrollArea type="auto" offsetScrollbars scrollbarSize={8}>
      <Group
        gap="md"
        wrap="nowrap"
        align="stretch"
        pb="xs"
        component="ul"
        p={0}
        m={0}
        aria-label={t('themes.title')}
      >
        {themes.map((theme) => {
          const id = Number(theme.id);
          const active = business.theme_id === id;
          const editable = editableThemeIds.includes(id);
          return (
            <Card
              key={id}
              withBorder
              padding="sm"
              w={280}
              miw={260}
              component="li"
              style={{ listStyle: 'none' }}
            >
              <Card.Section>
                <Image
                  src={theme.preview_image_url}
                  alt={t('themes.previewAlt', { name: theme.name })}
                  h={150}
                  fit="cover"
                />
              </Card.Section>
              <Stack gap={6} mt="sm" style={{ flex: 1 }}>
                <Group justify="space-between" wrap="nowrap">
                  <Title order={3} size="h5">
                    {msg(theme.name)}
                  </Title>
                  {active && <Badge color="green">{t('themes.active')}</Badge>}
                </Group>
                {theme.description && (
                  <Text size="sm" c="dimmed" lineClamp={3}>
                    {msg(theme.description)}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {t('themes.needs', { count: theme.minimum_images_count })}
                </Text>
              </Stack>
              {/* The buttons share the card's width, each as wide as its word at least: a
                  longer word (French's "Modifier") takes more room, and on a narrow card the
                  last button goes to a second line rather than cutting one short. */}
              <Group gap="xs" mt="sm">
                <Button
                  size="xs"
                  px={8}
                  flex="1 0 auto"
                  disabled={active}
                  loading={activate.isPending && activate.variables === id}
                  onClick={() => tryActivate(theme)}
                  aria-label={
                    active
                      ? t('themes.isActive', { name: theme.name })
                      : t('themes.activateName', { name: theme.name })
                  }
                >
                  {active ? t('themes.active') : t('themes.activate')}
                </Button>
                {editable && (
                  <Button
                    size="xs"
                    px={8}
                    flex="1 0 auto"
                    variant="light"
                    onClick={() => onEdit(id)}
                    aria-label={t('themes.editName', { name: theme.name })}
                  >
                    {t('themes.edit')}
                  </Button>
                )}
                {canPreview && PREVIEWED_THEME_IDS.includes(id) && (
                  <Button
                    size="xs"
                    px={8}
                    flex="1 0 auto"
                    variant="light"
                    component="a"
                    href={`/view-theme/${id}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('themes.previewName', { name: theme.name })}
                  >
                    {t('themes.preview')}
                  </Button>
                )}
              </Group>
            </Card>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
