import { useT } from '@shop/i18n/react';
import { cx } from '../primitives/cx';
import { orderedSections, PRODUCT_SECTION_TEXT, type ProductSectionData } from './product-sections';

export interface ProductSectionsProps {
  /** The sections in any order; they render in the spec's order, those without content left out. */
  sections: readonly ProductSectionData[];
  /** Prefix of the section anchors (`#product-overview`). */
  idPrefix?: string;
  className?: string;
}

/**
 * The product's sections in the spec's order, each a landmark with a heading and a deep-linkable anchor, after an
 * in-page navigation to them (when there are two or more).
 */
export function ProductSections({ sections, idPrefix = 'product', className }: ProductSectionsProps) {
  const t = useT();
  const present = orderedSections(sections).map((section) => ({
    ...section,
    title: section.title ?? t(PRODUCT_SECTION_TEXT[section.id]),
  }));
  if (present.length === 0) return null;
  return (
    <div className={cx('shop-sections', className)}>
      {present.length > 1 ? (
        <nav className="shop-sections__nav" aria-label={t('product.sections.nav')}>
          <ul>
            {present.map((section) => (
              <li key={section.id}>
                <a href={`#${idPrefix}-${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {present.map((section) => (
        <section
          key={section.id}
          id={`${idPrefix}-${section.id}`}
          className="shop-sections__section"
          aria-labelledby={`${idPrefix}-${section.id}-heading`}
          data-section={section.id}
        >
          <h2 id={`${idPrefix}-${section.id}-heading`} className="shop-sections__heading">
            {section.title}
          </h2>
          <div className="shop-sections__content">{section.content}</div>
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

export interface FeatureListProps {
  items: string[];
}

/** Functions or technical details of a product, as a list. */
export function FeatureList({ items }: FeatureListProps) {
  return (
    <ul className="shop-feature-list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export interface TechnicalDataAndFaqProps extends TechnicalDataProps {
  /** The product FAQ page, when the product has questions. */
  faqHref?: string | null;
}

/** Technical data, and the way to the answers to the product's questions. */
export function TechnicalDataAndFaq({ rows, faqHref }: TechnicalDataAndFaqProps) {
  const t = useT();
  return (
    <>
      {rows.length > 0 ? <TechnicalData rows={rows} /> : null}
      {faqHref ? (
        <p className="shop-techdata__faq">
          <a href={faqHref}>{t('product.technicalFaq.link')}</a>
        </p>
      ) : null}
    </>
  );
}
