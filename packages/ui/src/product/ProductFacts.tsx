import type { PriceValue } from '@shop/i18n';
import { useI18n } from '@shop/i18n/react';

export interface ProductFactsProps {
  colourCount?: number;
  /** The size system of the product's sizes. */
  sizeType?: 'top' | 'pants' | null;
  /** Recycling class and fee of an electrical device, as the content service delivers them. */
  recycling?: { class: string; price: PriceValue | null } | null;
}

/** Facts under the price: colours, size type, recycling class and fee; nothing when none applies. */
export function ProductFacts({ colourCount = 0, sizeType = null, recycling = null }: ProductFactsProps) {
  const { t, formatPrice } = useI18n();
  const facts: { key: string; text: string }[] = [];
  if (colourCount > 1) facts.push({ key: 'colours', text: t('product.colourCount', { count: colourCount }) });
  if (sizeType === 'top') facts.push({ key: 'size', text: t('product.sizeType.top') });
  if (sizeType === 'pants') facts.push({ key: 'size', text: t('product.sizeType.pants') });
  if (recycling) {
    const price = recycling.price === null ? '' : formatPrice(recycling.price);
    facts.push({
      key: 'recycling',
      text: price
        ? t('product.recycling.withPrice', { recyclingClass: recycling.class, price })
        : t('product.recycling', { recyclingClass: recycling.class }),
    });
  }
  if (facts.length === 0) return null;
  return (
    <ul className="shop-facts">
      {facts.map((fact) => (
        <li key={fact.key}>{fact.text}</li>
      ))}
    </ul>
  );
}
