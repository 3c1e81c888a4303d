// Finds seeded variants by stock, through the API, so tests do not depend on generator internals.
import { data, type Json } from './http';

export interface VariantInfo {
  id: string;
  quantityAvailable: number;
  price: { amount: string; currencyCode: string };
  product: { handle: string; title: string };
}

let cache: VariantInfo[] | null = null;

export async function allVariants(): Promise<VariantInfo[]> {
  if (cache) return cache;
  const result = await data<{
    products: { nodes: { handle: string; title: string; variants: { nodes: Json[] } }[] };
  }>(`{
    products(first: 250) { nodes { handle title variants(first: 50) { nodes { id quantityAvailable price { amount currencyCode } } } } }
  }`);
  cache = result.products.nodes.flatMap((product) =>
    product.variants.nodes.map((variant) => ({
      ...variant,
      product: { handle: product.handle, title: product.title },
    })),
  );
  return cache;
}

export async function variantWithStock(
  predicate: (stock: number) => boolean,
  skip = 0,
): Promise<VariantInfo> {
  const found = (await allVariants()).filter((variant) => predicate(variant.quantityAvailable))[skip];
  if (!found) throw new Error('no seeded variant matches');
  return found;
}
