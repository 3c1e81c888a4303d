import { useT } from '@shop/i18n/react';
import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { PRODUCT_SECTION_TEXT, PRODUCT_SECTIONS, type ProductSectionId } from './product-sections';

export interface ProductSectionsProps {
  /** Content per section; sections without content are left out (their place in the order is kept). */
  sections: Partial<Record<ProductSectionId, ReactNode>>;
  /** Prefix of the section anchors (`#product-overview`). */
  idPrefix?: string;
  className?: string;
}

/** The product's sections in the spec's order, each a landmark with a heading, and an in-page link list. */
export function ProductSections({ sections, idPrefix = 'product', className }: ProductSectionsProps) {
  const t = useT();
  const present = PRODUCT_SECTIONS.filter((id) => sections[id] !== undefined && sections[id] !== null);
  if (present.length === 0) return null;
  return (
    <div className={cx('shop-sections', className)}>
      {present.length > 1 ? (
        <nav className="shop-sections__nav" aria-label={t('product.sections.nav')}>
          <ul>
            {present.map((id) => (
              <li key={id}>
                <a href={`#${idPrefix}-${id}`}>{t(PRODUCT_SECTION_TEXT[id])}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {present.map((id) => (
        <section
          key={id}
          id={`${idPrefix}-${id}`}
          className="shop-sections__section"
          aria-labelledby={`${idPrefix}-${id}-heading`}
          data-section={id}
        >
          <h2 id={`${idPrefix}-${id}-heading`} className="shop-sections__heading">
            {t(PRODUCT_SECTION_TEXT[id])}
          </h2>
          <div className="shop-sections__content">{sections[id]}</div>
        </section>
      ))}
    </div>
  );
}

export interface TechnicalDataProps {
  rows: { label: string; value: string }[];
}

/** Technical data as a description list. */
export function TechnicalData({ rows }: TechnicalDataProps) {
  return (
    <dl className="shop-techdata">
      {rows.map((row) => (
        <div key={row.label} className="shop-techdata__row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface ScopeOfDeliveryProps {
  items: string[];
}

/** What is in the box, as a list. */
export function ScopeOfDelivery({ items }: ScopeOfDeliveryProps) {
  return (
    <ul className="shop-scope">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
