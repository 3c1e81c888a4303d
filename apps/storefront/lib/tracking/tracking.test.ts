import type { ProductSummary } from '@shop/content-client';
import type { CartLine } from '@shop/shop-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartLineAttributes } from '../product';
import { cartChanges, createCartTracker } from './cart-changes.client';
import { ecommerceOf, pushEcommerce } from './data-layer.client';
import { categoryLevels, trackingItemOf, trackingItemOfLine } from './item';
import { trackedList } from './list';
import { listItems } from './select-item.client';

const product = (overrides: Partial<ProductSummary> = {}): ProductSummary =>
  ({
    id: '81',
    title: 'Blood pressure monitor BM 54',
    url: '/uk/p/bm-54/',
    price: { amount: 59.99, currency: 'GBP' },
    trackingPrice: 69.99,
    categories: [
      { id: '1', title: 'Health', url: '/uk/c/health/' },
      { id: '2', title: 'Blood pressure', url: '/uk/c/health/blood-pressure/' },
    ],
    variants: [
      {
        id: 'gid://shopify/ProductVariant/9',
        title: 'M',
        price: { amount: 59.99, currency: 'GBP' },
        trackingPrice: 71.5,
        strikethroughPrice: null,
        available: true,
        stock: 9,
        sku: null,
        size: 'M',
        colour: null,
      },
    ],
    recycling: null,
    ...overrides,
  }) as ProductSummary;

const line = (id: string, quantity: number, attributes: Record<string, string> = {}): CartLine => ({
  id,
  merchandiseId: `v-${id}`,
  productId: `gid://shopify/Product/${id}`,
  quantity,
  title: 'Default Title',
  productTitle: `Product ${id}`,
  variantTitle: 'Default Title',
  sku: null,
  price: { amount: 10.5, currency: 'PLN' },
  compareAtPrice: null,
  imageUrl: null,
  availableForSale: true,
  selectedOptions: [],
  attributes,
});

describe('the tracking item of §3', () => {
  it('item_id, item_name, affiliation = the brand, the euro price, quantity and the category levels', () => {
    expect(
      trackingItemOf(product(), { brand: 'Vitalis', categories: ['Health', 'Blood pressure', 'Upper arm'] }),
    ).toEqual({
      item_id: '81',
      item_name: 'Blood pressure monitor BM 54',
      affiliation: 'Vitalis',
      currency: 'EUR',
      price: 69.99,
      quantity: 1,
      item_category: 'Health',
      item_category2: 'Blood pressure',
      item_category3: 'Upper arm',
    });
  });

  it("a variant's euro price and title; the product's categories when no trail is given", () => {
    const item = trackingItemOf(product(), { brand: 'Vitalis', variant: product().variants[0], quantity: 2 });
    expect(item).toMatchObject({ price: 71.5, currency: 'EUR', quantity: 2, item_variant: 'M' });
    expect(item.item_category2).toBe('Blood pressure');
  });

  it("a product's categories count from the top level down, whatever order the service lists them in", () => {
    // The product page reports its breadcrumb; a listing reported the same product leaf first until session 11.
    const categories = [
      { id: '7', title: 'Upper arm', url: '/uk/c/health/blood-pressure/upper-arm/' },
      { id: '9', title: 'Sale', url: '/uk/c/sale/' },
      { id: '1', title: 'Health', url: '/uk/c/health/' },
      { id: '2', title: 'Blood pressure', url: '/uk/c/health/blood-pressure' },
    ];
    expect(categoryLevels(categories)).toEqual(['Health', 'Blood pressure', 'Upper arm']);
    expect(trackingItemOf(product({ categories }), { brand: 'B' })).toMatchObject({
      item_category: 'Health',
      item_category2: 'Blood pressure',
      item_category3: 'Upper arm',
    });
    // Pages that are not nested keep the service's order.
    const flat = [
      { id: '3', title: 'Scales', url: '/uk/c/scales/' },
      { id: '9', title: 'Sale', url: '/uk/c/sale/' },
    ];
    expect(categoryLevels(flat)).toEqual(['Scales', 'Sale']);
    expect(categoryLevels([])).toEqual([]);
  });

  it('without a euro price the edition price is reported in its own currency, never converted', () => {
    expect(trackingItemOf(product({ trackingPrice: null }), { brand: 'Vitalis' })).toMatchObject({
      price: 59.99,
      currency: 'GBP',
    });
  });

  it('at most five category levels', () => {
    const item = trackingItemOf(product(), { brand: 'B', categories: ['1', '2', '3', '4', '5', '6'] });
    expect(item.item_category5).toBe('5');
    expect(Object.keys(item).filter((key) => key.startsWith('item_category'))).toHaveLength(5);
  });

  it('goes into the cart line as _trackingProduct and comes back with the line quantity', () => {
    const attributes = cartLineAttributes(product(), product().variants[0] as ProductSummary['variants'][0]);
    const stored = JSON.parse(attributes._trackingProduct as string);
    expect(stored).toMatchObject({ item_id: '81', price: 71.5, currency: 'EUR' });
    expect(trackingItemOfLine(line('a', 3, attributes), 'Vitalis')).toMatchObject({
      item_id: '81',
      quantity: 3,
    });
  });

  it('a line without a stored item is reported from the line, in its currency', () => {
    expect(trackingItemOfLine(line('7', 2, { _trackingProduct: 'not json' }), 'Vitalis')).toEqual({
      item_id: '7',
      item_name: 'Product 7',
      affiliation: 'Vitalis',
      currency: 'PLN',
      price: 10.5,
      quantity: 2,
    });
  });

  it('listed products carry their list and position', () => {
    const list = trackedList(
      [product(), product({ id: '82', url: '/uk/p/x/' })],
      { id: '2', name: 'Blood pressure' },
      'V',
    );
    expect(list.entries.map(([url]) => url)).toEqual(['/uk/p/bm-54/', '/uk/p/x/']);
    expect(
      listItems(list).map((item) => [item.item_id, item.index, item.item_list_name, item.affiliation]),
    ).toEqual([
      ['81', 0, 'Blood pressure', 'V'],
      ['82', 1, 'Blood pressure', 'V'],
    ]);
    // Each item as GA4 reads it, the same as a product's own item with its place in the list.
    expect(listItems(list)[0]).toEqual({
      ...trackingItemOf(product(), { brand: 'V' }),
      index: 0,
      item_list_id: '2',
      item_list_name: 'Blood pressure',
    });
  });
  it("a listed product keeps its own category path and a currency other than the list's", () => {
    const other = product({
      id: '83',
      url: '/uk/p/y/',
      trackingPrice: null,
      categories: [{ id: '5', title: 'Massage', url: '/uk/c/massage/' }],
    });
    const list = trackedList(
      [product(), other, product({ id: '84', url: '/uk/p/z/' })],
      { id: '2', name: 'L' },
      'V',
    );
    expect(list.categories).toEqual([['Health', 'Blood pressure'], ['Massage']]);
    expect(listItems(list)).toEqual(
      [product(), other, product({ id: '84', url: '/uk/p/z/' })].map((listed, index) => ({
        ...trackingItemOf(listed, { brand: 'V' }),
        index,
        item_list_id: '2',
        item_list_name: 'L',
      })),
    );
    expect(listItems(list)[1]).toMatchObject({ currency: 'GBP', price: 59.99, item_category: 'Massage' });
  });
});

