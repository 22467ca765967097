import { Button, Group } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { showErrorToast, showInfoToast, showSuccessToast } from './toasts';

function ToastButtons() {
  return (
    <Group>
      <Button color="green" onClick={() => showSuccessToast('Client saved')}>
        Success
      </Button>
      <Button
        color="red"
        onClick={() => showErrorToast('Sorry an error occurred while processing your request. Please try again!')}
      >
        Error
      </Button>
      <Button color="blue" onClick={() => showInfoToast('Invitation sent')}>
        Info
      </Button>
    </Group>
  );
}

const meta = {
  title: 'Feedback/Toasts',
  component: ToastButtons,
} satisfies Meta<typeof ToastButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each button shows a toast at the top that closes after 4 seconds or with its close button. */
export const AllKinds: Story = {};
