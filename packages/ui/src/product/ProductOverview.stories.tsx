import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductOverview } from './ProductOverview';

const meta = {
  title: 'Product/ProductOverview',
  component: ProductOverview,
  args: {
    badges: ['Neu', 'Bestseller'],
    keyFeatures: ['Messwerte per Bluetooth in die App', 'Arrhythmie-Erkennung', 'Manschette 22–42 cm'],
    description: (
      <p>
        Das Oberarm-Blutdruckmessgerät misst Blutdruck und Puls <strong>vollautomatisch</strong>.
      </p>
    ),
  },
} satisfies Meta<typeof ProductOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const TextOnly: Story = { args: { badges: [], keyFeatures: [] } };
