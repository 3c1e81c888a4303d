import type { ProductDetail as ProductDetailData } from '@shop/content-client';
import { ProductDetail, ProductListToggles, ScopeOfDelivery, TechnicalData } from '@shop/ui';
import { ProductPurchaseClient } from '@/components/ProductPurchaseClient';
import { comparisonCategoryOf, toTileData } from '@/lib/listing';
import { withNextRenditions } from '@/lib/product-images';

/** A product page: gallery, price, purchase box and the sections of this slice (spec §2.3). */
export function ProductView({
  product,
  requestedVariantId,
}: {
  product: ProductDetailData;
  requestedVariantId: string | null;
}) {
  const { sections } = product;
  return (
    <main className="page">
      <ProductDetail
        title={product.title}
        articleNumber={product.articleNumber}
        images={withNextRenditions(product.images)}
        price={toTileData(product).price}
        purchase={
          <>
            <ProductPurchaseClient product={product} requestedVariantId={requestedVariantId} />
            <ProductListToggles
              productId={product.id}
              categoryId={comparisonCategoryOf(product)}
              variant="page"
            />
          </>
        }
        sections={{
          ...(sections.overviewHtml
            ? {
                overview: (
                  <div className="prose" dangerouslySetInnerHTML={{ __html: sections.overviewHtml }} />
                ),
              }
            : {}),
          ...(sections.technicalData.length
            ? { technicalData: <TechnicalData rows={sections.technicalData} /> }
            : {}),
          ...(sections.scopeOfDelivery.length
            ? { scopeOfDelivery: <ScopeOfDelivery items={sections.scopeOfDelivery} /> }
            : {}),
        }}
      />
    </main>
  );
}
