import { expect, test } from '@playwright/test';
import { SANDBOX_URL } from '../playwright.config';
import { recordDataLayer } from './data-layer';
import { type ContentLanguage, findProduct, publicPath } from './product-content';
import { storefront } from './shop';

const EDITIONS: {
  name: string;
  prefix: string;
  language: ContentLanguage;
  add: string;
  added: string;
  saving: RegExp;
}[] = [
  {
    name: 'global',
    prefix: 'global',
    language: 'en',
    add: 'Add the whole bundle to the cart',
    added: 'The bundle is in your cart.',
    saving: /You save .+ with this bundle/,
  },
  {
    name: 'uk',
    prefix: 'uk',
    language: 'gb',
    add: 'Add the whole bundle to the cart',
    added: 'The bundle is in your cart.',
    saving: /You save £.+ with this bundle/,
  },
  {
    name: 'pl',
    prefix: 'pl',
    language: 'pl',
    add: 'Dodaj cały zestaw do koszyka',
    added: 'Zestaw jest w Twoim koszyku.',
    saving: /Z tym zestawem oszczędzasz/,
  },
];

for (const edition of EDITIONS) {
  test(`${edition.name}: a product's bundle section leads to the bundle page, which puts the whole bundle into the cart`, async ({
    page,
    context,
  }) => {
    const product = await findProduct(edition.language, (p) => p.sections.bundles.length > 0);
    const bundle = product.sections.bundles[0] as { id: string; title: string; url: string };
    await page.goto(publicPath(product.url));
    await page.locator('#product-bundle').getByRole('link', { name: bundle.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: bundle.title })).toBeVisible();
    const items = page.locator('.shop-bundle__item');
    const titles = await items.locator('h2').allTextContents();
    expect(titles.length).toBeGreaterThan(1);
    await expect(page.getByText(edition.saving)).toBeVisible();

    const cartCalls: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.url().includes('/graphql') && /cartLinesAdd|cartCreate/.test(body)) cartCalls.push(body);
    });
    await page.getByRole('button', { name: edition.add }).click();
    await expect(page.getByText(edition.added)).toBeVisible();
    expect(cartCalls).toHaveLength(1);
    expect(cartCalls[0]?.match(/gid:\/\/shopify\/ProductVariant\/\d+/g)?.length).toBe(titles.length);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'bundle')?.value).toBe(bundle.id);

    const stored = await page.evaluate((key) => window.localStorage.getItem(key), `cartId:${SANDBOX_URL}`);
    const cartId = (JSON.parse(stored ?? '{}') as { id?: string }).id;
    const cart = await storefront<{
      cart: { lines: { nodes: { attributes: { key: string; value: string }[] }[] } };
    }>('query ($id: ID!) { cart(id: $id) { lines(first: 50) { nodes { attributes { key value } } } } }', {
      id: cartId,
    });
    const bundleLines = cart.cart.lines.nodes.filter((line) =>
      line.attributes.some((attribute) => attribute.key === '_bundle' && attribute.value === bundle.id),
    );
    expect(bundleLines).toHaveLength(titles.length);
  });

  test(`${edition.name}: redirectBundleId opens the bundle page, whose products are a tracked list`, async ({
    page,
  }) => {
    const events = await recordDataLayer(page);
    const product = await findProduct(edition.language, (p) => p.sections.bundles.length > 0);
    const bundle = product.sections.bundles[0] as { id: string; title: string };
    await page.goto(`/${edition.prefix}/?redirectBundleId=${bundle.id}`);
    await expect(page.getByRole('heading', { level: 1, name: bundle.title })).toBeVisible();
    const titles = await page.locator('.shop-bundle__item h2').allTextContents();
    const listId = `bundle_${bundle.id}`;
    await expect.poll(() => events().filter((e) => e.ecommerce?.item_list_id === listId).length).toBe(1);
    const list = events().find((e) => e.ecommerce?.item_list_id === listId);
    expect(list?.event).toBe('view_item_list');
    expect(list?.ecommerce.item_list_name).toBe(bundle.title);
    expect(list?.ecommerce.items.map((item: { item_name: string }) => item.item_name)).toEqual(titles);
  });
}
