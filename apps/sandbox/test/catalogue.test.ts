import { describe, expect, it } from 'vitest';
import { data, gql, type Json } from './http';

describe('shop and localization list the countries and languages of the nine editions', () => {
  it('lists ten countries (ZZ for the global edition) with their currencies', async () => {
    const result = await data(`{ localization { availableCountries { isoCode currency { isoCode } } } }`);
    const countries = Object.fromEntries(
      result.localization.availableCountries.map((country: Json) => [
        country.isoCode,
        country.currency.isoCode,
      ]),
    );
    expect(countries).toEqual({
      DE: 'EUR',
      AT: 'EUR',
      FR: 'EUR',
      IT: 'EUR',
      NL: 'EUR',
      PL: 'PLN',
      GB: 'GBP',
      ES: 'EUR',
      ID: 'EUR',
      ZZ: 'EUR',
    });
  });

  it('lists the eight published languages', async () => {
    const result = await data(`{ localization { availableLanguages { isoCode } } }`);
    expect(result.localization.availableLanguages.map((language: Json) => language.isoCode).sort()).toEqual([
      'DE',
      'EN',
      'ES',
      'FR',
      'ID',
      'IT',
      'NL',
      'PL',
    ]);
  });

  it('without @inContext the primary market applies: DE, EUR, German', async () => {
    const result = await data(
      `{ localization { country { isoCode currency { isoCode } } language { isoCode } } }`,
    );
    expect(result.localization).toEqual({
      country: { isoCode: 'DE', currency: { isoCode: 'EUR' } },
      language: { isoCode: 'DE' },
    });
  });

  it('@inContext picks country, currency and language; names come in that language', async () => {
    const result = await data(
      `query @inContext(country: GB, language: EN) { localization { country { isoCode name currency { isoCode symbol } } language { isoCode endonymName } } }`,
    );
    expect(result.localization).toEqual({
      country: { isoCode: 'GB', name: 'United Kingdom', currency: { isoCode: 'GBP', symbol: '£' } },
      language: { isoCode: 'EN', endonymName: 'English' },
    });
  });

  it('a country outside the markets gets the primary market', async () => {
    const result = await data(
      `query @inContext(country: US) { localization { country { isoCode currency { isoCode } } } }`,
    );
    expect(result.localization.country).toEqual({ isoCode: 'DE', currency: { isoCode: 'EUR' } });
  });
});

describe('products pages with first/after and last/before and opaque cursors', () => {
  it('walks 300 products in pages without gaps or repeats', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const result: Json = await data(
        `query($after: String) { products(first: 120, after: $after) { nodes { id } pageInfo { hasNextPage endCursor } } }`,
        { after },
      );
      seen.push(...result.products.nodes.map((node: Json) => node.id));
      if (!result.products.pageInfo.hasNextPage) break;
      after = result.products.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(300);
    expect(new Set(seen).size).toBe(300);
  });

  it('last/before pages backwards', async () => {
    const first = await data(`{ products(first: 5) { edges { cursor node { id } } } }`);
    const cursor = first.products.edges[4].cursor;
    const back = await data(
      `query($before: String) { products(last: 2, before: $before) { nodes { id } pageInfo { hasPreviousPage hasNextPage } } }`,
      {
        before: cursor,
      },
    );
    expect(back.products.nodes.map((node: Json) => node.id)).toEqual(
      first.products.edges.slice(2, 4).map((edge: Json) => edge.node.id),
    );
    expect(back.products.pageInfo).toEqual({ hasPreviousPage: true, hasNextPage: true });
  });
});

describe('products sort by sortKey, reverse and filter by query', () => {
  it('PRICE sorts ascending by the cheapest variant, reverse descending', async () => {
    const asc = await data(
      `{ products(first: 50, sortKey: PRICE) { nodes { priceRange { minVariantPrice { amount } } } } }`,
    );
    const prices = asc.products.nodes.map((node: Json) => Number(node.priceRange.minVariantPrice.amount));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await data(
      `{ products(first: 50, sortKey: PRICE, reverse: true) { nodes { priceRange { minVariantPrice { amount } } } } }`,
    );
    const descending = desc.products.nodes.map((node: Json) =>
      Number(node.priceRange.minVariantPrice.amount),
    );
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(prices[0]);
  });

  it('query matches titles in the context language', async () => {
    const result = await data(
      `query @inContext(language: FR) { products(first: 250, query: "tensiomètre") { nodes { title } } }`,
    );
    expect(result.products.nodes.length).toBeGreaterThan(0);
    for (const node of result.products.nodes) expect(node.title.toLowerCase()).toContain('tensiomètre');
  });

  it('product_type: and available_for_sale: narrow the list', async () => {
    const result = await data(
      `{ products(first: 250, query: "product_type:'Air Purifier' available_for_sale:true") { nodes { productType availableForSale } } }`,
    );
    const nodes = result.products.nodes;
    expect(nodes.length).toBeGreaterThan(0);
    for (const node of nodes) expect(node).toEqual({ productType: 'Air Purifier', availableForSale: true });
  });
});

