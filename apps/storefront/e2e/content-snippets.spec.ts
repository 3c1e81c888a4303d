import { expect, test } from '@playwright/test';
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
});
