export interface ProductBundlesProps {
  bundles: { id: string; title: string; url: string }[];
}

/** The product page's bundle section: the bundles this product is part of, each a link to its page. */
export function ProductBundles({ bundles }: ProductBundlesProps) {
  if (bundles.length === 0) return null;
  return (
    <ul className="shop-product-bundles">
      {bundles.map((bundle) => (
        <li key={bundle.id}>
          <a href={bundle.url}>{bundle.title}</a>
        </li>
      ))}
    </ul>
  );
}
