import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NavLabel } from './NavLabel';

const meta = {
  title: 'Shell/NavLabel',
  component: NavLabel,
  args: { entry: { label: 'Angebote', variant: 'sale', badge: 'Neu' } },
  decorators: [
    (Story) => (
      <a href="#angebote" style={{ color: 'inherit', fontWeight: 700, textDecoration: 'none' }}>
        <Story />
      </a>
    ),
  ],
} satisfies Meta<typeof NavLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sale look with a badge: the badge is part of the link's name. */
export const SaleWithBadge: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Angebote Neu' })).toBeVisible();
  },
};

/** The brand colour (`css: highlight`). */
export const Highlight: Story = { args: { entry: { label: 'Neuheiten', variant: 'highlight' } } };

/** A country entry with its flag. */
export const WithFlag: Story = {
  args: { entry: { label: 'Österreich', flag: 'at' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Österreich' })).toBeVisible();
  },
};

/** A plain entry: its text alone. */
export const Plain: Story = { args: { entry: { label: 'Waagen' } } };
