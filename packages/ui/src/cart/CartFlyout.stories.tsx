import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../primitives/Button';
import { cartLines } from '../test/fixtures';
import { CartFlyout, type CartFlyoutProps } from './CartFlyout';

function Demo(props: CartFlyoutProps) {
  const [open, setOpen] = useState(props.open);
  const [lines, setLines] = useState(props.lines);
  const subtotal = lines.reduce((sum, line) => sum + Number(line.unitPrice) * line.quantity, 0);
  return (
    <>
      <Button onClick={() => setOpen(true)}>In den Warenkorb</Button>
      <CartFlyout
        {...props}
        open={open}
        lines={lines}
        subtotal={subtotal}
        onClose={() => setOpen(false)}
        onQuantityChange={(id, quantity) => {
          props.onQuantityChange(id, quantity);
          setLines((all) => all.map((line) => (line.id === id ? { ...line, quantity } : line)));
        }}
        onRemove={(id) => {
          props.onRemove(id);
          setLines((all) => all.filter((line) => line.id !== id));
        }}
      />
    </>
  );
}

/** Every 'Remove' button ends inside its line: it once ran past the drawer's edge. */
async function expectRemoveInsideLines(dialog: HTMLElement) {
  const items = within(dialog).getAllByRole('listitem');
  for (const item of items) {
    const remove = within(item).getByRole('button', { name: /aus dem Warenkorb entfernen/ });
    await expect(remove).toHaveTextContent('Entfernen');
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(
      item.getBoundingClientRect().right,
    );
  }
}

const meta = {
  title: 'Cart/CartFlyout',
  component: CartFlyout,
  globals: { viewport: { value: 'laptop' } },
  // An open drawer covers the page: on the docs page each story draws in a frame of its own.
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
  args: {
    open: true,
    onClose: fn(),
    lines: cartLines.slice(0, 2),
    subtotal: 0,
    checkoutUrl: '#checkout',
    cartUrl: '#cart',
    freeShipping: { threshold: 300 },
    onQuantityChange: fn(),
    onRemove: fn(),
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof CartFlyout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened by an add; a quantity change is announced; Escape closes it and the add button opens it again. */
export const AddedToCart: Story = {
  play: async ({ args, canvas }) => {
    const dialog = screen.getByRole('dialog', { name: 'In den Warenkorb gelegt' });
    await expect(within(dialog).getByText('3 Artikel')).toBeVisible();
    await expectRemoveInsideLines(dialog);
    const [first] = within(dialog).getAllByRole('listitem');
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Menge erhöhen' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith('line-1', 3);
    await expect(within(dialog).getByText('4 Artikel')).toBeVisible();
    await expect(within(dialog).getByText('Ihr Warenkorb wurde aktualisiert.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'In den Warenkorb' }));
    await expect(screen.getByRole('dialog', { name: 'In den Warenkorb gelegt' })).toBeVisible();
  },
};

/** On a phone the drawer takes the full width, and the lines still fit. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    const dialog = screen.getByRole('dialog', { name: 'In den Warenkorb gelegt' });
    await expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth);
    await expectRemoveInsideLines(dialog);
  },
};

/** Above 3 lines the footer casts a shadow over the scrolling list; at 3 it does not. */
export const MoreThanThreeLines: Story = {
  args: { lines: cartLines },
  play: async ({ args }) => {
    const dialog = screen.getByRole('dialog', { name: 'In den Warenkorb gelegt' });
    const footer = within(dialog).getByRole('link', { name: 'Zur Kasse' }).closest('.shop-dialog__footer');
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    await expect(getComputedStyle(footer as Element).boxShadow).not.toBe('none');
    await userEvent.click(
      within(dialog).getAllByRole('button', { name: /aus dem Warenkorb entfernen/ })[3] as HTMLElement,
    );
    await expect(args.onRemove).toHaveBeenCalledWith('line-4');
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(footer as Element).boxShadow).toBe('none');
  },
};

/** From the cart icon the heading is 'Cart'; removing every line shows the empty cart without checkout. */
export const OpenedFromCartIcon: Story = {
  args: { reason: 'cart' },
  play: async ({ args }) => {
    const dialog = screen.getByRole('dialog', { name: 'Warenkorb' });
    await userEvent.click(
      within(dialog).getByRole('button', { name: /BM 54 Bluetooth aus dem Warenkorb entfernen/ }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /FT 95 aus dem Warenkorb entfernen/ }));
    await expect(args.onRemove).toHaveBeenCalledTimes(2);
    await expect(within(dialog).getByRole('heading', { name: 'Ihr Warenkorb ist leer' })).toBeVisible();
    await expect(within(dialog).queryByRole('link', { name: 'Zur Kasse' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { lines: [] },
  play: async () => {
    // Without lines nothing reads as just added.
    const dialog = screen.getByRole('dialog', { name: 'Warenkorb' });
    await expect(within(dialog).getByRole('heading', { name: 'Ihr Warenkorb ist leer' })).toBeVisible();
    await expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
  },
};

/** The shop backend could not give the stored cart: the flyout says so, without checkout. */
export const Unavailable: Story = {
  args: { lines: [], unavailable: true },
  play: async () => {
    const dialog = screen.getByRole('dialog', { name: 'Warenkorb' });
    await expect(
      within(dialog).getByRole('heading', { name: 'Ihr Warenkorb kann gerade nicht angezeigt werden' }),
    ).toBeVisible();
    await expect(within(dialog).queryByRole('link', { name: 'Zur Kasse' })).not.toBeInTheDocument();
  },
};
