import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    opened: true,
    title: 'Delete appointment',
    message: 'Are you sure you want to delete this appointment? This cannot be undone.',
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Delete: Story = {};

/** The confirm button shows a loader while the returned promise is pending. */
export const SlowConfirm: Story = {
  args: { onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 2000))) },
};

export const NonDestructive: Story = {
  args: {
    title: 'Resend invitation',
    message: 'Send the invitation email again?',
    confirmLabel: 'Resend',
    confirmColor: 'blue',
  },
};
