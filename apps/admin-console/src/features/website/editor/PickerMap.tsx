import 'leaflet/dist/leaflet.css';
import { divIcon } from 'leaflet';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export interface PickerMapProps {
  centre: { latitude: number; longitude: number };
  pinned: boolean;
  tileUrl: string | null;
  attribution?: string;
  onPick: (latitude: number, longitude: number) => void;
}

const pinIcon = divIcon({
  className: 'rdv-map-pin',
  html:
    '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="40" viewBox="0 0 28 40" aria-hidden="true">' +
    '<path d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 40 14 40s14-15.7 14-26.1C28 6.2 21.7 0 14 0z" fill="#c92a2a"/>' +
    '<circle cx="14" cy="14" r="5" fill="#fff"/></svg>',
  iconSize: [28, 40],
  iconAnchor: [14, 40],
});

function ClickToPick({ onPick }: Pick<PickerMapProps, 'onPick'>) {
  useMapEvents({ click: (event) => onPick(event.latlng.lat, event.latlng.lng) });
  return null;
}

/** Follows the pin when its coordinates are typed. */
function FollowPin({ latitude, longitude }: PickerMapProps['centre']) {
  const map = useMap();
  useEffect(() => {
    map.panTo([latitude, longitude]);
  }, [map, latitude, longitude]);
  return null;
}

/** The Leaflet part of LocationPicker, loaded with the property dialog. Offline it has no tiles. */
export default function PickerMap({
  centre,
  pinned,
  tileUrl,
  attribution,
  onPick,
}: PickerMapProps) {
  const { t } = useTranslation('website');
  const position: [number, number] = [centre.latitude, centre.longitude];
  return (
    <div style={{ height: 240, borderRadius: 8, overflow: 'hidden', isolation: 'isolate' }}>
      <MapContainer
        center={position}
        zoom={12}
        scrollWheelZoom={false}
        style={{
          height: '100%',
          width: '100%',
          background: 'var(--mantine-color-gray-1)',
          cursor: 'crosshair',
        }}
        aria-label={t('location.map')}
      >
        {tileUrl && <TileLayer url={tileUrl} attribution={attribution} />}
        <ClickToPick onPick={onPick} />
        <FollowPin latitude={centre.latitude} longitude={centre.longitude} />
        {pinned && <Marker position={position} icon={pinIcon} keyboard={false} />}
      </MapContainer>
    </div>
  );
}
