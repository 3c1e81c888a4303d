import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tiles } from '../test/fixtures';
import { StoryAddToCart } from '../test/StoryAddToCart';
import { ProductHighlight } from './ProductHighlight';

const meta = {
  title: 'Product/ProductHighlight',
  component: ProductHighlight,
  args: {
    headline: 'Unsere Empfehlung',
    tiles: tiles.slice(0, 4).map((product) => ({ product, action: <StoryAddToCart /> })),
  },
} satisfies Meta<typeof ProductHighlight>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The content service's highlighted products under its headline. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Unsere Empfehlung' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'In den Warenkorb' })).toHaveLength(4);
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
