import { expect, type Page, test } from '@playwright/test';
import { DESKTOP, PHONE, SHELL_TEXT } from './shell-texts';

// The sandbox's content service asks for the minimized header on the shipping page (with a logo, a call to
// action and colours) and on the contact page (no logo: the shop's fallback logo).
const MINIMIZED = {
  global: {
    configured: '/global/shipping-delivery/',
    fallback: '/global/contact/',
    menu: 'Information',
    home: 'To the home page',
    cta: 'Visit the shop',
    links: ['Frequently asked questions', 'About us', 'Contact'],
  },
  de: {
    configured: '/de/versand-lieferung/',
    fallback: '/de/kontakt/',
    menu: 'Informationen',
    home: 'Zur Startseite',
    cta: 'Zum Shop',
    links: ['Häufige Fragen', 'Über uns', 'Kontakt'],
  },
} as const;

const banner = (page: Page) => page.getByRole('banner');

for (const edition of ['global', 'de'] as const) {
  const text = MINIMIZED[edition];
  const shell = SHELL_TEXT[edition];

  test.describe(`${edition}, desktop`, () => {
    test.use({ viewport: DESKTOP });

    test('the configured page shows the minimized header and footer, not the full navigation', async ({
      page,
    }) => {
      await page.goto(text.configured);
      await expect(banner(page)).toHaveCount(1);
      const logo = banner(page).getByRole('link', { name: 'Vitalis Home Health' });
      await expect(logo).toHaveAttribute('href', `/${edition}/`);
      await expect(logo.getByRole('img')).toBeVisible();
      const menu = banner(page).getByRole('navigation', { name: text.menu });
      await expect(menu.getByRole('link')).toHaveText([...text.links]);
      await expect(banner(page).getByRole('button', { name: text.menu })).toBeHidden();
      await expect(banner(page).getByRole('link', { name: text.cta })).toHaveAttribute(
        'href',
        `/${edition}/`,
      );
      await expect(page.getByRole('navigation', { name: shell.nav })).toBeHidden();
      const footer = page.getByRole('contentinfo');
      await expect(footer).toHaveCount(1);
      await expect(footer.getByRole('link')).toHaveText([...text.links]);
      await expect(footer.getByText(/© \d{4} Vitalis Home Health/)).toBeVisible();
      await expect(footer.getByRole('textbox', { name: shell.email })).toHaveCount(0);
    });

    test('a page without a configured logo shows the fallback logo; a normal page keeps the full header', async ({
      page,
    }) => {
      await page.goto(text.fallback);
      const home = banner(page).getByRole('link', { name: text.home });
      await expect(home).toContainText('Vitalis');
      await expect(home.getByRole('img')).toHaveCount(0);
      await expect(banner(page).getByRole('navigation', { name: text.menu })).toBeVisible();
      await expect(page.getByRole('navigation', { name: shell.nav })).toBeHidden();

      await page.goto(shell.home);
      await expect(page.getByRole('navigation', { name: shell.nav })).toBeVisible();
      await expect(page.getByRole('navigation', { name: text.menu })).toHaveCount(0);
      await expect(page.getByRole('contentinfo').getByRole('textbox', { name: shell.email })).toBeVisible();
    });
  });

  test.describe(`${edition}, phone`, () => {
    test.use({ viewport: PHONE });

    test('the info menu is a toggle list that an outside click and Escape close', async ({ page }) => {
      await page.goto(text.configured);
      const toggle = banner(page).getByRole('button', { name: text.menu });
      const firstLink = banner(page).getByRole('link', { name: text.links[1] });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(firstLink).toBeHidden();
      await expect(page.getByRole('button', { name: shell.openMenu })).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(firstLink).toBeVisible();
      await page.getByRole('main').click({ position: { x: 10, y: 10 } });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(firstLink).toBeHidden();
      await toggle.click();
      await expect(firstLink).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(firstLink).toBeHidden();
      await expect(toggle).toBeFocused();
    });
  });
}
