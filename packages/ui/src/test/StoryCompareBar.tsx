'use client';

import { CompareBar } from '../favorites/CompareBar';
import { useShopperLists } from '../favorites/ShopperListsProvider';

/** The compare bar over the shopper's lists, as the app mounts it: it shows a refused toggle's message. */
export function StoryCompareBar() {
  const lists = useShopperLists();
  return (
    <CompareBar
      count={lists.compare.ids.length}
      href="#compare"
      onClear={() => {}}
      notice={lists.compareNotice}
    />
  );
}
