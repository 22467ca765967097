import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  addons: [],
  core: { disableTelemetry: true },
  // No docs addon is installed, so prop tables would never be shown; skipping docgen keeps CI fast.
  typescript: { reactDocgen: false },
  // Keep the CI log to real problems: the Storybook is a local tool, so its bundle size does not
  // matter, and Mantine's "use client" directives only mean something to React Server Components.
  viteFinal: (viteConfig) => {
    const rollupOptions = viteConfig.build?.rollupOptions ?? {};
    return {
      ...viteConfig,
      build: {
        ...viteConfig.build,
        chunkSizeWarningLimit: 4096,
        rollupOptions: {
          ...rollupOptions,
          onwarn(warning, warn) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            if (rollupOptions.onwarn) rollupOptions.onwarn(warning, warn);
            else warn(warning);
          },
        },
      },
    };
  },
};

export default config;
