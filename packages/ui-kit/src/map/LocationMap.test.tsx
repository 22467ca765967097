import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test-utils';
import { LocationMap, MAP_TILES_UNAVAILABLE } from './LocationMap';

const LABEL = '1000 Rue Sherbrooke Ouest, Montréal';
const FRENCH = {
  tilesUnavailable: 'Carte indisponible hors ligne',
  loading: 'Chargement de la carte',
  map: (label: string) => `Carte : ${label}`,
  mapWithoutLocation: (label: string) => `Carte sans adresse : ${label}`,
};

describe('LocationMap', () => {
  it('shows a blank map with the offline note when no tile URL is set', () => {
    renderWithProvider(<LocationMap latitude={45.5} longitude={-73.6} label={LABEL} />);
    expect(screen.getByRole('img', { name: `Map: ${LABEL}` })).toBeInTheDocument();
    expect(screen.getByText(MAP_TILES_UNAVAILABLE)).toBeInTheDocument();
  });

  it("speaks the page's language when given its texts", () => {
    const { rerender } = renderWithProvider(
      <LocationMap latitude={45.5} longitude={-73.6} label={LABEL} texts={FRENCH} />,
    );
    expect(screen.getByRole('img', { name: `Carte : ${LABEL}` })).toBeInTheDocument();
    expect(screen.getByText('Carte indisponible hors ligne')).toBeInTheDocument();
    rerender(<LocationMap latitude={null} longitude={null} label={LABEL} texts={FRENCH} />);
    expect(screen.getByRole('img', { name: `Carte sans adresse : ${LABEL}` })).toBeInTheDocument();
  });

  it('says when there is no location to pin', () => {
    renderWithProvider(<LocationMap latitude={null} longitude={null} label={LABEL} />);
    expect(screen.getByRole('img', { name: `Map without a location: ${LABEL}` })).toBeInTheDocument();
  });

  it('draws tiles and the pin with Leaflet when a tile URL is set', async () => {
    const { container } = renderWithProvider(
      <LocationMap
        latitude={45.5}
        longitude={-73.6}
        label={LABEL}
        tileUrl="https://tiles.example.com/{z}/{x}/{y}.png"
        attribution="Example tiles"
      />,
    );
    await waitFor(() => expect(container.querySelector('.leaflet-container')).not.toBeNull());
    expect(container.querySelector('.rdv-map-pin')).not.toBeNull();
    expect(container.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(
      /^https:\/\/tiles\.example\.com\/12\/\d+\/\d+\.png$/,
    );
    expect(screen.getByText('Example tiles')).toBeInTheDocument();
    expect(screen.queryByText(MAP_TILES_UNAVAILABLE)).not.toBeInTheDocument();
  });

  it('says tiles are unavailable when they fail to load (offline)', async () => {
    const { container } = renderWithProvider(
      <LocationMap latitude={45.5} longitude={-73.6} label={LABEL} tileUrl="http://127.0.0.1:9/{z}/{x}/{y}.png" />,
    );
    await waitFor(() => expect(container.querySelector('img.leaflet-tile')).not.toBeNull());
    fireEvent.error(container.querySelector('img.leaflet-tile')!);
    expect(await screen.findByText(MAP_TILES_UNAVAILABLE)).toBeInTheDocument();
  });
});
