import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../primitives/Button';
import { comparedProducts } from '../test/fixtures';
import { ComparisonTable } from './ComparisonTable';

const meta = {
  title: 'Favorites/ComparisonTable',
  component: ComparisonTable,
  args: {
    products: comparedProducts,
    actions: Object.fromEntries(
      comparedProducts.map((product) => [product.id, <Button key={product.id}>In den Warenkorb</Button>]),
    ),
    removeHrefs: Object.fromEntries(comparedProducts.map((product) => [product.id, '#'])),
  },
} satisfies Meta<typeof ComparisonTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Highlight differences marks the rows whose values differ; hide equal rows leaves only those. */
export const HighlightDifferences: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Unterschiede hervorheben' }));
    await expect(canvas.getByRole('rowheader', { name: 'Modell (unterschiedlich)' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Gewicht (unterschiedlich)' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('tr[data-differs]')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Gleiche Zeilen ausblenden' }));
    await expect(canvas.queryByRole('rowheader', { name: 'Farbe' })).toBeNull();
  },
};

/** On a phone the products scroll sideways; the row labels stay at the left edge. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Produktvergleich' });
    const label = canvas.getByRole('rowheader', { name: 'Modell' });
    const before = label.getBoundingClientRect().left;
    region.scrollLeft = 300;
    await expect(region.scrollLeft).toBeGreaterThan(0);
    await expect(Math.round(label.getBoundingClientRect().left)).toBe(Math.round(before));
  },
};
