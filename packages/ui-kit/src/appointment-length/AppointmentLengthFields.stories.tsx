import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { AppointmentLengthFields, type AppointmentLengths } from './AppointmentLengthFields';

function Editable(props: { initial: AppointmentLengths; disabled?: boolean }) {
  const [value, setValue] = useState(props.initial);
  return (
    <AppointmentLengthFields
      value={value}
      disabled={props.disabled}
      onChange={(patch) => setValue((current) => ({ ...current, ...patch }))}
    />
  );
}

const lengths: AppointmentLengths = {
  appointment_length_decider: 'business',
  appointment_length: 30,
  minimum_appointment_length: 30,
  maximum_appointment_length: 60,
};

const meta = {
  title: 'Forms/AppointmentLengthFields',
  component: Editable,
  args: { initial: lengths },
} satisfies Meta<typeof Editable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The business decides: one length, 15 min to 6 h by 15 min (default 30 min). */
export const FixedLength: Story = {};

/** The customer decides within a range, 15 min to 8 h (defaults 30 min to 1 h). */
export const CustomerRange: Story = {
  args: { initial: { ...lengths, appointment_length_decider: 'customer' } },
};

/** Following the business service's lengths (a consultant service). */
export const Disabled: Story = { args: { disabled: true } };
