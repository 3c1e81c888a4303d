import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductTile } from '../listing/ProductTile';
import { tiles } from '../test/fixtures';
import { StoryShopperLists } from '../test/StoryShopperLists';
import { ShopperListsProvider } from './ShopperListsProvider';

const meta = {
  title: 'Favorites/ShopperListsProvider',
  component: ShopperListsProvider,
  args: {
    value: {
      favorites: [],
      toggleFavorite: () => true,
      compare: { categoryId: null, ids: [] },
      toggleCompare: () => 'added',
    },
    children: null,
  },
} satisfies Meta<typeof ShopperListsProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tiles under the shopper's lists: the second is a favorite and compared. */
export const TilesWithToggles: Story = {
  render: () => (
    <StoryShopperLists favorites={['p-ft95']} compare={{ categoryId: 'c', ids: ['p-ft95'] }}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 17rem)', gap: '1rem' }}>
        {tiles.slice(0, 2).map((tile) => (
          <ProductTile key={tile.id} product={{ ...tile, categoryId: 'c' }} />
        ))}
      </div>
    </StoryShopperLists>
  ),
};
