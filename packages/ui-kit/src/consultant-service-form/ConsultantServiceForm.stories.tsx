import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConsultantServiceForm } from './ConsultantServiceForm';
import { sampleServices } from './fixtures';

const meta = {
  title: 'Forms/ConsultantServiceForm',
  component: ConsultantServiceForm,
  args: { services: sampleServices, onSubmit: fn(), onCancel: fn(), submitLabel: 'Add service' },
} satisfies Meta<typeof ConsultantServiceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Adding: the first business service, every "use business value" switch on. */
export const New: Story = {};

/** Editing a service the consultant prices and describes themselves. */
export const OwnValues: Story = {
  args: {
    submitLabel: 'Save',
    value: {
      service_id: 2,
      price: 9500,
      description: 'Deep tissue, my speciality.',
      appointment_length_decider: 'customer',
      appointment_length: 60,
      minimum_appointment_length: 45,
      maximum_appointment_length: 120,
      use_business_price: false,
      use_business_description: false,
      use_business_appointment_length: false,
    },
  },
};

/** Every business service is already offered. */
export const NothingLeft: Story = { args: { offeredServiceIds: [1, 2] } };
