import type { PriceValue } from '@shop/i18n';
import { useI18n, useT } from '@shop/i18n/react';
import type { ReactNode } from 'react';
import { type ImageData, MediaImage } from '../primitives/MediaImage';
import { Price } from '../primitives/Price';

export interface BundleItemData {
  variantId: string;
  quantity: number;
  title: string;
  url: string;
  image: ImageData | null;
  /** The product's own price, one piece. */
  price: number | null;
}

export interface BundleViewProps {
  title: string;
  description?: string;
  items: BundleItemData[];
  /** The bundle's price; null when the bundle has none in this currency. */
  price: PriceValue | null;
  /** The add-to-cart control (a client component of the app). */
  action?: ReactNode;
}

/** What the bundle saves against buying its products one by one; 0 when it saves nothing. */
export function bundleSaving(items: readonly BundleItemData[], price: number | null): number {
  if (price === null || items.some((item) => item.price === null)) return 0;
  const single = items.reduce((sum, item) => sum + (item.price as number) * item.quantity, 0);
  return Math.max(0, Math.round((single - price) * 100) / 100);
}

/** The bundle page: its products with images and prices, the bundle price and saving, and add to cart. */
export function BundleView({ title, description, items, price, action }: BundleViewProps) {
  const t = useT();
  const { formatPrice } = useI18n();
  const amount = typeof price === 'number' ? price : price === null ? null : Number(price);
  const saving = bundleSaving(items, Number.isFinite(amount) ? amount : null);
  const single = items.reduce((sum, item) => sum + (item.price ?? 0) * item.quantity, 0);
  return (
    <article className="shop-bundle">
      <h1 className="shop-bundle__title">{title}</h1>
      {description ? <p className="shop-bundle__description">{description}</p> : null}
      <p className="shop-bundle__contents">{t('product.bundle.contents', { count: items.length })}</p>
      <ul className="shop-bundle__items">
        {items.map((item) => (
          <li key={item.variantId} className="shop-bundle__item">
            <div className="shop-bundle__media">
              {item.image ? (
                <MediaImage src={item.image.src} alt={item.image.alt} sizes="6rem" widths={[160, 320]} />
              ) : (
                <span className="shop-media" style={{ aspectRatio: '1' }} />
              )}
            </div>
            <div className="shop-bundle__body">
              <h2 className="shop-bundle__item-title">
                <a href={item.url}>{item.title}</a>
              </h2>
              <p className="shop-bundle__quantity">{t('bundle.quantity', { count: item.quantity })}</p>
            </div>
            <Price amount={item.price} size="sm" />
          </li>
        ))}
      </ul>
      <div className="shop-bundle__summary">
        <Price amount={price} compareAt={saving > 0 ? single : null} size="lg" />
        {saving > 0 ? (
          <p className="shop-bundle__saving">{t('bundle.saving', { amount: formatPrice(saving) })}</p>
        ) : null}
        {action}
      </div>
    </article>
  );
}
