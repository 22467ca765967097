import { Group } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { InitialsAvatar } from './InitialsAvatar';

const meta = {
  title: 'Data/InitialsAvatar',
  component: InitialsAvatar,
  args: { firstname: 'Olivia', lastname: 'Roy', size: 'lg' },
} satisfies Meta<typeof InitialsAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};

export const FromFullName: Story = { args: { firstname: null, lastname: null, name: 'Noah Côté' } };

export const WithPhoto: Story = {
  args: {
    src: 'data:image/svg+xml,' +
      encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#7950f2"/></svg>',
      ),
  },
};

/** A broken photo URL falls back to the initials. */
export const BrokenPhoto: Story = { args: { src: 'https://invalid.example/missing.png' } };

/** No photo and no name: the default silhouette. */
export const NoNameNoPhoto: Story = { args: { firstname: null, lastname: null } };

export const Sizes: Story = {
  render: (args) => (
    <Group>
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <InitialsAvatar key={size} {...args} size={size} />
      ))}
    </Group>
  ),
};
