import type { Meta, StoryObj } from '@storybook/react-vite';
import { LocationMap } from './LocationMap';

const meta = {
  title: 'Data display/LocationMap',
  component: LocationMap,
  args: {
    latitude: 45.5048,
    longitude: -73.5772,
    label: '1000 Rue Sherbrooke Ouest, Montréal, Quebec, H3A 3G4, Canada',
  },
} satisfies Meta<typeof LocationMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No tile URL configured: the offline default. */
export const Offline: Story = {};

/** Without coordinates yet. */
export const NoLocation: Story = { args: { latitude: null, longitude: null } };

/** With OpenStreetMap tiles (needs the network; otherwise the note appears over a blank map). */
export const WithTiles: Story = {
  args: {
    tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '© OpenStreetMap contributors',
  },
};

/** Tiles from a host that does not answer: the map says tiles are unavailable. */
export const TilesUnreachable: Story = {
  args: { tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png' },
};
