import { ActionIcon, Badge, Box, Card, Group, Image, Stack, Text } from '@mantine/core';
import { PropertyMessages, type BusinessThemeEntity } from '@rendezvous/domain';
import {
  IconChevronLeft,
  IconChevronRight,
  IconPencil,
  IconPhoto,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { imagesOf, valuesOf } from './blocks';
import { PROPERTY_TYPE_LABELS, SOLD_KEY, formatPropertyPrice } from './property-fields';

export interface PropertyCardProps {
  property: BusinessThemeEntity;
  onEdit: () => void;
  onDelete: () => void;
}

/** A property in the editor's grid: its images (the first one featured), type, place and figures. */
export function PropertyCard({ property, onEdit, onDelete }: PropertyCardProps) {
  const values = valuesOf(property);
  const images = imagesOf(property);
  const [shown, setShown] = useState(0);
  const index = Math.min(shown, Math.max(images.length - 1, 0));
  const typeLabel =
    PROPERTY_TYPE_LABELS[values.property_type as keyof typeof PROPERTY_TYPE_LABELS] ?? 'Property';
  const title = `${typeLabel} for ${(values.property_sale_type || 'Sale').toLowerCase()}`;
  const address = values.gmaps_full_address ?? '';

  return (
    <Card
      withBorder
      padding="sm"
      maw={350}
      w="100%"
      aria-label={`${title}: ${address}`}
      component="article"
    >
      <Card.Section pos="relative">
        {images.length > 0 ? (
          <Image
            src={images[index]}
            alt={`${title}, image ${index + 1} of ${images.length}`}
            h={180}
            fit="cover"
          />
        ) : (
          <Box h={180} bg="gray.1" style={{ display: 'grid', placeItems: 'center' }}>
            <IconPhoto size={32} color="var(--mantine-color-dimmed)" aria-label="No image" />
          </Box>
        )}
        <Group gap={4} pos="absolute" top={8} left={8}>
          {index === 0 && images.length > 0 && <Badge>{PropertyMessages.featured}</Badge>}
          {values[SOLD_KEY] === '1' && <Badge color="red">Sold</Badge>}
        </Group>
        {images.length > 1 && (
          <Group
            justify="space-between"
            pos="absolute"
            top="50%"
            left={4}
            right={4}
            style={{ transform: 'translateY(-50%)' }}
          >
            <ActionIcon
              variant="white"
              aria-label="Previous image"
              disabled={index === 0}
              onClick={() => setShown(index - 1)}
            >
              <IconChevronLeft size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="white"
              aria-label="Next image"
              disabled={index === images.length - 1}
              onClick={() => setShown(index + 1)}
            >
              <IconChevronRight size={16} aria-hidden />
            </ActionIcon>
          </Group>
        )}
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{title}</Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" aria-label={`Edit ${title}: ${address}`} onClick={onEdit}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${title}: ${address}`}
              onClick={onDelete}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {address}
        </Text>
        <Text fw={600}>{formatPropertyPrice(values.price)}</Text>
        {values.num_of_beds !== undefined && (
          <Text size="sm">
            {values.num_of_beds} beds · {values.num_of_baths ?? 0} baths
          </Text>
        )}
      </Stack>
    </Card>
  );
}
