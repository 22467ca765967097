// Leaflet's own rules place the tiles and the pin: they come with the map, wherever it is drawn.
import 'leaflet/dist/leaflet.css';
import { divIcon } from 'leaflet';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';

export interface LeafletMapProps {
  centre: { latitude: number; longitude: number };
  pin: boolean;
  tileUrl: string;
  attribution?: string;
  label: string;
  /** Names the map for screen readers. */
  name: string;
  zoom: number;
  onTilesFailed: () => void;
}

/**
 * An SVG pin drawn in the page: Leaflet's default marker images are looked up by a path that
 * bundlers break, and would be another request.
 */
const pinIcon = divIcon({
  className: 'rdv-map-pin',
  html: '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="40" viewBox="0 0 28 40" aria-hidden="true"><path d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 40 14 40s14-15.7 14-26.1C28 6.2 21.7 0 14 0z" fill="#c92a2a"/><circle cx="14" cy="14" r="5" fill="#fff"/></svg>',
  iconSize: [28, 40],
  iconAnchor: [14, 40],
});

/** The Leaflet part of LocationMap, loaded on demand. */
export default function LeafletMap({
  centre,
  pin,
  tileUrl,
  attribution,
  label,
  name,
  zoom,
  onTilesFailed,
}: LeafletMapProps) {
  const position: [number, number] = [centre.latitude, centre.longitude];
  return (
    <MapContainer
      center={position}
      zoom={zoom}
      scrollWheelZoom={false}
      style={{ height: '100%', width: '100%', background: 'var(--mantine-color-gray-1)' }}
      aria-label={name}
    >
      <TileLayer
        url={tileUrl}
        attribution={attribution}
        eventHandlers={{ tileerror: onTilesFailed }}
      />
      {pin && <Marker position={position} icon={pinIcon} title={label} alt={label} keyboard={false} />}
    </MapContainer>
  );
}
