import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The stories live beside the components in @shop/ui.
  stories: ['../../../packages/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Prop tables for autodocs from react-docgen (Babel, fast); react-docgen-typescript would cost seconds per build.
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: async (viteConfig) => {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      build: {
        // Storybook's own manager-side chunks are large by design; the stories are a design tool, not the shop.
        chunkSizeWarningLimit: 2000,
        rollupOptions: {
          // 'use client' of react-intl and @shop/* has no meaning in Storybook's browser-only bundle.
          onwarn(warning: { code?: string }, warn: (warning: unknown) => void) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
    });
  },
};

export default config;