describe('cart changes become add_to_cart and remove_from_cart', () => {
  it('a new line and a higher quantity are adds of the difference; a lower one and a gone line removals', () => {
    const { added, removed } = cartChanges(
      [line('a', 1), line('b', 3), line('c', 2)],
      [line('a', 2), line('b', 1), line('d', 1)],
      'V',
    );
    expect(added.map((item) => [item.item_id, item.quantity])).toEqual([
      ['a', 1],
      ['d', 1],
    ]);
    expect(removed.map((item) => [item.item_id, item.quantity])).toEqual([
      ['b', 2],
      ['c', 2],
    ]);
  });
});

describe('the dataLayer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('value is the sum of price × quantity in cents; the currency EUR unless an item is in another', () => {
    const eur = { ...trackingItemOf(product(), { brand: 'V' }), quantity: 3 };
    expect(ecommerceOf('view_cart', [eur]).ecommerce).toMatchObject({ currency: 'EUR', value: 209.97 });
    const pln = trackingItemOfLine(line('x', 1), 'V');
    expect(ecommerceOf('view_cart', [eur, pln]).ecommerce.currency).toBe('PLN');
  });

  it('each event clears the previous ecommerce object first; no items, no event', () => {
    const window = {} as { dataLayer?: unknown[] };
    vi.stubGlobal('window', window);
    pushEcommerce('view_item', []);
    expect(window.dataLayer).toEqual([]);
    const item = trackingItemOf(product(), { brand: 'V' });
    pushEcommerce('select_item', [item], { id: '2', name: 'Blood pressure' });
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'select_item',
        ecommerce: {
          currency: 'EUR',
          value: 69.99,
          items: [item],
          item_list_id: '2',
          item_list_name: 'Blood pressure',
        },
      },
    ]);
  });

  it('the cart tracker takes the loaded cart as its start and reports only what changes after', () => {
    const window = {} as { dataLayer?: Record<string, unknown>[] };
    vi.stubGlobal('window', window);
    const tracker = createCartTracker('V');
    tracker.sync([line('a', 2)]);
    tracker.change([line('a', 2), line('b', 1)]);
    tracker.change([line('b', 1)]);
    const events = (window.dataLayer ?? []).flatMap((entry) => (entry.event ? [entry] : []));
    expect(events.map((entry) => entry.event)).toEqual(['add_to_cart', 'remove_from_cart']);
    expect(events[1]?.ecommerce).toMatchObject({ items: [{ item_id: 'a', quantity: 2 }] });
    expect(events[0]?.ecommerce).toMatchObject({ items: [{ item_id: 'b', quantity: 1 }] });
    expect(events).toHaveLength(2);
  });
});
