import { Box, Center, Loader, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Leaflet is loaded only when there are tiles to draw. */
const LeafletMap = lazy(() => import('./LeafletMap'));

export const MAP_TILES_UNAVAILABLE = 'Map tiles are unavailable offline';

/** What the map says, in the page's language: the `ui` catalog's unless the app passes its own. */
export interface LocationMapTexts {
  tilesUnavailable: string;
  loading: string;
  /** Names the map for screen readers, from `label`. */
  map: (label: string) => string;
  mapWithoutLocation: (label: string) => string;
}

export const LOCATION_MAP_TEXTS: LocationMapTexts = {
  tilesUnavailable: MAP_TILES_UNAVAILABLE,
  loading: 'Loading the map',
  map: (label) => `Map: ${label}`,
  mapWithoutLocation: (label) => `Map without a location: ${label}`,
};

/** The spec's default map centre: a fixed Montreal-area coordinate. */
export const DEFAULT_MAP_CENTRE = { latitude: 45.5019, longitude: -73.5674 } as const;

export interface LocationMapProps {
  /** Where the pin goes; without coordinates the map centres on DEFAULT_MAP_CENTRE, pinless. */
  latitude: number | null | undefined;
  longitude: number | null | undefined;
  /**
   * A tile URL template such as `https://tile.openstreetmap.org/{z}/{x}/{y}.png`. Empty, the
   * map is a blank background with a note, and nothing is fetched (offline default).
   */
  tileUrl?: string | null;
  /** Credit shown in the corner, as the tile provider requires. */
  attribution?: string;
  /** What the pin marks, e.g. the formatted address; names the map for screen readers. */
  label: string;
  /** @default 12 (the editor's zoom; the public page uses 7) */
  zoom?: number;
  /** @default 200 */
  height?: number;
  /** @default the `ui` catalog's texts in the page's language (LOCATION_MAP_TEXTS in English) */
  texts?: LocationMapTexts;
}

/**
 * A small map with a pin. Leaflet and its style sheet load with the map, only when there are
 * tiles to draw. When no tile URL is set, or the tiles fail to load (offline), the map says so
 * on a neutral background.
 */
export function LocationMap({
  latitude,
  longitude,
  tileUrl,
  attribution,
  label,
  zoom = 12,
  height = 200,
  texts: givenTexts,
}: LocationMapProps) {
  const { t } = useTranslation('ui');
  const texts: LocationMapTexts = givenTexts ?? {
    tilesUnavailable: t('map.tilesUnavailable'),
    loading: t('map.loading'),
    map: (name) => t('map.named', { label: name }),
    mapWithoutLocation: (name) => t('map.withoutLocation', { label: name }),
  };
  const [tilesFailed, setTilesFailed] = useState(false);
  const hasPin = typeof latitude === 'number' && typeof longitude === 'number';

  if (!tileUrl) {
    return (
      <BlankMap
        name={hasPin ? texts.map(label) : texts.mapWithoutLocation(label)}
        note={texts.tilesUnavailable}
        height={height}
        hasPin={hasPin}
      />
    );
  }
  return (
    <Box
      pos="relative"
      h={height}
      // Leaflet's panes and controls carry z-indexes up to 1000: isolated here, they stay
      // under the app's sticky header and dialogs.
      style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', isolation: 'isolate' }}
    >
      <Suspense
        fallback={
          <Center h={height} bg="gray.1">
            <Loader size="sm" aria-label={texts.loading} />
          </Center>
        }
      >
        <LeafletMap
          centre={hasPin ? { latitude, longitude } : DEFAULT_MAP_CENTRE}
          pin={hasPin}
          tileUrl={tileUrl}
          attribution={attribution}
          label={label}
          name={texts.map(label)}
          zoom={zoom}
          onTilesFailed={() => setTilesFailed(true)}
        />
      </Suspense>
      {tilesFailed && (
        <Text
          size="xs"
          c="dark.6"
          bg="gray.0"
          px="xs"
          py={2}
          pos="absolute"
          bottom={8}
          left={8}
          style={{ zIndex: 1000, borderRadius: 'var(--mantine-radius-sm)' }}
        >
          {texts.tilesUnavailable}
        </Text>
      )}
    </Box>
  );
}

function BlankMap({
  name,
  note,
  height,
  hasPin,
}: {
  name: string;
  note: string;
  height: number;
  hasPin: boolean;
}) {
  return (
    <Center
      role="img"
      aria-label={name}
      h={height}
      bg="gray.1"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        border: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      <Stack align="center" gap={4}>
        {hasPin && <IconMapPin size={32} color="var(--mantine-color-red-7)" aria-hidden />}
        <Text size="xs" c="dark.6">
          {note}
        </Text>
      </Stack>
    </Center>
  );
}
