import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from './test/render';

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

// Rules that need a real layout engine or a whole page; the Storybook a11y addon checks them in a browser.
const PAGE_OR_LAYOUT_RULES = [
  'color-contrast',
  'region',
  'landmark-one-main',
  'page-has-heading-one',
  'document-title',
  'html-has-lang',
  'landmark-unique',
  'scrollable-region-focusable',
];

describe('every story passes axe (structure, names, roles; contrast is checked in Storybook)', () => {
  for (const [path, module] of Object.entries(modules)) {
    const stories = Object.entries(composeStories(module)) as [string, ComponentType][];
    it(path, async () => {
      const violations: string[] = [];
      for (const [name, Story] of stories) {
        renderUi(<Story />);
        const result = await axe.run(document.body, {
          rules: Object.fromEntries(PAGE_OR_LAYOUT_RULES.map((rule) => [rule, { enabled: false }])),
          resultTypes: ['violations'],
        });
        for (const violation of result.violations) {
          violations.push(
            `${name}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
          );
        }
        cleanup();
      }
      expect(violations).toEqual([]);
    });
  }
});
