import type { Country } from '@rendezvous/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AddressForm } from './AddressForm';

const countries: Country[] = [
  {
    id: 1,
    name: 'Canada',
    code: 'CA',
    is_active: 1,
    states: [
      { id: 10, country_id: 1, name: 'Ontario' },
      { id: 11, country_id: 1, name: 'Quebec' },
    ],
  },
  {
    id: 2,
    name: 'United States',
    code: 'US',
    is_active: 1,
    states: [{ id: 20, country_id: 2, name: 'New York' }],
  },
];

const meta = {
  title: 'Forms/AddressForm',
  component: AddressForm,
  args: { countries, onSubmit: fn(), onInvalid: fn(), onCancel: fn() },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewAddress: Story = {};

export const EditAddress: Story = {
  args: {
    submitLabel: 'Update',
    initialValues: {
      address_line_1: '1000 Rue Sherbrooke Ouest',
      country_id: 1,
      state_id: 11,
      city: 'Montréal',
      postal_code: 'H3A 3G4',
    },
  },
};

/** With "Search address": a stand-in geocoder that knows a few cities. */
export const WithAddressSearch: Story = {
  args: {
    searchAddresses: async (text) =>
      ['Montréal', 'Montréal-Est', 'Laval']
        .filter((city) => city.toLowerCase().startsWith(text.split(',').at(-1)!.trim().toLowerCase()))
        .map((city) => ({
          formatted_address: `${city}, Quebec, Canada`,
          address_line_1: '',
          city,
          state: { name: 'Quebec', code: 'QC' },
          country: { name: 'Canada', code: 'CA' },
          postal_code: '',
          latitude: 45.5,
          longitude: -73.6,
          place_id: `story:${city}`,
        })),
  },
};
