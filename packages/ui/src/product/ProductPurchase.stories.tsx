import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
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

/** 'Add to cart' without a size says 'Choose a size'; with one it adds, and the button is busy meanwhile. */
export const WithSizes: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'In den Warenkorb' }));
    await expect(args.onAddToCart).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bitte wählen Sie eine Größe');
    await userEvent.click(canvas.getByRole('radio', { name: 'M' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: 'In den Warenkorb' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith('m');
    const busy = canvas.getByRole('button', { name: 'Wird hinzugefügt …' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
  },
};

/** A product without sizes is added as it is. */
export const WithoutSizes: Story = {
  args: { sizes: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
    await expect(canvas.getByText('Max. 3 Artikel pro Haushalt')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'In den Warenkorb' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(null);
  },
};

export const SoldOut: Story = {
  args: { availability: 'soldOut' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ausverkauft')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'In den Warenkorb' })).toBeDisabled();
  },
};

export const FewInStock: Story = {
  args: { availability: 'fewInStock', selectedSizeId: 'm' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Nur noch wenige verfügbar')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'In den Warenkorb' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith('m');
  },
};

/** Back in stock shortly: not buyable now (the back-in-stock form is its action). */
export const BackInStockShortly: Story = {
  args: { availability: 'backInStockShortly', sizes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bald wieder verfügbar')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'In den Warenkorb' })).toBeDisabled();
  },
};

/** The cart holds the purchase limit already: an add is refused and the limit is said as an alert. */
export const PurchaseLimitReached: Story = {
  args: { sizes: [], quantityInCart: 3 },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'In den Warenkorb' }));
    await expect(args.onAddToCart).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Max. 3 Artikel pro Haushalt');
  },
};
