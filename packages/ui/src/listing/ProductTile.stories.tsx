import type { Meta, StoryObj } from '@storybook/react-vite';
import { tiles } from '../test/fixtures';
import { ProductTile } from './ProductTile';

const [bm54, ft95, bf720, em59, hk125] = tiles as [
  (typeof tiles)[0],
  (typeof tiles)[0],
  (typeof tiles)[0],
  (typeof tiles)[0],
  (typeof tiles)[0],
];

const meta = {
  title: 'Listing/ProductTile',
  component: ProductTile,
  args: { product: bm54 },
  decorators: [(Story) => <div style={{ width: '17rem' }}>{Story()}</div>],
} satisfies Meta<typeof ProductTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithStrikethroughAndBadge: Story = {};
export const RecommendedRetailPrice: Story = { args: { product: ft95 } };
export const FromPriceWithColours: Story = { args: { product: bf720 } };
export const SoldOut: Story = { args: { product: em59 } };
export const SizeUnavailable: Story = { args: { product: { ...bm54, sizeUnavailable: true } } };
export const WithoutImage: Story = { args: { product: hk125 } };
