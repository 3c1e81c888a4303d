import type { ProductDetail as ProductDetailData, ProductSummary } from '@shop/content-client';
import type { EditionKey } from '@shop/editions';
import { getIntl } from '@shop/i18n';
import {
  type AccessoryTileData,
  AccessoryTiles,
  FeatureList,
  hasOverview,
  LinkButton,
  ProductBundles,
  ProductDetail,
  ProductDownloads,
  ProductFaqList,
  ProductHighlight,
  ProductListToggles,
  ProductOverview,
  type ProductSectionData,
  ScopeOfDelivery,
  TechnicalDataAndFaq,
} from '@shop/ui';
import { isBuyableStatus } from '@shop/ui/model';
import {
  AccessoryAddToCart,
  BackInStockClient,
  Gallery,
  ProductPurchaseClient,
} from '@/components/islands/ProductIslands';
import { RelatedProductsTracking } from '@/components/product/RelatedProductsTracking';
import { ReviewsSection } from '@/components/product-engagement/ReviewsSection';
import { ScreenTexts } from '@/components/shell/ScreenTexts';
import { TrackEvent } from '@/components/tracking/TrackEvent';
import { unavailableVariants } from '@/lib/back-in-stock';
import { storefrontContext } from '@/lib/context.server';
import { CACHE_TAGS, LIFETIMES } from '@/lib/lifetimes';
import { comparisonCategoryOf, toTileData } from '@/lib/listing';
import { cartLineAttributes, categoryTrail, chooseVariant, purchaseProductOf } from '@/lib/product';
import { productFaqPath } from '@/lib/product-faq';
import { withNextRenditions } from '@/lib/product-images';
import { faqGroupsOf, toDownloadData } from '@/lib/product-sections';
import { productHighlightOf } from '@/lib/shell.server';
import { BRAND_NAME } from '@/lib/site';
import { trackingItemOf } from '@/lib/tracking/item';

/**
 * Products by id (accessories, spare parts, the highlighted ones) in the order given; none when the lookup fails
 * (logged).
 */
async function relatedProducts(edition: EditionKey, ids: readonly string[]): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const context = storefrontContext(edition);
  const { data: found, error } = await context.content.lookup(
    { datatype: 'product', ids },
    context.kept(LIFETIMES.catalogue, [CACHE_TAGS.pages]),
  );
  if (!error) return ids.flatMap((id) => found.filter((product) => product.id === id));
  console.error(`[storefront] related products of ${edition} failed; they are left out`, error);
  return [];
}

/** The `product-highlight-snippet`'s headline and products, the page's own left out; null without the snippet. */
async function highlightedProducts(
  edition: EditionKey,
  productId: string,
): Promise<{ headline: string; products: ProductSummary[] } | null> {
  const highlight = await productHighlightOf(edition);
  if (!highlight) return null;
  const ids = highlight.productIds.filter((id) => id !== productId);
  return { headline: highlight.headline, products: await relatedProducts(edition, ids) };
}

/** A related product's tile with its add to cart; a product with sizes is chosen on its own page. */
async function accessoryTile(product: ProductSummary, edition: EditionKey): Promise<AccessoryTileData> {
  const { t } = await getIntl(edition);
  const variant = chooseVariant(product.variants);
  const action =
    product.sizes.length > 0 || !variant ? (
      <LinkButton href={product.url} variant="secondary" fullWidth>
        {t('product.size.choose')}
      </LinkButton>
    ) : (
      <AccessoryAddToCart
        merchandiseId={variant.id}
        attributes={cartLineAttributes(product, variant)}
        disabled={!isBuyableStatus(product.availability) || !variant.available}
      />
    );
  return { product: toTileData(product), action };
}

