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
  const api = useApi();
  const queryClient = useQueryClient();
  const activate = useMutation({
    mutationFn: (themeId: number) => updateBusiness(api, business.id, { theme_id: themeId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: businessKeys.all }),
  });

  const tryActivate = (theme: Theme) => {
    if (!canActivateTheme(imageCount, theme)) {
      showErrorToast(themeMinimumImagesMessage(theme.minimum_images_count));
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
        aria-label="Themes"
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
                  alt={`Preview of the ${theme.name} theme`}
                  h={150}
                  fit="cover"
                />
              </Card.Section>
              <Stack gap={6} mt="sm" style={{ flex: 1 }}>
                <Group justify="space-between" wrap="nowrap">
                  <Title order={3} size="h5">
                    {theme.name}
                  </Title>
                  {active && <Badge color="green">Active</Badge>}
                </Group>
                {theme.description && (
                  <Text size="sm" c="dimmed" lineClamp={3}>
                    {theme.description}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  Needs at least {theme.minimum_images_count} theme image
                  {theme.minimum_images_count === 1 ? '' : 's'}
                </Text>
              </Stack>
              {/* Three buttons share the card's width: a narrow padding keeps their words whole. */}
              <Group gap="xs" mt="sm" grow>
                <Button
                  size="xs"
                  px={8}
                  disabled={active}
                  loading={activate.isPending && activate.variables === id}
                  onClick={() => tryActivate(theme)}
                  aria-label={active ? `${theme.name} is active` : `Activate ${theme.name}`}
                >
                  {active ? 'Active' : 'Activate'}
                </Button>
                {editable && (
                  <Button
                    size="xs"
                    px={8}
                    variant="light"
                    onClick={() => onEdit(id)}
                    aria-label={`Edit ${theme.name}`}
                  >
                    Edit
                  </Button>
                )}
                {canPreview && PREVIEWED_THEME_IDS.includes(id) && (
                  <Button
                    size="xs"
                    px={8}
                    variant="light"
                    component="a"
                    href={`/view-theme/${id}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Preview ${theme.name}`}
                  >
                    Preview
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
