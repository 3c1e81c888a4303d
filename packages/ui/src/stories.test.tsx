import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi, type TestEdition } from './test/render';

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('every story renders in de and pl without a React error', () => {
  for (const [path, module] of Object.entries(modules)) {
    const stories = Object.entries(composeStories(module)) as [string, ComponentType][];
    it.each(['de', 'pl'] as TestEdition[])(`${path} (%s)`, (edition) => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      for (const [, Story] of stories) {
        renderUi(<Story />, edition);
        cleanup();
      }
      expect(errors.mock.calls).toEqual([]);
      expect(stories.length).toBeGreaterThan(0);
    });
  }
});
