import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryShopperLists } from '../test/StoryShopperLists';
import { ProductListToggles } from './ProductListToggles';

const meta = {
  title: 'Favorites/ProductListToggles',
  component: ProductListToggles,
  args: { productId: 'p-bm54', categoryId: 'blood-pressure', variant: 'page' },
  decorators: [(Story) => <StoryShopperLists favorites={['p-bm54']}>{Story()}</StoryShopperLists>],
} satisfies Meta<typeof ProductListToggles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheProductPage: Story = {};
