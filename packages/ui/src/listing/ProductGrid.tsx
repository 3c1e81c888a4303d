import { cx } from '../primitives/cx';
import { ProductTile, type ProductTileData } from './ProductTile';

export interface ProductGridProps {
  products: ProductTileData[];
  /** The heading level of each tile's title. */
  headingLevel?: 2 | 3 | 4;
  /** How many tiles (the first row) load their image eagerly. */
  priorityCount?: number;
  /** Accessible name of the list, e.g. the category or 'Search results'. */
  label?: string;
  className?: string;
}

/** Product tiles in a responsive grid: 2 columns on mobile (< 992 px), 3 and then 4 on desktop. */
export function ProductGrid({
  products,
  headingLevel = 3,
  priorityCount = 4,
  label,
  className,
}: ProductGridProps) {
  return (
    <ul className={cx('shop-grid', className)} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductTile product={product} headingLevel={headingLevel} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
