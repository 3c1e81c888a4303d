import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin, PluginOption } from 'vite';

// react-docgen reads every module outside node_modules, the built workspace packages too (the compiled
// catalogues took 20 s a build): only @shop/ui's component files have props to document.
const COMPONENT_FILE = /packages\/ui\/src\/.+(?<!\.stories)\.tsx$/;

function docgenForComponentsOnly(option: PluginOption): PluginOption {
  if (Array.isArray(option)) return option.map(docgenForComponentsOnly);
  const plugin = option as Plugin | null;
  if (plugin?.name !== 'storybook:react-docgen-plugin' || typeof plugin.transform !== 'function')
    return option;
  const transform = plugin.transform;
  return {
    ...plugin,
    transform(code, id, options) {
      return COMPONENT_FILE.test(id) ? transform.call(this, code, id, options) : undefined;
    },
  };
}

const config: StorybookConfig = {
  // The stories live beside the components in @shop/ui.
  stories: ['../../../packages/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Prop tables for autodocs from react-docgen (Babel); react-docgen-typescript would cost seconds per build.
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: async (viteConfig) => {
    const { mergeConfig } = await import('vite');
    return mergeConfig(
      { ...viteConfig, plugins: viteConfig.plugins?.map(docgenForComponentsOnly) },
      {
        build: {
          // Storybook's own manager-side chunks are large by design; the stories are a design tool, not the shop.
          chunkSizeWarningLimit: 2000,
          rollupOptions: {
            // 'use client' of @shop/* has no meaning in Storybook's browser-only bundle.
            onwarn(warning: { code?: string }, warn: (warning: unknown) => void) {
              if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
              warn(warning);
            },
          },
        },
      },
    );
  },
};

export default config;
