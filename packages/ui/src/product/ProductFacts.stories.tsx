import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductFacts } from './ProductFacts';

const meta = {
  title: 'Product/ProductFacts',
  component: ProductFacts,
  args: { colourCount: 3, sizeType: 'top', recycling: [{ class: 'B', price: '0.50' }] },
} satisfies Meta<typeof ProductFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
export const RecyclingOnly: Story = { args: { colourCount: 1, sizeType: null } };

/** A device and its battery: each recycling class with its fee. */
export const TwoRecyclingClasses: Story = {
  args: {
    colourCount: 1,
    sizeType: null,
    recycling: [
      { class: 'B', price: '0.50' },
      { class: 'C', price: '0.20' },
    ],
  },
};
