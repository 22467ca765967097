import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import 'mantine-react-table/styles.css';
import type { Preview } from '@storybook/react-vite';
import { RendezvousProvider } from '../src/theme';

const preview: Preview = {
  decorators: [
    (Story) => (
      <RendezvousProvider>
        <Story />
      </RendezvousProvider>
    ),
  ],
  parameters: { layout: 'padded' },
};

export default preview;
