import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { image } from '../test/fixtures';
import { BundleView } from './BundleView';

const meta = {
  title: 'Bundle/BundleView',
  component: BundleView,
  args: {
    title: 'Blutdruck-Set',
    description: 'Messgerät und Ersatzmanschette zum Vorteilspreis.',
    price: 79.99,
    items: [
      {
        variantId: 'v1',
        quantity: 1,
        title: 'Oberarm-Blutdruckmessgerät BM 54',
        url: '/de/p/bm54/',
        image: image('monitor', 'BM 54'),
        price: 69.99,
      },
      {
        variantId: 'v2',
        quantity: 2,
        title: 'Ersatzmanschette',
        url: '/de/p/cuff/',
        image: null,
        price: 14.99,
      },
    ],
    action: <button type="button">Das ganze Set in den Warenkorb</button>,
  },
} satisfies Meta<typeof BundleView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSaving: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Mit diesem Set sparen Sie 19,98/)).toBeVisible();
  },
};
