import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Image,
  Loader,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { geocodeAddress, mapQueries } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  DEFAULT_PROPERTY_SALE_TYPE,
  PROPERTY_FIELD_GROUPS,
  PROPERTY_SALE_TYPES,
  PROPERTY_TEXT_KEYS,
  PROPERTY_TYPES,
  THEME_FRENCH_TEXT_KEYS,
  frenchItemKey,
  PropertyMessages,
  propertyFeatureKeys,
  resetPropertyFeatures,
  validateProperty,
  type BusinessThemeEntity,
  type PropertyItemKey,
  type PropertySaleType,
  type PropertyType,
  type PropertyValues,
  type ThemeFrenchTextKey,
} from '@rendezvous/domain';
import { ImageDropzone, showErrorToast } from '@rendezvous/ui-kit';
import { IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../i18n/use-message';
import { storedImagesOf, valuesOf } from './blocks';
import { FrenchText, frenchItem, useFrenchItem } from './FrenchText';
import { LocationPicker } from './LocationPicker';
import {
  NUMERIC_PROPERTY_FIELDS,
  PROPERTY_FIELD_LABELS,
  SOLD_KEY,
  mapPlaceId,
} from './property-fields';
import { SaveFailure } from './SaveFailure';
import type { SaveStep } from './save-block';

export interface PropertySubmission {
  items: Record<string, string>;
  textKeys: readonly string[];
  images: File[];
  /** Stored images the user took off (their files). */
  removeFileIds: number[];
}

export interface PropertyDialogProps {
  /** The property being edited; a new one without it. */
  property: BusinessThemeEntity | undefined;
  saving: boolean;
  failure: SaveStep | null;
  onClose: () => void;
  /** Resolves true when saved (the dialog then closes). */
  onSave: (submission: PropertySubmission) => Promise<boolean>;
}

const isPropertyType = (value: string | undefined): value is PropertyType =>
  (PROPERTY_TYPES as readonly string[]).includes(value ?? '');

function initialValues(stored: Record<string, string>): PropertyValues {
  return {
    ...stored,
    property_type: isPropertyType(stored.property_type) ? stored.property_type : 'house',
    property_sale_type: stored.property_sale_type || DEFAULT_PROPERTY_SALE_TYPE,
  };
}

type PropertyFieldKey = Exclude<PropertyItemKey, 'image'>;

const toNumber = (text: string | undefined) => (text ? Number(text) : null);

/** The property's long texts, each with a French version beside it: its label's key. */
const FRENCH_LABELS = {
  description: 'french.description',
  additional_features: 'french.additionalFeatures',
} as const satisfies Partial<Record<ThemeFrenchTextKey, string>>;
type FrenchPropertyText = keyof typeof FRENCH_LABELS;
const hasFrench = (key: string): key is FrenchPropertyText => Object.hasOwn(FRENCH_LABELS, key);

/** Adds or edits a property: its type's fields, sale type, place, images and sold mark. */
export function PropertyDialog({
  property,
  saving,
  failure,
  onClose,
  onSave,
}: PropertyDialogProps) {
  const { t } = useTranslation('website');
  const msg = useMessage();
  const api = useApi();
  const mapConfig = useQuery(mapQueries.config(api));
  const stored = valuesOf(property);
  const [values, setValues] = useState<PropertyValues>(() => initialValues(stored));
  const [sold, setSold] = useState(stored[SOLD_KEY] === '1');
  const french: Record<FrenchPropertyText, ReturnType<typeof useFrenchItem>> = {
    description: useFrenchItem(property, 'description'),
    additional_features: useFrenchItem(property, 'additional_features'),
  };
  const [images, setImages] = useState<File[]>([]);
  const [addressError, setAddressError] = useState<string | null>(null);
  // The address the current pin stands for: typing another one means finding it again.
  const [placedFor, setPlacedFor] = useState<string | null>(
    stored.gmaps_place_id ? (stored.gmaps_full_address ?? '').trim() : null,
  );
  const [locating, setLocating] = useState(false);
  // The lookup under way (leaving the field starts one; Submit then waits for it, not a second).
  const lookup = useRef<{ address: string; result: Promise<PropertyValues | null> } | null>(null);
  // Stored images taken off in this dialog: they go when the property is saved.
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const storedImages = storedImagesOf(property).filter(
    (image) => image.fileId === undefined || !removed.has(image.fileId),
  );
  const type = values.property_type;
  const fields = propertyFeatureKeys(type) as PropertyFieldKey[];

  const set = (key: keyof PropertyValues, value: string) =>
    setValues((current) => ({ ...current, [key]: value }));
  // A new property starts the new type's fields blank; an edited one gets its stored values back.
  const resetFeatures = (next: PropertyValues) =>
    setValues(resetPropertyFeatures(next, property ? stored : undefined));

  /**
   * Places the typed address on the map with the server's geocoder (the map click is only a
   * correction); answers the values with the place, or null when it was not found.
   */
  const locate = async (current: PropertyValues): Promise<PropertyValues | null> => {
    const address = current.gmaps_full_address?.trim() ?? '';
    if (!address || (placedFor === address && current.gmaps_place_id)) return current;
    if (lookup.current?.address === address) return lookup.current.result;
    const result = find(current, address);
    lookup.current = { address, result };
    return result;
  };

  const find = async (current: PropertyValues, address: string): Promise<PropertyValues | null> => {
    setLocating(true);
    try {
      const place = await geocodeAddress(api, address);
      const next = {
        ...current,
        gmaps_latitude: String(place.latitude),
        gmaps_longitude: String(place.longitude),
        gmaps_place_id: place.place_id,
      };
      setValues(next);
      setPlacedFor(address);
      setAddressError(null);
      return next;
    } catch {
      setAddressError(msg(PropertyMessages.addressNotFound));
      return null;
    } finally {
      lookup.current = null;
      setLocating(false);
    }
  };

  const submit = async () => {
    const noAddress = !values.gmaps_full_address?.trim();
    setAddressError(noAddress ? msg(PropertyMessages.locationRequired) : null);
    const located = noAddress ? values : await locate(values);
    if (!located) return;
    const problem = validateProperty(located, storedImages.length + images.length);
    if (problem) {
      showErrorToast(msg(problem));
      return;
    }
    const keys = [
      'property_type',
      'property_sale_type',
      ...fields,
      ...PROPERTY_FIELD_GROUPS.location,
    ] as const;
    const items: Record<string, string> = Object.fromEntries(
      keys.map((key) => [key, (located[key] ?? '').trim()]),
    );
    items[SOLD_KEY] = sold ? '1' : '0';
    // The long texts' French, beside them (every property type has both texts).
    for (const [key, [text]] of Object.entries(french)) {
      Object.assign(items, frenchItem(property, key as FrenchPropertyText, text));
    }
    const textKeys = [...PROPERTY_TEXT_KEYS, ...THEME_FRENCH_TEXT_KEYS.map(frenchItemKey)];
    const removeFileIds = [...removed];
    if (await onSave({ items, textKeys, images, removeFileIds })) onClose();
  };

  const field = (key: (typeof fields)[number]) => {
    const label = key in PROPERTY_FIELD_LABELS ? t(`field.${key}`) : key;
    const common = {
      key,
      label,
      value: values[key] ?? '',
      withAsterisk:
        key === 'price' ||
        key === 'description' ||
        PROPERTY_FIELD_GROUPS.rooms.includes(key as never),
    };
    if (key === 'description' || key === 'additional_features') {
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          onChange={(event) => set(key, event.currentTarget.value)}
        />
      );
    }
    if (key === 'pool') {
      return (
        <Select
          {...common}
          data={[
            { value: 'Yes', label: t('property.yes') },
            { value: 'No', label: t('property.no') },
          ]}
          value={values.pool || null}
          clearable
          onChange={(value) => set('pool', value ?? '')}
        />
      );
    }
    return (
      <TextInput
        {...common}
        type={key === 'move_in_date' ? 'date' : 'text'}
        inputMode={NUMERIC_PROPERTY_FIELDS.includes(key) ? 'decimal' : undefined}
        onChange={(event) => set(key, event.currentTarget.value)}
      />
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={property ? t('property.editTitle') : t('property.addTitle')}
      size={1000}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('property.type')}
            withAsterisk
            allowDeselect={false}
            data={PROPERTY_TYPES.map((value) => ({ value, label: t(`propertyType.${value}`) }))}
            value={type}
            onChange={(value) => {
              if (isPropertyType(value ?? undefined) && value !== type) {
                resetFeatures({ ...values, property_type: value as PropertyType });
              }
            }}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="property-sale-type">
              {t('property.saleType')}
            </Text>
            <SegmentedControl
              aria-labelledby="property-sale-type"
              data={PROPERTY_SALE_TYPES.map((value) => ({
                value,
                label: t(`property.saleType.${value}`),
              }))}
              value={values.property_sale_type ?? DEFAULT_PROPERTY_SALE_TYPE}
              onChange={(value) => {
                if (value !== values.property_sale_type) {
                  resetFeatures({ ...values, property_sale_type: value as PropertySaleType });
                }
              }}
            />
          </Stack>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {fields.filter((key) => !PROPERTY_TEXT_KEYS.includes(key)).map(field)}
        </SimpleGrid>
        {fields
          .filter((key) => PROPERTY_TEXT_KEYS.includes(key))
          .map((key) => (
            <SimpleGrid key={key} cols={{ base: 1, md: 2 }}>
              {field(key)}
              {hasFrench(key) && (
                <FrenchText
                  itemKey={key}
                  label={t(FRENCH_LABELS[key])}
                  minRows={3}
                  value={french[key][0]}
                  onChange={french[key][1]}
                />
              )}
            </SimpleGrid>
          ))}
        <TextInput
          label={t('property.address')}
          withAsterisk
          value={values.gmaps_full_address ?? ''}
          description={t('property.addressDescription')}
          error={addressError}
          onChange={(event) => set('gmaps_full_address', event.currentTarget.value)}
          onBlur={() => void locate(values)}
          rightSection={
            locating ? <Loader size={14} aria-label={t('property.finding')} /> : undefined
          }
        />
        <LocationPicker
          latitude={toNumber(values.gmaps_latitude)}
          longitude={toNumber(values.gmaps_longitude)}
          tileUrl={mapConfig.data?.tile_url ?? null}
          attribution={mapConfig.data?.attribution}
          onPick={(latitude, longitude) => {
            setPlacedFor((values.gmaps_full_address ?? '').trim());
            setValues((current) => ({
              ...current,
              gmaps_latitude: String(latitude),
              gmaps_longitude: String(longitude),
              gmaps_place_id: mapPlaceId(latitude, longitude),
            }));
          }}
        />
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t('property.images')}
          </Text>
          {storedImages.length > 0 && (
            <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
              {storedImages.map(({ url, fileId }, index) => (
                <div key={url} style={{ position: 'relative' }}>
                  <Image
                    src={url}
                    alt={t('property.storedImageAlt', { number: index + 1 })}
                    h={80}
                    fit="cover"
                    radius="sm"
                  />
                  {index === 0 && (
                    <Badge size="xs" pos="absolute" top={4} left={4}>
                      {msg(PropertyMessages.featured)}
                    </Badge>
                  )}
                  {fileId !== undefined && (
                    <ActionIcon
                      size="sm"
                      variant="default"
                      pos="absolute"
                      top={4}
                      right={4}
                      aria-label={t('property.removeImage', { number: index + 1 })}
                      onClick={() => setRemoved((current) => new Set(current).add(fileId))}
                    >
                      <IconX size={14} aria-hidden />
                    </ActionIcon>
                  )}
                </div>
              ))}
            </SimpleGrid>
          )}
          <ImageDropzone multiple label={t('property.dropImages')} onDrop={setImages} />
          {storedImages.length === 0 && images.length > 0 && (
            <Text size="xs" c="dimmed">
              {t('property.firstFeatured')}
            </Text>
          )}
        </Stack>
        <Checkbox
          label={msg(PropertyMessages.markSold)}
          checked={sold}
          onChange={(event) => setSold(event.currentTarget.checked)}
        />
        <SaveFailure step={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={saving}>
            {property ? t('update') : t('submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
