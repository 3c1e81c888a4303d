import type { ReactNode } from 'react';
import { ProductTile, type ProductTileData } from '../listing/ProductTile';

/** A product tile with its purchase control (accessories, spare parts, a highlight). */
export interface AccessoryTileData {
  product: ProductTileData;
  /** The tile's purchase control: the app's add to cart (a client component), or a link to choose a size. */
  action?: ReactNode;
}

/** Product tiles in a row, each with its purchase control below (accessories, spare parts, a highlight). */
export function TileList({
  tiles,
  headingLevel,
}: {
  tiles: readonly AccessoryTileData[];
  headingLevel: 3 | 4;
}) {
  return (
    <ul className="shop-accessories__list">
      {tiles.map((tile) => (
        <li key={tile.product.id} className="shop-accessories__item">
          <ProductTile product={tile.product} headingLevel={headingLevel} />
          {tile.action ? <div className="shop-accessories__action">{tile.action}</div> : null}
        </li>
      ))}
    </ul>
  );
}
