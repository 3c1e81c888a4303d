import { ProductTile } from '../listing/ProductTile';
import type { AccessoryTileData } from '../product/AccessoryTiles';

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