describe('product by handle or id carries variants with price, stock, options, sku and image', () => {
  it('reads a wearable with sizes and its variant fields', async () => {
    const list = await data(
      `{ products(first: 5, query: "product_type:'Heated Clothing'") { nodes { handle id } } }`,
    );
    const handle = list.products.nodes[0].handle;
    const result = await data(
      `query($handle: String!) { product(handle: $handle) {
      id handle title descriptionHtml availableForSale productType
      options { name optionValues { name } }
      images(first: 2) { nodes { url(transform: { maxWidth: 300, maxHeight: 300, crop: CENTER }) altText width height } }
      variants(first: 50) { nodes { id sku title availableForSale quantityAvailable
        price { amount currencyCode } compareAtPrice { amount } selectedOptions { name value } image { url } } }
    } }`,
      { handle },
    );
    const product = result.product;
    expect(product.id).toBe(list.products.nodes[0].id);
    expect(product.options[0]).toMatchObject({ name: 'Größe' });
    expect(product.options[0].optionValues.map((value: Json) => value.name)).toEqual([
      'S',
      'M',
      'L',
      'XL',
      'XXL',
    ]);
    const variant = product.variants.nodes[0];
    expect(variant.id).toMatch(/^gid:\/\/shopify\/ProductVariant\/\d+$/);
    expect(variant.sku).toMatch(/^WV\d+-/);
    expect(variant.selectedOptions[0]).toEqual({ name: 'Größe', value: 'S' });
    expect(variant.price.currencyCode).toBe('EUR');
    expect(variant.availableForSale).toBe(variant.quantityAvailable > 0);
    expect(product.images.nodes[0].url).toMatch(
      /\/cdn\/shop\/files\/.+\.jpg\?v=1&width=300&height=300&pixelRatio=1&crop=center$/,
    );
    const byId = await data(`query($id: ID!) { product(id: $id) { handle } }`, { id: product.id });
    expect(byId.product.handle).toBe(handle);
  });

  it('texts and prices follow @inContext', async () => {
    const handle = (await data(`{ products(first: 1) { nodes { handle } } }`)).products.nodes[0].handle;
    const query = (context: string) =>
      `query($handle: String!) ${context} { product(handle: $handle) { title priceRange { minVariantPrice { amount currencyCode } } } }`;
    const de = await data(query('@inContext(country: DE, language: DE)'), { handle });
    const it = await data(query('@inContext(country: IT, language: IT)'), { handle });
    const pl = await data(query('@inContext(country: PL, language: PL)'), { handle });
    expect(de.product.title).not.toBe(it.product.title);
    expect(it.product.priceRange.minVariantPrice).toEqual(de.product.priceRange.minVariantPrice);
    expect(pl.product.priceRange.minVariantPrice.currencyCode).toBe('PLN');
    expect(Number(pl.product.priceRange.minVariantPrice.amount)).toBeGreaterThan(
      Number(de.product.priceRange.minVariantPrice.amount),
    );
  });

  it('selectedOrFirstAvailableVariant and variantBySelectedOptions pick by option', async () => {
    const list = await data(
      `{ products(first: 1, query: "product_type:'Heated Clothing'") { nodes { handle } } }`,
    );
    const result = await data(
      `query($handle: String!) { product(handle: $handle) {
      pick: variantBySelectedOptions(selectedOptions: [{ name: "Größe", value: "L" }], ignoreUnknownOptions: true) { selectedOptions { name value } }
      none: variantBySelectedOptions(selectedOptions: [{ name: "Größe", value: "XS" }]) { id }
      first: selectedOrFirstAvailableVariant { availableForSale }
    } }`,
      { handle: list.products.nodes[0].handle },
    );
    expect(result.product.pick.selectedOptions).toContainEqual({ name: 'Größe', value: 'L' });
    expect(result.product.none).toBeNull();
    expect(result.product.first.availableForSale).toBe(true);
  });
});

