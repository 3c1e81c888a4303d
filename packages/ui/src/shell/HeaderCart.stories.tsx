import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { HeaderCart } from './HeaderCart';

const meta = {
  title: 'Shell/HeaderCart',
  component: HeaderCart,
  args: { count: 2, href: '#cart' },
  decorators: [
    (Story) => (
      <div className="shop-header">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HeaderCart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cart icon names its count; a click opens the flyout. */
export const OpensFlyout: Story = {
  args: { onClick: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Warenkorb, 2 Artikel' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Without a handler the icon links to the cart page. */
export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Warenkorb, leer' })).toHaveAttribute('href', '#cart');
  },
};
