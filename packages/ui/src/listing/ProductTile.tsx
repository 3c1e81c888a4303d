import { useT } from '@shop/i18n/react';
import { ProductListToggles } from '../favorites/ProductListToggles';
import { AvailabilityBadge } from '../primitives/AvailabilityBadge';
import type { AvailabilityStatus } from '../primitives/availability';
import { cx } from '../primitives/cx';
import { type ImageData, MediaImage } from '../primitives/MediaImage';
import { Price, type PriceData } from '../primitives/Price';

/** What a product tile shows: the app maps the content service's document to it. */
export interface ProductTileData {
  id: string;
  title: string;
  /** The product's public URL in the edition. */
  url: string;
  image: ImageData | null;
  price: PriceData;
  availability?: AvailabilityStatus | null;
  /** Badge texts as the content service delivers them in the edition's language ('New', 'Bestseller'). */
  badges?: string[];
  colourCount?: number;
  /** The size the listing is filtered by cannot be ordered for this product (§4 size-unavailable state). */
  sizeUnavailable?: boolean;
  /** The category the product is compared under (its own, most specific one). */
  categoryId?: string | null;
}

export interface ProductTileProps {
  product: ProductTileData;
  /** The heading level of the title inside the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Load the image eagerly (first row of a listing). */
  priority?: boolean;
  className?: string;
}

/**
 * A product in a listing: image (fixed 1:1 box), title as the link (the whole tile is clickable), price,
 * badges and availability. A sold-out product stays listed and linked, marked 'Sold out'; one whose filtered size
 * cannot be ordered, 'Size not available'.
 */
export function ProductTile({ product, headingLevel = 3, priority = false, className }: ProductTileProps) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  const soldOut = product.availability === 'soldOut';
  const status = product.sizeUnavailable && !soldOut ? 'sizeUnavailable' : product.availability;
  return (
    // Attributes only when they apply: an undefined prop still travels in the page's RSC payload, once per tile.
    <article className={cx('shop-tile', className)} {...(soldOut ? { 'data-sold-out': true } : {})}>
      <div className="shop-tile__media">
        {product.image ? (
          <MediaImage src={product.image.src} alt={product.image.alt} priority={priority} />
        ) : (
          <span className="shop-media" />
        )}
        {product.badges?.length ? (
          <ul className="shop-tile__badges">
            {product.badges.map((badge) => (
              <li key={badge}>{badge}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="shop-tile__body">
        <Heading className="shop-tile__title">
          <a className="shop-tile__link" href={product.url}>
            {product.title}
          </a>
        </Heading>
        {product.colourCount && product.colourCount > 1 ? (
          <p className="shop-tile__meta">{t('product.colourCount', { count: product.colourCount })}</p>
        ) : null}
        <Price {...product.price} />
        {status ? <AvailabilityBadge status={status} /> : null}
        <ProductListToggles
          productId={product.id}
          categoryId={product.categoryId ?? null}
          productName={product.title}
        />
      </div>
    </article>
  );
}
