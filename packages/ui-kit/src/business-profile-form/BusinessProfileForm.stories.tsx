import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BusinessProfileForm } from './BusinessProfileForm';

const meta = {
  title: 'Forms/BusinessProfileForm',
  component: BusinessProfileForm,
  args: {
    onSubmit: fn(),
    initialValues: {
      name: 'Maison Lumière Salon',
      email: 'hello@maison.test',
      phone_number: '416-555-0100',
      registry_id: null,
      short_description: 'Hair and colour in the heart of Toronto.',
      long_description: null,
    },
  },
} satisfies Meta<typeof BusinessProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllFields: Story = {};

/** A setup step asking only for the descriptions. */
export const DescriptionsOnly: Story = {
  args: { fields: ['short_description', 'long_description'], submitLabel: 'Continue', allowUnchanged: true },
};

/** A French-first business's descriptions: each French field before its English one. */
export const FrenchFirstDescriptions: Story = {
  args: {
    fields: ['short_description', 'short_description_fr', 'long_description', 'long_description_fr'],
    frenchFirst: true,
    submitLabel: 'Continue',
    allowUnchanged: true,
  },
};
