import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ProductTileData } from '../listing/ProductTile';
import { Button } from '../primitives/Button';
import { Toaster } from '../primitives/Toaster';
import type { ToastData } from '../primitives/ToasterRegions';
import { tiles } from '../test/fixtures';
import { FavoritesList, type FavoritesListProps } from './FavoritesList';

/** Removal with undo, as the app wires it: the favorite leaves the list and a toast offers to put it back. */
function WithUndo(props: FavoritesListProps) {
  const [products, setProducts] = useState<ProductTileData[]>(props.products);
  const [toasts, setToasts] = useState<ToastData[]>([]);
  return (
    <>
      <FavoritesList
        {...props}
        products={products}
        onRemove={(id) => {
          const index = products.findIndex((product) => product.id === id);
          const removed = products[index];
          if (!removed) return;
          setProducts(products.filter((product) => product.id !== id));
          setToasts([
            {
              id,
              tone: 'info',
              message: `${removed.title} wurde aus Ihren Favoriten entfernt`,
              action: {
                label: 'Rückgängig',
                onClick: () => setProducts((now) => [...now.slice(0, index), removed, ...now.slice(index)]),
              },
            },
          ]);
        }}
      />
      <Toaster
        toasts={toasts}
        duration={0}
        onDismiss={(id) => setToasts((all) => all.filter((toast) => toast.id !== id))}
      />
    </>
  );
}

const meta = {
  title: 'Favorites/FavoritesList',
  component: FavoritesList,
  args: {
    products: tiles.slice(0, 3),
    status: 'ready',
    onRemove: fn(),
    renderAction: () => <Button>In den Warenkorb</Button>,
  },
} satisfies Meta<typeof FavoritesList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Undo: Story = {
  render: (args) => <WithUndo {...args} />,
  play: async ({ canvas }) => {
    const title = tiles[1]?.title ?? '';
    await userEvent.click(canvas.getByRole('button', { name: `Aus den Favoriten entfernen: ${title}` }));
    await expect(canvas.queryByRole('heading', { name: title })).toBeNull();
    const status = canvas.getByRole('status');
    await userEvent.click(within(status).getByRole('button', { name: 'Rückgängig' }));
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 2 })[1]).toHaveTextContent(title));
  },
};

export const Empty: Story = { args: { products: [], continueHref: '#home' } };
export const Loading: Story = { args: { products: [], status: 'loading', loadingCount: 3 } };
export const LoadFailed: Story = { args: { products: [], status: 'error', onRetry: fn() } };
export const OnAPhone: Story = { globals: { viewport: { value: 'phone' } } };
