import { Group, Stack, Text } from '@mantine/core';
import {
  APPOINTMENT_STATUSES,
  INVITATION_STATUSES,
  PERSON_STATUSES,
} from '@rendezvous/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusChip } from './StatusChip';

const meta = {
  title: 'Data/StatusChip',
  component: StatusChip,
  args: { status: 'suspended' },
} satisfies Meta<typeof StatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Suspended: Story = {};

export const AllStatuses: Story = {
  render: () => (
    <Stack>
      <Text fw={600}>Clients, guests, admins</Text>
      <Group>
        {PERSON_STATUSES.map((status) => (
          <StatusChip key={status} status={status} />
        ))}
      </Group>
      <Text fw={600}>Appointments</Text>
      <Group>
        {APPOINTMENT_STATUSES.map((status) => (
          <StatusChip key={status} kind="appointment" status={status} />
        ))}
      </Group>
      <Text fw={600}>Invitations</Text>
      <Group>
        {INVITATION_STATUSES.map((status) => (
          <StatusChip key={status} kind="invitation" status={status} />
        ))}
      </Group>
      <Text fw={600}>Notifications</Text>
      <Group>
        <StatusChip kind="read" status="read" />
        <StatusChip kind="read" status="unread" />
      </Group>
    </Stack>
  ),
};
