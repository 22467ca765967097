import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconMessageOff } from '@tabler/icons-react';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Layout/EmptyState',
  component: EmptyState,
  args: { text: 'No new appointments' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CustomIcon: Story = { args: { text: 'No messages to display', icon: <IconMessageOff size={24} /> } };

export const WithAction: Story = { args: { text: 'No services yet', action: <Button>Add a service</Button> } };
