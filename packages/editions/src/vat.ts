import { EDITIONS, type EditionKey } from './editions.js';

/**
 * What the VAT copy of an edition says: a rate (19% de, 22% it, 21% nl, 23% pl) or, elsewhere, that VAT is
 * included. The words themselves live in @shop/i18n.
 */
export type VatCopy = { kind: 'rate'; rate: number } | { kind: 'included' };

export function vatCopy(edition: EditionKey): VatCopy {
  const rate = EDITIONS[edition].vatRate;
  return rate === null ? { kind: 'included' } : { kind: 'rate', rate };
}