describe('collections and collection products with filters, sort and the filters list', () => {
  it('lists collections and reads one by handle with its products', async () => {
    const list = await data(`{ collections(first: 50) { nodes { handle title } } }`);
    const handles = list.collections.nodes.map((node: Json) => node.handle);
    expect(handles).toContain('sale');
    expect(handles).toContain('oberarm-blutdruckmessgeraete');
    const collection = await data(
      `{ collection(handle: "sale") { title products(first: 250) { nodes { compareAtPriceRange { maxVariantPrice { amount } } } } } }`,
    );
    expect(collection.collection.title).toBe('Sale');
    for (const node of collection.collection.products.nodes) {
      expect(Number(node.compareAtPriceRange.maxVariantPrice.amount)).toBeGreaterThan(0);
    }
  });

  it('filters by availability and price; counts in the filters list', async () => {
    const result = await data(`query @inContext(language: EN) { collection(handle: "waermebekleidung") {
      all: products(first: 250) { nodes { id } filters { id label type values { label count input } } }
      inStock: products(first: 250, filters: [{ available: true }]) { nodes { availableForSale } }
      cheap: products(first: 250, filters: [{ price: { min: 0, max: 90 } }], sortKey: PRICE) { nodes { priceRange { minVariantPrice { amount } } } }
      large: products(first: 250, filters: [{ variantOption: { name: "Size", value: "XXL" } }]) { nodes { id } }
    } }`);
    const collection = result.collection;
    const availability = collection.all.filters.find((filter: Json) => filter.id === 'filter.v.availability');
    expect(availability.label).toBe('Availability');
    const inStockValue = availability.values.find((value: Json) => value.label === 'In stock');
    expect(JSON.parse(inStockValue.input)).toEqual({ available: true });
    expect(inStockValue.count).toBe(collection.inStock.nodes.length);
    for (const node of collection.inStock.nodes) expect(node.availableForSale).toBe(true);
    for (const node of collection.cheap.nodes)
      expect(Number(node.priceRange.minVariantPrice.amount)).toBeLessThanOrEqual(90);
    const price = collection.all.filters.find((filter: Json) => filter.id === 'filter.v.price');
    expect(price.type).toBe('PRICE_RANGE');
    const size = collection.all.filters.find((filter: Json) => filter.id === 'filter.v.option.size');
    expect(size.values.map((value: Json) => value.label)).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    expect(collection.large.nodes.length).toBe(
      size.values.find((value: Json) => value.label === 'XXL').count,
    );
  });

  it('filters of one kind are OR-ed, different kinds AND-ed', async () => {
    const q = (filters: string) =>
      `{ collection(handle: "waermebekleidung") { products(first: 250, filters: ${filters}) { nodes { id } } } }`;
    const s = (await data(q('[{ variantOption: { name: "Größe", value: "S" } }]'))).collection.products.nodes
      .length;
    const sOrM = (
      await data(
        q(
          '[{ variantOption: { name: "Größe", value: "S" } }, { variantOption: { name: "Größe", value: "M" } }]',
        ),
      )
    ).collection.products.nodes.length;
    const sAndInStock = (
      await data(q('[{ variantOption: { name: "Größe", value: "S" } }, { available: true }]'))
    ).collection.products.nodes.length;
    expect(sOrM).toBeGreaterThanOrEqual(s);
    expect(sAndInStock).toBeLessThanOrEqual(s);
  });
});

