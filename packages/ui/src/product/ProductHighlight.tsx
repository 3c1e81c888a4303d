import { TileList } from '../parts/TileList';
import type { AccessoryTileData } from './AccessoryTiles';

export interface ProductHighlightProps {
  /** The content service's headline (`product-highlight-snippet`). */
  headline: string;
  /** The recommended products' tiles, each with its purchase control. */
  tiles: AccessoryTileData[];
}

/**
 * The products the content service highlights on a product page (spec §3, `product-highlight-snippet`): a section
 * named by its headline with a row of tiles; nothing without tiles. One per page.
 */
export function ProductHighlight({ headline, tiles }: ProductHighlightProps) {
  if (tiles.length === 0) return null;
  return (
    <section className="shop-accessories shop-product-highlight" aria-labelledby="shop-product-highlight">
      <h2 id="shop-product-highlight" className="shop-accessories__title">
        {headline}
      </h2>
      <TileList tiles={tiles} headingLevel={3} />
    </section>
  );
}
