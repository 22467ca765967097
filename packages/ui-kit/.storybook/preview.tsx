import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import type { Preview } from '@storybook/react-vite';
import { SHARED_CATALOGS, startI18n, switchLanguage, type Language } from '@rendezvous/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { RendezvousProvider } from '../src/theme';

// The components' words come from the shared `ui` catalog.
await startI18n(i18next.use(initReactI18next), {
  language: 'en',
  catalogs: SHARED_CATALOGS,
  defaultNS: 'ui',
});

const preview: Preview = {
  // A toolbar switch shows every story in English or Canadian French.
  globalTypes: {
    language: {
      description: 'Language of the components',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'fr-CA', title: 'Français' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'en' },
  loaders: [
    async ({ globals }) => {
      await switchLanguage(i18next, SHARED_CATALOGS, (globals.language ?? 'en') as Language);
      return {};
    },
  ],
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
