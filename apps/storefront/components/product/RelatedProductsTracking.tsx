import type { ProductSummary } from '@shop/content-client';
import { TrackItemList } from '@/components/tracking/TrackEvent';
import { BRAND_NAME } from '@/lib/site';
import { trackedList } from '@/lib/tracking/list';
import { RELATED_PRODUCT_LISTS } from '@/lib/tracking/related-lists';

/**
 * view_item_list (and select_item) for the product page's accessory, spare-part and highlighted tiles, each list on
 * its own.
 */
export function RelatedProductsTracking({
  accessories,
  spareParts,
  highlighted,
}: {
  accessories: readonly ProductSummary[];
  spareParts: readonly ProductSummary[];
  highlighted: readonly ProductSummary[];
}) {
  return (
    <>
      {accessories.length ? (
        <TrackItemList list={trackedList(accessories, RELATED_PRODUCT_LISTS.accessories, BRAND_NAME)} />
      ) : null}
      {spareParts.length ? (
        <TrackItemList list={trackedList(spareParts, RELATED_PRODUCT_LISTS.spareParts, BRAND_NAME)} />
      ) : null}
      {highlighted.length ? (
        <TrackItemList list={trackedList(highlighted, RELATED_PRODUCT_LISTS.highlight, BRAND_NAME)} />
      ) : null}
    </>
  );
}
