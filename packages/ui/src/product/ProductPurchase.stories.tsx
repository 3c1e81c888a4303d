import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { ProductPurchase } from './ProductPurchase';

const meta = {
  title: 'Product/ProductPurchase',
  component: ProductPurchase,
  args: {
    sizes: [
      { id: 's', label: 'S', available: true },
      { id: 'm', label: 'M', available: true },
      { id: 'l', label: 'L', available: false },
    ],
    selectedSizeId: null,
    onSizeChange: fn(),
    onAddToCart: fn(),
    availability: 'inStock',
    purchaseLimit: 3,
  },
  render: function Render(args) {
    const [size, setSize] = useState(args.selectedSizeId);
    const [pending, setPending] = useState(false);
    return (
      <div style={{ maxWidth: '24rem' }}>
        <ProductPurchase
          {...args}
          pending={pending || args.pending}
          selectedSizeId={size}
          onSizeChange={(id) => {
            args.onSizeChange(id);
            setSize(id);
          }}
          onAddToCart={(id) => {
            args.onAddToCart(id);
            setPending(true);
            setTimeout(() => setPending(false), 1200);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof ProductPurchase>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press 'Add to cart' without a size to see 'Choose a size'. */
export const WithSizes: Story = {};
export const WithoutSizes: Story = { args: { sizes: [] } };
export const SoldOut: Story = { args: { availability: 'soldOut' } };
export const FewInStock: Story = { args: { availability: 'fewInStock', selectedSizeId: 'm' } };
