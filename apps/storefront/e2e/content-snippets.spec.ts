import { expect, test } from '@playwright/test';
import { recordDataLayer } from './data-layer';
import { type ContentLanguage, content, publicPath } from './product-content';
import { DESKTOP } from './shell-texts';
import { clearFaults, seedCart, variantsForSale } from './shop';

// The content service's cart snippets (spec §3) as the sandbox writes them, per edition.
const CART_NOTES = {
  global: {
    path: '/global/cart',
    label: 'Good to know',
    notes: ['Free shipping from €49', '30-day returns', 'Secure payment with SSL encryption'],
  },
  uk: {
    path: '/uk/cart',
    label: 'Good to know',
    notes: ['Free delivery from £39', '30-day returns', 'Secure payment with SSL encryption'],
  },
  // A single-sign-on store.
  pl: {
    path: '/pl/cart',
    label: 'Warto wiedzieć',
    notes: ['Darmowa wysyłka od 199 zł', '30 dni na zwrot', 'Bezpieczne płatności z szyfrowaniem SSL'],
  },
} as const;

test.afterEach(clearFaults);

type SnippetAnswer = {
  data: { config: { top: { elements: { component: string; properties: { content: unknown } }[] } } };
}[];

/** An element's content of a snippet, as the sandbox's content service answers the storefront. */
async function snippetContent<T>(
  language: ContentLanguage,
  snippetId: string,
  component: string,
): Promise<T> {
  const [snippet] = await content<SnippetAnswer>('/enterprise/snippets', language, {
    snippetIds: [snippetId],
    constraints: { 'query.language': language },
  });
  const element = snippet?.data.config.top.elements.find((candidate) => candidate.component === component);
  return element?.properties.content as T;
}

// A classic edition (global, the spec's English) and a single-sign-on one (pl).
const SNIPPET_EDITIONS = {
  global: { language: 'en', home: '/global/', toggle: (entry: string) => `Subcategories of ${entry}` },
  pl: { language: 'pl', home: '/pl/', toggle: (entry: string) => `Podkategorie: ${entry}` },
} as const;

test.describe('content snippets', () => {
  for (const [edition, expected] of Object.entries(CART_NOTES)) {
    test(`the cart page shows the cart-snippets notes (${edition})`, async ({ page }) => {
      await page.goto(expected.path);
      const notes = page.getByRole('main').getByRole('list', { name: expected.label });
      await expect(notes.getByRole('listitem')).toHaveText([...expected.notes]);
    });
  }

  test('the cart flyout shows the cart-flyout-snippet note (de, pl)', async ({ page }) => {
    const [variant] = await variantsForSale(1);
    for (const [path, country, open, label, note] of [
      ['/de/', 'DE', 'Warenkorb, 1 Artikel', 'Gut zu wissen', 'Kostenloser Versand ab 49 €'],
      ['/pl/', 'PL', 'Koszyk, 1 produkt', 'Warto wiedzieć', 'Darmowa wysyłka od 199 zł'],
    ] as const) {
      await seedCart(page, [{ merchandiseId: variant as string, quantity: 1 }], country, country);
      await page.goto(path);
      await page.getByRole('button', { name: open }).click();
      const flyout = page.getByRole('dialog');
      await expect(flyout.getByRole('list', { name: label }).getByRole('listitem')).toHaveText([note]);
      await page.keyboard.press('Escape');
    }
  });

  // The faq-snippet's questions join the FAQ page as one more group: searched and opened like the others.
  for (const [path, question, answer] of [
    [
      '/global/service/frequently-asked-questions',
      'How long does delivery take?',
      'Usually 2–3 working days.',
    ],
    ['/pl/obsluga-klienta/faq', 'Jak długo trwa dostawa?', null],
  ] as const) {
    test(`the FAQ page lists the faq-snippet's questions (${path})`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      const item = main.getByText(question, { exact: true });
      await expect(item).toBeVisible();
      if (answer) {
        await item.click();
        await expect(main.getByText(answer, { exact: true })).toBeVisible();
      }
    });
  }

  for (const [edition, { language, home, toggle }] of Object.entries(SNIPPET_EDITIONS)) {
    test.describe(() => {
      test.use({ viewport: DESKTOP });

      test(`a desktop flyout is the header-submenu's, with the flyout-snippet's teasers (${edition})`, async ({
        page,
      }) => {
        const [{ submenus }, { items: teasers }] = await Promise.all([
          snippetContent<{ submenus: { text: string; categories: { columns: { text: string }[] }[] }[] }>(
            language,
            'header-snippet',
            'header-submenu',
          ),
          snippetContent<{ items: { title: string; url: string }[] }>(
            language,
            'flyout-snippet',
            'flyout-teaser',
          ),
        ]);
        const [flyout] = submenus;
        expect(flyout).toBeTruthy();
        await page.goto(home);
        const nav = page.getByRole('navigation').first();
        const button = nav.getByRole('button', { name: toggle(flyout?.text ?? ''), exact: true });
        await expect(button).toBeEnabled();
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
        for (const column of flyout?.categories[0]?.columns ?? [])
          await expect(panel.getByRole('link', { name: column.text, exact: true })).toBeVisible();
        for (const teaser of teasers)
          await expect(panel.getByRole('link', { name: teaser.title, exact: true })).toHaveAttribute(
            'href',
            publicPath(teaser.url),
          );
      });

      test(`the product page shows the product-highlight-snippet's products under its headline (${edition})`, async ({
        page,
      }) => {
        const { headline, productIds } = await snippetContent<{ headline: string; productIds: string[] }>(
          language,
          'product-highlight-snippet',
          'product-highlight',
        );
        const { items } = await content<{ items: { id: string; fields: { title: string; url: string } }[] }>(
          '/documents/public',
          language,
          { datatype: 'product', ids: productIds, constraints: { 'query.language': language } },
        );
        const products = productIds.flatMap((id) => items.filter((item) => String(item.id) === id));
        expect(products.length).toBeGreaterThan(1);
        const [own, ...others] = products;
        const events = await recordDataLayer(page);
        // On a highlighted product's own page the others are shown, not itself.
        await page.goto(publicPath(own?.fields.url ?? ''));
        const highlight = page.getByRole('region', { name: headline, exact: true });
        await expect(highlight.getByRole('heading', { level: 3 })).toHaveText(
          others.map((product) => product.fields.title),
        );
        // The highlighted tiles are a tracked list of their own, in the order shown.
        await expect
          .poll(() => events().find((e) => e.ecommerce?.item_list_id === 'product_highlight')?.ecommerce)
          .toMatchObject({
            item_list_name: 'Product highlight',
            items: others.map((product, index) => ({ item_id: String(product.id), index })),
          });
      });
    });
  }
});
