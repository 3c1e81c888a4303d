import type { SortOption } from '@shop/editions';
import type { MessageId } from '@shop/i18n';

/** The label of each sort option of §9. */
export const SORT_TEXT: Record<SortOption, MessageId> = {
  popularity: 'listing.sort.popularity',
  'price-asc': 'listing.sort.priceAsc',
  'price-desc': 'listing.sort.priceDesc',
  new: 'listing.sort.newHits',
};
