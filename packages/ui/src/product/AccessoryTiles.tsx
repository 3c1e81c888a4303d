import { useT } from '@shop/i18n/react';
import { type AccessoryTileData, TileList } from '../parts/TileList';

export type { AccessoryTileData };

export interface AccessoryTilesProps {
  accessories: AccessoryTileData[];
  spareParts: AccessoryTileData[];
}

function TileGroup({ title, tiles }: { title: string; tiles: AccessoryTileData[] }) {
  if (tiles.length === 0) return null;
  return (
    <div className="shop-accessories__group">
      <h3 className="shop-accessories__title">{title}</h3>
      <TileList tiles={tiles} headingLevel={4} />
    </div>
  );
}

/** Accessories and spare parts as tiles with price, availability and add to cart. */
export function AccessoryTiles({ accessories, spareParts }: AccessoryTilesProps) {
  const t = useT();
  return (
    <div className="shop-accessories">
      <TileGroup title={t('product.accessories.accessories')} tiles={accessories} />
      <TileGroup title={t('product.accessories.spareParts')} tiles={spareParts} />
    </div>
  );
}
