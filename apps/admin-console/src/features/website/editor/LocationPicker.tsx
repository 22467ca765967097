import { NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { DEFAULT_MAP_CENTRE } from '@rendezvous/ui-kit';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const PickerMap = lazy(() => import('./PickerMap'));

export interface LocationPickerProps {
  latitude: number | null;
  longitude: number | null;
  tileUrl: string | null;
  attribution?: string;
  onPick: (latitude: number, longitude: number) => void;
  error?: string | null;
}

/**
 * Where a property is: a click on the map places the pin; the coordinates can also be typed
 * (for keyboard users, and when the map has no tiles offline).
 */
export function LocationPicker({
  latitude,
  longitude,
  tileUrl,
  attribution,
  onPick,
  error,
}: LocationPickerProps) {
  const { t } = useTranslation('website');
  // What is typed, kept apart until both coordinates are there; a click on the map replaces it.
  const [typed, setTyped] = useState<{ lat: number | string; lng: number | string }>({
    lat: latitude ?? '',
    lng: longitude ?? '',
  });
  useEffect(() => {
    if (latitude !== null && longitude !== null) setTyped({ lat: latitude, lng: longitude });
  }, [latitude, longitude]);
  const pick = (lat: number | string, lng: number | string) => {
    setTyped({ lat, lng });
    const a = Number(lat);
    const b = Number(lng);
    if (lat !== '' && lng !== '' && Number.isFinite(a) && Number.isFinite(b)) onPick(a, b);
  };
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('location.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('location.help')}
      </Text>
      <Suspense fallback={<div style={{ height: 240 }} aria-hidden />}>
        <PickerMap
          centre={
            latitude !== null && longitude !== null ? { latitude, longitude } : DEFAULT_MAP_CENTRE
          }
          pinned={latitude !== null && longitude !== null}
          tileUrl={tileUrl}
          attribution={attribution}
          onPick={onPick}
        />
      </Suspense>
      <SimpleGrid cols={2}>
        <NumberInput
          label={t('location.latitude')}
          min={-90}
          max={90}
          decimalScale={6}
          value={typed.lat}
          onChange={(value) => pick(value, typed.lng)}
        />
        <NumberInput
          label={t('location.longitude')}
          min={-180}
          max={180}
          decimalScale={6}
          value={typed.lng}
          onChange={(value) => pick(typed.lat, value)}
        />
      </SimpleGrid>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
