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
