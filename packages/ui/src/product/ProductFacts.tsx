import type { PriceValue } from '@shop/i18n';
import { useI18n } from '@shop/i18n/react';

/** A recycling class and its fee (none: no fee), as the content service delivers them. */
export interface RecyclingFact {
  class: string;
  price: PriceValue | null;
}

export interface ProductFactsProps {
  colourCount?: number;
  /** The size system of the product's sizes. */
  sizeType?: 'top' | 'pants' | null;
  /** Recycling classes and fees of an electrical device (its `recycling_data` list: a device and its battery). */
  recycling?: readonly RecyclingFact[] | null;
}

/** Facts under the price: colours, size type, each recycling class with its fee; nothing when none applies. */
export function ProductFacts({ colourCount = 0, sizeType = null, recycling = null }: ProductFactsProps) {
  const { t, formatPrice } = useI18n();
  const facts: { key: string; text: string }[] = [];
  if (colourCount > 1) facts.push({ key: 'colours', text: t('product.colourCount', { count: colourCount }) });
  if (sizeType === 'top') facts.push({ key: 'size', text: t('product.sizeType.top') });
  if (sizeType === 'pants') facts.push({ key: 'size', text: t('product.sizeType.pants') });
  for (const [index, entry] of (recycling ?? []).entries()) {
    const price = entry.price === null ? '' : formatPrice(entry.price);
    facts.push({
      key: `recycling-${index}`,
      text: price
        ? t('product.recycling.withPrice', { recyclingClass: entry.class, price })
        : t('product.recycling', { recyclingClass: entry.class }),
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
