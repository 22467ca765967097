import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconPlus } from '@tabler/icons-react';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Clients' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const WithActions: Story = {
  args: {
    description: 'Customers with an account on your booking site',
    actions: <Button leftSection={<IconPlus size={16} />}>Add New Client</Button>,
  },
};
