import { Badge, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RendezvousProvider } from './RendezvousProvider';

const meta = {
  title: 'Theme/RendezvousProvider',
  component: RendezvousProvider,
  args: { children: null },
} satisfies Meta<typeof RendezvousProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

function Sampler() {
  return (
    <Stack maw={420}>
      <Title order={3}>Book an appointment</Title>
      <TextInput label="Email" description="Where we send your booking confirmation" />
      <Group>
        <Button>Save</Button>
        <Button variant="light">Add New</Button>
        <Button variant="default">Cancel</Button>
      </Group>
      <Group>
        <Badge>Primary</Badge>
        <Badge color="green">Green</Badge>
        <Badge color="yellow">Amber</Badge>
      </Group>
    </Stack>
  );
}

/** Mantine components with the Rendezvous theme applied (the global decorator provides it). */
export const Default: Story = { render: () => <Sampler /> };

/** A theme override, as a public-site theme would pass. */
export const WithOverride: Story = {
  render: () => (
    <RendezvousProvider theme={{ primaryColor: 'teal' }}>
      <Sampler />
    </RendezvousProvider>
  ),
};
