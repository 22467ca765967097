import { Button, Stack, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { DebouncedSearch } from './DebouncedSearch';

const meta = {
  title: 'Inputs/DebouncedSearch',
  component: DebouncedSearch,
  args: { onSearch: fn() },
} satisfies Meta<typeof DebouncedSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithLabel: Story = { args: { label: 'Customer', placeholder: 'Search by name or email' } };

/** The applied search is echoed below 500 ms after typing stops; "Clear filters" resets the field. */
export const Controlled: Story = {
  render: function Render(args) {
    const [search, setSearch] = useState('');
    return (
      <Stack maw={360}>
        <DebouncedSearch {...args} value={search} onSearch={setSearch} />
        <Text size="sm">Searching for: {search || '(everything)'}</Text>
        <Button variant="default" onClick={() => setSearch('')}>
          Clear filters
        </Button>
      </Stack>
    );
  },
};
