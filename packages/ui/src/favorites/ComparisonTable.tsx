'use client';

import { useT } from '@shop/i18n/react';
import { type ReactNode, useId, useState } from 'react';
import type { ProductTileData } from '../listing/ProductTile';
import { AvailabilityBadge } from '../primitives/AvailabilityBadge';
import { cx } from '../primitives/cx';
import { MediaImage } from '../primitives/MediaImage';
import { Price } from '../primitives/Price';
import { comparisonRows, type TechnicalDataRow } from './comparison-rows';

/** A compared product: what its column shows. */
export interface ComparedProduct
  extends Pick<ProductTileData, 'id' | 'title' | 'url' | 'image' | 'price' | 'availability'> {
  technicalData: TechnicalDataRow[];
}

export interface ComparisonTableProps {
  products: ComparedProduct[];
  /** Per product id: its add-to-cart control (the app wires the cart). */
  actions?: Record<string, ReactNode>;
  /** Per product id: the comparison's link without it. */
  removeHrefs?: Record<string, string>;
  className?: string;
}

/**
 * Products side by side: image, title, price, availability, add to cart and every technical-data row.
 * 'Highlight differences' marks the rows whose values differ (also in the row's name, for screen readers);
 * 'Hide equal rows' leaves only those. On a phone the table scrolls sideways with the row labels kept in view.
 */
export function ComparisonTable({ products, actions, removeHrefs, className }: ComparisonTableProps) {
  const t = useT();
  const id = useId();
  const [highlight, setHighlight] = useState(false);
  const [hideEqual, setHideEqual] = useState(false);
  const rows = comparisonRows(products);
  return (
    <div className={cx('shop-comparison', className)}>
      <div className="shop-comparison__options">
        <label className="shop-comparison__option" htmlFor={`${id}-highlight`}>
          <input
            id={`${id}-highlight`}
            type="checkbox"
            checked={highlight}
            onChange={(event) => setHighlight(event.target.checked)}
          />
          {t('compare.highlight')}
        </label>
        <label className="shop-comparison__option" htmlFor={`${id}-hide`}>
          <input
            id={`${id}-hide`}
            type="checkbox"
            checked={hideEqual}
            onChange={(event) => setHideEqual(event.target.checked)}
          />
          {t('compare.hideEqual')}
        </label>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it. */}
      <section className="shop-comparison__scroll" aria-label={t('compare.title')} tabIndex={0}>
        <table className="shop-comparison__table">
          <thead>
            <tr>
              <td className="shop-comparison__corner" />
              {products.map((product) => (
                <th key={product.id} scope="col" className="shop-comparison__product">
                  <div className="shop-comparison__image">
                    {product.image ? (
                      <MediaImage src={product.image.src} alt={product.image.alt} />
                    ) : (
                      <span className="shop-media" style={{ aspectRatio: '1' }} />
                    )}
                  </div>
                  <a className="shop-comparison__title" href={product.url}>
                    {product.title}
                  </a>
                  {actions?.[product.id] ? (
                    <div className="shop-comparison__action">{actions[product.id]}</div>
                  ) : null}
                  {removeHrefs?.[product.id] ? (
                    <a className="shop-comparison__remove" href={removeHrefs[product.id]}>
                      {t('compare.remove', { title: product.title })}
                    </a>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('compare.row.price')}</th>
              {products.map((product) => (
                <td key={product.id}>
                  <Price {...product.price} size="md" />
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('compare.row.availability')}</th>
              {products.map((product) => (
                <td key={product.id}>
                  {product.availability ? <AvailabilityBadge status={product.availability} /> : '–'}
                </td>
              ))}
            </tr>
            {rows.map((row) => {
              const marked = highlight && row.differs;
              return (
                <tr
                  key={row.label}
                  data-differs={marked || undefined}
                  hidden={hideEqual && !row.differs}
                  className="shop-comparison__data-row"
                >
                  <th scope="row">
                    {row.label}
                    {marked ? <span className="shop-visually-hidden"> ({t('compare.differs')})</span> : null}
                  </th>
                  {row.values.map((value, index) => (
                    <td key={products[index]?.id ?? index}>{value ?? '–'}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </div>
  );
}
