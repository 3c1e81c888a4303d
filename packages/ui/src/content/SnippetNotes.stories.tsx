import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SnippetNotes } from './SnippetNotes';

const meta = {
  title: 'Content/SnippetNotes',
  component: SnippetNotes,
  args: {
    notes: [{ text: 'Kostenloser Versand ab 49 €' }, { text: '30 Tage Rückgaberecht', href: '#returns' }],
  },
} satisfies Meta<typeof SnippetNotes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CartNotes: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Gut zu wissen' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '30 Tage Rückgaberecht' })).toHaveAttribute(
      'href',
      '#returns',
    );
  },
};