describe('search with productFilters, predictiveSearch and productRecommendations', () => {
  it('search finds products and pages and reports totalCount and productFilters', async () => {
    const result =
      await data(`query @inContext(language: DE) { search(query: "Heizkissen", first: 5, types: [PRODUCT], productFilters: [{ available: true }]) {
      totalCount nodes { ... on Product { title availableForSale } } productFilters { id } pageInfo { hasNextPage } } }`);
    expect(result.search.totalCount).toBeGreaterThan(0);
    for (const node of result.search.nodes) {
      expect(node.title).toContain('Heizkissen');
      expect(node.availableForSale).toBe(true);
    }
    expect(result.search.productFilters.map((filter: Json) => filter.id)).toContain('filter.v.availability');
  });

  it('predictiveSearch completes a prefix', async () => {
    const result = await data(`query @inContext(language: EN) { predictiveSearch(query: "humidi", limit: 4) {
      products { title } collections { title } queries { text styledText } } }`);
    expect(result.predictiveSearch.products.length).toBeGreaterThan(0);
    expect(result.predictiveSearch.products.length).toBeLessThanOrEqual(4);
    for (const product of result.predictiveSearch.products)
      expect(product.title.toLowerCase()).toContain('humidifier');
    expect(result.predictiveSearch.collections.map((c: Json) => c.title)).toContain('Humidifiers');
  });

  it('productRecommendations returns related products of the same category', async () => {
    const product = (await data(`{ products(first: 1) { nodes { id productType } } }`)).products.nodes[0];
    const result = await data(
      `query($id: ID!) { productRecommendations(productId: $id) { id productType } }`,
      { id: product.id },
    );
    expect(result.productRecommendations.length).toBeGreaterThan(0);
    for (const related of result.productRecommendations) {
      expect(related.id).not.toBe(product.id);
      expect(related.productType).toBe(product.productType);
    }
  });
});

describe('menu, pages and nodes', () => {
  it('menu(handle) returns nested items with translated titles', async () => {
    const result = await data(
      `query @inContext(language: IT) { menu(handle: "main-menu") { title items { title type resourceId items { title url } } } }`,
    );
    expect(result.menu.title).toBe('Menu principale');
    expect(result.menu.items.length).toBe(8);
    expect(result.menu.items[0].items.length).toBeGreaterThan(0);
    expect(result.menu.items[0].resourceId).toMatch(/^gid:\/\/shopify\/Collection\//);
  });

  it('URLs as Shopify gives them: the primary domain and /products/, /collections/, /pages/ in every language', async () => {
    const result = await data(
      `query @inContext(language: IT) {
        products(first: 1) { nodes { handle onlineStoreUrl } }
        collection(handle: "sale") { id onlineStoreUrl }
        page(handle: "datenschutz") { id onlineStoreUrl }
        main: menu(handle: "main-menu") { items { type url resourceId resource { ... on Collection { id handle } } } }
        footer: menu(handle: "footer") { items { type url resourceId resource { ... on Page { id handle } } } }
      }`,
    );
    const shop = 'https://vitalis-home-health.example';
    const [product] = result.products.nodes;
    expect(product.onlineStoreUrl).toBe(`${shop}/products/${product.handle}`);
    expect(result.collection.onlineStoreUrl).toBe(`${shop}/collections/sale`);
    expect(result.page.onlineStoreUrl).toBe(`${shop}/pages/datenschutz`);
    for (const item of result.main.items) {
      expect(item.type).toBe('COLLECTION');
      expect(item.resourceId).toBe(item.resource.id);
      expect(item.resourceId).toMatch(/^gid:\/\/shopify\/Collection\/\d+$/);
      expect(item.url).toBe(`${shop}/collections/${item.resource.handle}`);
    }
    const privacy = result.footer.items.find((item: Json) => item.resource.handle === 'datenschutz');
    expect(privacy).toEqual({
      type: 'PAGE',
      url: `${shop}/pages/datenschutz`,
      resourceId: result.page.id,
      resource: { id: result.page.id, handle: 'datenschutz' },
    });
  });

  it('pages and page(handle)', async () => {
    const result = await data(
      `query @inContext(language: NL) { pages(first: 10) { nodes { handle title } } page(handle: "datenschutz") { title body } }`,
    );
    expect(result.pages.nodes.length).toBe(4);
    expect(result.page.title).toBe('Privacybeleid');
  });

  it('node and nodes resolve products, variants and collections by GID', async () => {
    const product = (
      await data(`{ products(first: 1) { nodes { id variants(first: 1) { nodes { id } } } } }`)
    ).products.nodes[0];
    const result = await data(`query($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`, {
      ids: [product.id, product.variants.nodes[0].id],
    });
    expect(result.nodes.map((node: Json) => node.__typename)).toEqual(['Product', 'ProductVariant']);
  });
});

describe('image url(transform:) validates its input', () => {
  it('rejects a maxWidth over 5760', async () => {
    const { body } = await gql(
      `{ products(first: 1) { nodes { featuredImage { url(transform: { maxWidth: 9000 }) } } } }`,
    );
    expect(body.errors?.[0]?.message).toMatch(/maxWidth/);
  });
});
