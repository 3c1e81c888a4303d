import { CompareToggle } from './CompareToggle';
import { FavoriteToggle } from './FavoriteToggle';

export interface ProductListTogglesProps {
  productId: string;
  categoryId: string | null;
  /** The product's name on a tile, where many toggles sit side by side: it joins both toggles' names. */
  productName?: string;
  /** `tile`: the heart over the tile's image; `page`: both toggles side by side under the purchase box. */
  variant?: 'tile' | 'page';
}

/** The favorite and compare toggles of a product, on its tile and on its page. */
export function ProductListToggles({
  productId,
  categoryId,
  productName,
  variant = 'tile',
}: ProductListTogglesProps) {
  return (
    <div className={`shop-list-toggles shop-list-toggles--${variant}`}>
      <FavoriteToggle productId={productId} productName={productName} variant={variant} />
      <CompareToggle productId={productId} categoryId={categoryId} productName={productName} />
    </div>
  );
}
