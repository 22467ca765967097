import type { Meta, StoryObj } from '@storybook/react-vite';
import { Money } from './Money';

const meta = {
  title: 'Data/Money',
  component: Money,
  args: { cents: 12345 },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Thousands: Story = { args: { cents: 123456789 } };
export const Zero: Story = { args: { cents: 0 } };
export const Bold: Story = { args: { cents: 9900, fw: 700, inherit: false, size: 'xl' } };
