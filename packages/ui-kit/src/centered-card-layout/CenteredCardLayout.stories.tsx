import { Anchor, Button, List, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CenteredCardLayout } from './CenteredCardLayout';

function SignInFields() {
  return (
    <Stack gap="md">
      <TextInput label="Username or email" withAsterisk />
      <PasswordInput label="Password" withAsterisk />
      <Button fullWidth>Sign in</Button>
    </Stack>
  );
}

const legalLinks = (
  <>
    <Anchor href="#" size="xs" c="dimmed">
      Terms and Conditions
    </Anchor>
    <Anchor href="#" size="xs" c="dimmed">
      Privacy Policy
    </Anchor>
  </>
);

const meta = {
  title: 'Layout/CenteredCardLayout',
  component: CenteredCardLayout,
  args: {
    title: 'Welcome back',
    subtitle: 'Sign in to manage your appointments and your team.',
    children: <SignInFields />,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CenteredCardLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithFooter: Story = { args: { footer: legalLinks } };

export const WithAside: Story = {
  args: {
    title: 'Create your account',
    subtitle: 'Start taking appointments in a few minutes.',
    footer: legalLinks,
    aside: (
      <Stack gap="sm">
        <Title order={2}>Try Rendezvous free for 14 days</Title>
        <List>
          <List.Item>Online booking on your own website</List.Item>
          <List.Item>Reminders by email and text</List.Item>
        </List>
      </Stack>
    ),
  },
};
