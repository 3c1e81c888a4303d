import { useT } from '@shop/i18n/react';
import type { ReactNode } from 'react';
import { cx } from '../primitives/cx';
import { Price, type PriceData } from '../primitives/Price';
import { ProductFacts, type ProductFactsProps } from './ProductFacts';
import { ProductSections } from './ProductSections';
import type { ProductSectionData } from './product-sections';

export interface ProductDetailProps {
  title: string;
  articleNumber?: string | null;
  /**
   * The product's images: `<Gallery images={…} />`, which the app passes as an island of the product page's own
   * chunk. A slot, so that the server component does not name the client module and put it in every page's
   * first-load JavaScript.
   */
  gallery: ReactNode;
  price: PriceData;
  keyFeatures?: string[];
  /** Colours, size type, recycling class and fee, under the price. */
  facts?: ProductFactsProps;
  /** The purchase area: the app's client component around `ProductPurchase` (it owns the size and the add). */
  purchase: ReactNode;
  /** The sections in any order; they render in the spec's order, those without content left out. */
  sections?: readonly ProductSectionData[];
  className?: string;
}

/**
 * The product detail page body: gallery beside title, item number, price, key features and the purchase area
 * (stacked below 992 px), then the sections.
 */
export function ProductDetail({
  title,
  articleNumber,
  gallery,
  price,
  keyFeatures = [],
  facts,
  purchase,
  sections = [],
  className,
}: ProductDetailProps) {
  const t = useT();
  return (
    <article className={cx('shop-pdp', className)}>
      <div className="shop-pdp__top">
        {gallery}
        <div className="shop-pdp__info">
          <h1 className="shop-pdp__title">{title}</h1>
          {articleNumber ? (
            <p className="shop-pdp__number">{t('product.articleNumber', { articleNumber })}</p>
          ) : null}
          <Price {...price} size="lg" />
          {facts ? <ProductFacts {...facts} /> : null}
          {keyFeatures.length > 0 ? (
            <section className="shop-pdp__features" aria-labelledby="shop-pdp-features">
              <h2 id="shop-pdp-features" className="shop-pdp__features-title">
                {t('product.keyFeatures')}
              </h2>
              <ul>
                {keyFeatures.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <div className="shop-pdp__purchase">{purchase}</div>
        </div>
      </div>
      <ProductSections sections={sections} />
    </article>
  );
}
