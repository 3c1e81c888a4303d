import type { BundleDetail } from '@shop/content-client';
import type { EditionKey } from '@shop/editions';
import { BundleView } from '@shop/ui';
import { BundleAddClient } from '@/components/islands/ProductIslands';
import { ScreenTexts } from '@/components/shell/ScreenTexts';
import { TrackItemList } from '@/components/tracking/TrackEvent';
import { BRAND_NAME } from '@/lib/site';
import { trackedList } from '@/lib/tracking/list';

/**
 * A page of type bundle (spec §2.2): the products with images and prices, the saving, and add all to the cart. Its
 * products are a tracked list (view_item_list, select_item) named by the bundle, as a category list is by its
 * category.
 */
export function BundlePageView({ bundle, edition }: { bundle: BundleDetail; edition: EditionKey }) {
  return (
    <ScreenTexts edition={edition} screen="product">
      <main className="page">
        <TrackItemList
          list={trackedList(
            bundle.items.map((item) => item.product),
            { id: `bundle_${bundle.id}`, name: bundle.title },
            BRAND_NAME,
          )}
        />
        <BundleView
          title={bundle.title}
          description={bundle.description}
          price={bundle.price?.amount ?? null}
          items={bundle.items.map((item) => {
            const variant = item.product.variants.find((candidate) => candidate.id === item.variantId);
            return {
              variantId: item.variantId,
              quantity: item.quantity,
              title: item.product.title,
              url: item.product.url,
              image: item.product.image,
              price: variant?.price?.amount ?? item.product.price?.amount ?? null,
            };
          })}
          action={<BundleAddClient bundle={bundle} />}
        />
      </main>
    </ScreenTexts>
  );
}