/** A product page: gallery, price and facts, purchase box and the sections of spec §2.3. */
export async function ProductView({
  product,
  edition,
  requestedVariantId,
  extraSections = [],
}: {
  product: ProductDetailData;
  edition: EditionKey;
  requestedVariantId: string | null;
  /** Sections other parts of the page bring (reviews, bundle); they take their place in the spec's order. */
  extraSections?: ProductSectionData[];
}) {
  const { sections } = product;
  const [accessories, spareParts, highlight] = await Promise.all([
    relatedProducts(edition, sections.accessoryIds),
    relatedProducts(edition, sections.sparePartIds),
    highlightedProducts(edition, product.id),
  ]);
  const [accessoryTiles, sparePartTiles, highlightTiles] = await Promise.all([
    Promise.all(accessories.map((related) => accessoryTile(related, edition))),
    Promise.all(spareParts.map((related) => accessoryTile(related, edition))),
    Promise.all((highlight?.products ?? []).map((related) => accessoryTile(related, edition))),
  ]);
  const faqGroups = faqGroupsOf(product, edition);
  const overview = {
    badges: product.badges,
    keyFeatures: product.keyFeatures,
    description: sections.overviewHtml ? (
      // The content client sanitised it (sanitizeContentHtml) when it read the page.
      <div className="prose" dangerouslySetInnerHTML={{ __html: sections.overviewHtml }} />
    ) : null,
  };
  const productSections: ProductSectionData[] = [
    { id: 'overview', content: hasOverview(overview) ? <ProductOverview {...overview} /> : null },
    {
      id: 'functions',
      content: sections.functions.length ? <FeatureList items={sections.functions} /> : null,
    },
    {
      id: 'technicalDetails',
      content: sections.technicalDetails.length ? <FeatureList items={sections.technicalDetails} /> : null,
    },
    {
      id: 'technicalDataAndFaq',
      content:
        sections.technicalData.length || faqGroups.length ? (
          <TechnicalDataAndFaq
            rows={sections.technicalData}
            faqHref={faqGroups.length ? productFaqPath(edition, product.id, 0) : null}
          />
        ) : null,
    },
    {
      id: 'accessories',
      content:
        accessoryTiles.length || sparePartTiles.length ? (
          <AccessoryTiles accessories={accessoryTiles} spareParts={sparePartTiles} />
        ) : null,
    },
    {
      id: 'downloads',
      content: sections.downloads.length ? (
        <ProductDownloads downloads={sections.downloads.map(toDownloadData)} />
      ) : null,
    },
    {
      id: 'scopeOfDelivery',
      content: sections.scopeOfDelivery.length ? <ScopeOfDelivery items={sections.scopeOfDelivery} /> : null,
    },
    { id: 'reviews', content: <ReviewsSection product={product} edition={edition} /> },
    { id: 'faq', content: faqGroups.length ? <ProductFaqList groups={faqGroups} /> : null },
    { id: 'bundle', content: sections.bundles.length ? <ProductBundles bundles={sections.bundles} /> : null },
    ...extraSections,
  ];
  return (
    <ScreenTexts edition={edition} screen="product">
      <main className="page">
        <TrackEvent
          event="view_item"
          items={[
            trackingItemOf(product, {
              brand: BRAND_NAME,
              categories: categoryTrail(product.breadcrumb),
              variant: chooseVariant(product.variants, requestedVariantId),
            }),
          ]}
        />
        <RelatedProductsTracking
          accessories={accessories}
          spareParts={spareParts}
          highlighted={highlight?.products ?? []}
        />
        <ProductDetail
          title={product.title}
          articleNumber={product.articleNumber}
          gallery={<Gallery images={withNextRenditions(product.images)} />}
          price={toTileData(product).price}
          facts={{
            colourCount: product.colourCount,
            sizeType: product.sizeType,
            recycling: product.recyclingData.map((entry) => ({
              class: entry.class,
              price: entry.price?.amount ?? null,
            })),
          }}
          purchase={
            <>
              <ProductPurchaseClient
                product={purchaseProductOf(product)}
                requestedVariantId={requestedVariantId}
              />
              <BackInStockClient variants={unavailableVariants(product)} />
              <ProductListToggles
                productId={product.id}
                categoryId={comparisonCategoryOf(product)}
                variant="page"
              />
            </>
          }
          sections={productSections}
        />
        {highlight ? <ProductHighlight headline={highlight.headline} tiles={highlightTiles} /> : null}
      </main>
    </ScreenTexts>
  );
}
