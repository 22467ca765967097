import { ActionIcon, Badge, Box, Card, Group, Image, Stack, Text } from '@mantine/core';
import { PropertyMessages, type BusinessThemeEntity } from '@rendezvous/domain';
import {
  IconChevronLeft,
  IconChevronRight,
  IconPencil,
  IconPhoto,
  IconTrash,
} from '@tabler/icons-react';
import { useFormat } from '@rendezvous/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../i18n/use-message';
import { imagesOf, valuesOf } from './blocks';
import { PROPERTY_TYPE_LABELS, SOLD_KEY, formatPropertyPrice } from './property-fields';

/** The price in the shown language's whole dollars, or the text as typed when it is not a number. */
function localPrice(price: string | undefined, locale: string): string {
  if (!price) return '';
  const amount = Number(price.replace(/[\s,$]|CA/g, ''));
  // English keeps the spec's CA$ form; French writes the amount as « 650 000 $ ».
  if (!Number.isFinite(amount) || !locale.startsWith('fr')) return formatPropertyPrice(price);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(amount);
}

export interface PropertyCardProps {
  property: BusinessThemeEntity;
  onEdit: () => void;
  onDelete: () => void;
}

/** A property in the editor's grid: its images (the first one featured), type, place and figures. */
export function PropertyCard({ property, onEdit, onDelete }: PropertyCardProps) {
  const { t } = useTranslation('website');
  const msg = useMessage();
  const { locale } = useFormat();
  const values = valuesOf(property);
  const images = imagesOf(property);
  const [shown, setShown] = useState(0);
  const index = Math.min(shown, Math.max(images.length - 1, 0));
  const typeLabel =
    values.property_type && values.property_type in PROPERTY_TYPE_LABELS
      ? t(`propertyType.${values.property_type}`)
      : t('property.fallbackType');
  const title = t(
    values.property_sale_type === 'Rent' ? 'property.title.Rent' : 'property.title.Sale',
    { type: typeLabel },
  );
  const address = values.gmaps_full_address ?? '';

  return (
    <Card
      withBorder
      padding="sm"
      maw={350}
      w="100%"
      aria-label={t('property.cardLabel', { title, address })}
      component="article"
    >
      <Card.Section pos="relative">
        {images.length > 0 ? (
          <Image
            src={images[index]}
            alt={t('property.imageAlt', { title, number: index + 1, total: images.length })}
            h={180}
            fit="cover"
          />
        ) : (
          <Box h={180} bg="gray.1" style={{ display: 'grid', placeItems: 'center' }}>
            <IconPhoto
              size={32}
              color="var(--mantine-color-dimmed)"
              aria-label={t('property.noImage')}
            />
          </Box>
        )}
        <Group gap={4} pos="absolute" top={8} left={8}>
          {index === 0 && images.length > 0 && <Badge>{msg(PropertyMessages.featured)}</Badge>}
          {values[SOLD_KEY] === '1' && <Badge color="red">{t('property.sold')}</Badge>}
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
              aria-label={t('property.previousImage')}
              disabled={index === 0}
              onClick={() => setShown(index - 1)}
            >
              <IconChevronLeft size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="white"
              aria-label={t('property.nextImage')}
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
            <ActionIcon
              variant="subtle"
              aria-label={t('property.edit', { title, address })}
              onClick={onEdit}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('property.delete', { title, address })}
              onClick={onDelete}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {address}
        </Text>
        <Text fw={600}>{localPrice(values.price, locale)}</Text>
        {values.num_of_beds !== undefined && (
          <Text size="sm">
            {t('property.rooms', { beds: values.num_of_beds, baths: values.num_of_baths ?? 0 })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
