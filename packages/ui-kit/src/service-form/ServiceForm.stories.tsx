import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ImageDropzone } from '../image-dropzone';
import { ServiceForm } from './ServiceForm';

const categories = [
  { id: 1, name: 'Hair' },
  { id: 2, name: 'Nails' },
];
const subscriptionPeriods = [
  { id: 1, period: 'Weekly' },
  { id: 2, period: 'Bi-weekly' },
  { id: 3, period: 'Monthly' },
  { id: 4, period: 'Yearly' },
];

const meta = {
  title: 'Forms/ServiceForm',
  component: ServiceForm,
  args: { categories, subscriptionPeriods, onSubmit: fn(), onCancel: fn(), onValuesChange: fn() },
} satisfies Meta<typeof ServiceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new service: fixed 30 min, monthly period preselected, price shown. */
export const NewService: Story = {};

/** An existing service where the customer picks between 30 min and 1 h 30 min, billed monthly. */
export const CustomerDecides: Story = {
  args: {
    submitLabel: 'Update',
    initialValues: {
      name: 'Massage',
      service_category_id: 2,
      price: '80.00',
      description: 'Relaxing massage',
      appointment_length_decider: 'customer',
      minimum_appointment_length: 30,
      maximum_appointment_length: 90,
      is_subscription: true,
    },
  },
};

/** With an image slot the app fills with its upload field. */
export const WithImage: Story = {
  args: { image: <ImageDropzone onDrop={fn()} label="Service image" /> },
};

/** On a phone. */
export const Mobile: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 390 }}>{Story()}</div>],
};
