import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cartLines } from '../test/fixtures';
import { CartPage, type CartPageProps } from './CartPage';

function Demo(props: CartPageProps) {
  const [lines, setLines] = useState(props.lines);
  const subtotal = lines.reduce((sum, line) => sum + Number(line.unitPrice) * line.quantity, 0);
  return (
    <CartPage
      {...props}
      lines={lines}
      subtotal={subtotal}
      onQuantityChange={(id, quantity) => {
        props.onQuantityChange(id, quantity);
        setLines((all) => all.map((line) => (line.id === id ? { ...line, quantity } : line)));
      }}
      onRemove={(id) => {
        props.onRemove(id);
        setLines((all) => all.filter((line) => line.id !== id));
      }}
    />
  );
}

const meta = {
  title: 'Cart/CartPage',
  component: CartPage,
  args: {
    lines: cartLines,
    subtotal: 0,
    checkoutUrl: '#checkout',
    continueShoppingHref: '#home',
    freeShipping: { threshold: 400 },
    onQuantityChange: fn(),
    onRemove: fn(),
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A quantity change is announced and totalled; removing every line leaves the empty cart. */
export const WithLines: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible();
    const list = canvas.getByRole('list');
    const [first] = within(list).getAllByRole('listitem');
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Menge erhöhen' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith('line-1', 3);
    await expect(canvas.getByText('Ihr Warenkorb wurde aktualisiert.')).toBeInTheDocument();
    for (const remove of canvas.getAllByRole('button', { name: /aus dem Warenkorb entfernen/ })) {
      await userEvent.click(remove);
    }
    await expect(args.onRemove).toHaveBeenCalledTimes(4);
    await expect(canvas.getByRole('heading', { name: 'Ihr Warenkorb ist leer' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Zur Kasse' })).not.toBeInTheDocument();
  },
};

export const UpdateFailed: Story = {
  args: { error: 'Ihr Warenkorb konnte nicht aktualisiert werden.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Ihr Warenkorb konnte nicht aktualisiert werden.',
    );
  },
};

export const Empty: Story = {
  args: { lines: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Weiter einkaufen' })).toHaveAttribute('href', '#home');
  },
};

/** The shop backend could not give the stored cart: say so, never 'Your cart is empty'. */
export const Unavailable: Story = {
  args: { lines: [], unavailable: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Ihr Warenkorb kann gerade nicht angezeigt werden' }),
    ).toBeVisible();
    await expect(canvas.queryByText('Ihr Warenkorb ist leer')).not.toBeInTheDocument();
  },
};
