// @vitest-environment node
import { type CompiledMessages, clientEdition, resolveEdition } from '@shop/i18n';
import de from '@shop/i18n/messages/de.json';
import { I18nProvider } from '@shop/i18n/react';
import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

describe('every story renders on the server (no window or document during render), as Next.js SSR does', () => {
  for (const [path, module] of Object.entries(modules)) {
    const stories = Object.entries(composeStories(module)) as [string, ComponentType][];
    it(path, () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      for (const [, Story] of stories) {
        renderToString(
          <I18nProvider
            edition={clientEdition(resolveEdition('de'))}
            messages={de as unknown as CompiledMessages}
          >
            <Story />
          </I18nProvider>,
        );
      }
      expect(typeof document).toBe('undefined');
      expect(errors.mock.calls).toEqual([]);
      errors.mockRestore();
    });
  }
});
