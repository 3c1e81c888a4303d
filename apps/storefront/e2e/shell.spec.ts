import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { TRUSTED_SHOP_IDS } from '../playwright.config';
import { newClient } from './own-route';
import { DESKTOP, PHONE, SHELL_EDITIONS, SHELL_TEXT } from './shell-texts';
import { clearFaults, injectFault } from './shop';

test.afterEach(clearFaults);

for (const edition of SHELL_EDITIONS) {
  const text = SHELL_TEXT[edition];

  test.describe(`${edition}, desktop`, () => {
    test.use({ viewport: DESKTOP });

    test('keyboard through the main navigation and a submenu; Escape returns focus', async ({ page }) => {
      await page.goto(text.home);
      const nav = page.getByRole('navigation', { name: text.nav });
      const toggle = nav.getByRole('button', { name: text.submenu }).first();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      // Only script opens a submenu: the toggle says so until the page is hydrated (a key before that was lost).
      await expect(toggle).toBeEnabled();
      const firstLink = nav.getByRole('link').first();
      await firstLink.focus();
      await page.keyboard.press('ArrowRight');
      await expect(toggle).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      const panelLinks = panel.getByRole('link');
      await expect(panelLinks.first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(panelLinks.nth(1)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
      await expect(panel).toBeHidden();
    });

    test('a submenu opens after the 250 ms hover and closes on mouse-out and on a route change', async ({
      page,
    }) => {
      await page.goto(text.home);
      const nav = page.getByRole('navigation', { name: text.nav });
      const toggle = nav.getByRole('button', { name: text.submenu }).first();
      await expect(toggle).toBeEnabled();
      await nav.getByRole('link').first().hover();
      const hoveredAt = Date.now();
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(Date.now() - hoveredAt).toBeGreaterThanOrEqual(200);
      await page.mouse.move(5, 850);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await nav.getByRole('link').first().hover();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      const target = panel.getByRole('link').nth(1);
      const href = (await target.getAttribute('href')) ?? '';
      await target.click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[.?]/g, '\\$&')}$`));
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    test("the menu items' fields: the highlighted category's badge and look, 'Show all' first in a submenu", async ({
      page,
    }) => {
      await page.goto(text.home);
      const nav = page.getByRole('navigation', { name: text.nav });
      // The sandbox highlights its last category: css 'menu-… highlight' (a look of the fixed list), a label per
      // language (the badge, part of the link's name).
      const badged = nav.getByRole('link', { name: new RegExp(`\\s${text.badge}$`) });
      await expect(badged).toHaveCount(1);
      await expect(badged.getByText(text.badge, { exact: true })).toBeVisible();
      await expect(badged.locator('.shop-navlabel--highlight')).toBeVisible();
      // 'Show all' leads where the item's allLink says (in the sandbox: the category's page), first in its submenu.
      const first = nav.getByRole('link').first();
      const category = ((await first.textContent()) ?? '').trim();
      const toggle = nav.getByRole('button', { name: text.submenu }).first();
      await expect(toggle).toBeEnabled();
      await toggle.click();
      const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      const showAll = panel.getByRole('link').first();
      await expect(showAll).toHaveAccessibleName(text.showAll(category));
      await expect(showAll).toHaveAttribute('href', (await first.getAttribute('href')) ?? '');
      await showAll.click();
      await expect(page.getByRole('heading', { level: 1, name: category })).toBeVisible();
    });

    test('the Trusted Shops element where the edition has a trusted-shop id, and no script of theirs', async ({
      page,
    }) => {
      await page.goto(text.home);
      const footer = page.getByRole('contentinfo');
      const id = TRUSTED_SHOP_IDS[edition === 'global' ? 'en' : (edition as 'de')];
      if (text.trustedShops) {
        const link = footer.getByRole('link', { name: text.trustedShops });
        await expect(link).toHaveAttribute(
          'href',
          `https://www.trustedshops.com/shop/certificate.php?shop_id=${id}`,
        );
        await expect(link).toHaveAttribute('target', '_blank');
      } else await expect(footer.getByRole('link', { name: /Trusted Shops/ })).toHaveCount(0);
      // Their trustbadge script only with TRUSTED_SHOPS_BADGE_SCRIPT, which these tests leave unset.
      await expect(page.locator('script[src*="trustedshops"]')).toHaveCount(0);
    });

    test('the footer shows its parts; the newsletter subscribes, and a failure keeps the email', async ({
      page,
    }) => {
      // The route's rate limit counts per client: this test is a client of its own, as a proxy would tell.
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClient() });
      await page.goto(text.home);
      const footer = page.getByRole('contentinfo');
      await expect(
        footer.getByRole('navigation', { name: text.footer }).getByRole('link').first(),
      ).toBeVisible();
      const paypal = footer.getByRole('img', { name: 'paypal' });
      await expect(paypal).toBeVisible();
      expect(await paypal.boundingBox()).toMatchObject({ width: 35, height: 25 });
      await expect(footer.getByRole('link', { name: 'facebook' })).toHaveAttribute('href', /facebook\.com/);
      await expect(footer.getByRole('img', { name: 'App Store' })).toBeVisible();
      await expect(footer.getByText(/© \d{4} Vitalis Home Health/)).toBeVisible();

      const field = footer.getByRole('textbox', { name: text.email });
      const subscribe = footer.getByRole('button', { name: text.subscribe });
      await subscribe.click();
      await expect(field).toHaveAccessibleDescription(text.required);
      await expect(field).toBeFocused();

      const email = `shell-${randomUUID()}@example.com`;
      await field.fill(email);
      // The SMTP relay refuses the confirmation mail (all three tries of the route).
      await injectFault({ path: 'smtp', status: 451, latencyMs: 300, times: 3 });
      await footer.getByRole('checkbox').check();
      await subscribe.click();
      await expect(footer.locator('form')).toHaveAttribute('aria-busy', 'true');
      await expect(footer.getByRole('alert')).toHaveText(text.failure);
      await expect(field).toHaveValue(email);
      await expect(footer.getByRole('checkbox')).toBeChecked();

      await footer.getByRole('button').filter({ hasText: text.subscribe }).click();
      await expect(footer.getByRole('status')).toHaveText(text.success);
      await expect(field).toBeHidden();
    });
  });

  test.describe(`${edition}, phone`, () => {
    test.use({ viewport: PHONE, hasTouch: true });

    test('the mobile navigation locks the page scroll, closes on an overlay tap, drills down, and closes on a route change', async ({
      page,
    }) => {
      await page.goto(text.home);
      await expect(page.getByRole('navigation', { name: text.nav })).toBeHidden();
      await page.getByRole('button', { name: text.openMenu }).click();
      const dialog = page.getByRole('dialog', { name: text.nav });
      await expect(dialog).toBeVisible();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      // Focus stays in the drawer.
      for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      // The drawer leaves a strip of the dimmed page: a tap there closes it, and the page scrolls again.
      const drawer = await dialog.boundingBox();
      expect(drawer?.x ?? 0).toBeGreaterThanOrEqual(40);
      await page.mouse.click(8, PHONE.height / 2);
      await expect(dialog).toBeHidden();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
      await page.getByRole('button', { name: text.openMenu }).click();
      // Drill into the first entry with children, then follow one of its links.
      const entry = dialog.getByRole('list').getByRole('button').first();
      const label = (await entry.textContent())?.trim() ?? '';
      await entry.click();
      const level = page.getByRole('dialog', { name: label });
      const link = level.getByRole('list').getByRole('link').first();
      const href = (await link.getAttribute('href')) ?? '';
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[.?]/g, '\\$&')}$`));
      await expect(page.getByRole('dialog')).toBeHidden();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    });

    test("the mobile navigation shows the highlighted category's badge, and its level's 'Show all' link", async ({
      page,
    }) => {
      await page.goto(text.home);
      await page.getByRole('button', { name: text.openMenu }).click();
      const dialog = page.getByRole('dialog', { name: text.nav });
      const badged = dialog.getByRole('button', { name: new RegExp(`\\s${text.badge}$`) });
      await expect(badged).toHaveCount(1);
      const category = ((await badged.textContent()) ?? '').replace(text.badge, '').trim();
      await badged.click();
      const level = page.getByRole('dialog', { name: category });
      const showAll = level.getByRole('link', { name: text.showAll(category) });
      // The item's allLink: in the sandbox the category's own page.
      await expect(showAll).toHaveAttribute('href', /^\/[a-z]+\/c\/[^/]+\/$/);
      await showAll.click();
      await expect(page.getByRole('heading', { level: 1, name: category })).toBeVisible();
    });

    test('the mobile search opens with suggestions and closes when the navigation opens', async ({
      page,
    }) => {
      await page.goto(text.home);
      const search = page.getByRole('search');
      await expect(search).toBeHidden();
      await page.getByRole('button', { name: text.openSearch }).click();
      const field = search.getByRole('combobox');
      await expect(field).toBeFocused();
      // A phrase the catalogue knows: the start of the first category's name.
      const category = await page
        .getByRole('navigation', { name: text.nav, includeHidden: true })
        .getByRole('link', { includeHidden: true })
        .first()
        .textContent();
      await field.pressSequentially((category ?? '').trim().slice(0, 4).toLowerCase(), { delay: 30 });
      const list = page.getByRole('listbox');
      await expect(list).toBeVisible();
      // The list opens with the answer; its options are a chunk of their own (loaded on first need) and follow.
      await expect(list.getByRole('option').first()).toBeVisible();
      await page.getByRole('button', { name: text.closeSearch }).click();
      await expect(search).toBeHidden();
      await page.getByRole('button', { name: text.openSearch }).click();
      await page.getByRole('button', { name: text.openMenu }).click();
      await expect(page.getByRole('dialog', { name: text.nav })).toBeVisible();
      await expect(search).toBeHidden();
    });
  });
}

test.describe('editions without service pages', () => {
  test.use({ viewport: DESKTOP });

  test("the uk menu has no 'Service' entry and its footer links the privacy page at /uk/data-protection/", async ({
    page,
  }) => {
    await page.goto('/uk/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link').first()).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Service', exact: true })).toHaveCount(0);
    await expect(nav.locator('a[href="/uk/"]')).toHaveCount(0);
    // Nor a footer column whose links (FAQ, manuals) the edition does not have: no heading over nothing.
    await expect(
      page.getByRole('contentinfo').getByRole('heading', { name: 'Customer service' }),
    ).toHaveCount(0);
    const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Data protection', exact: true });
    await expect(privacy).toHaveAttribute('href', '/uk/data-protection/');
    await privacy.click();
    await expect(page).toHaveURL(/\/uk\/data-protection\/$/);
    await expect(page.getByRole('main').getByText(/^We process your data solely/)).toBeVisible();
  });

  test("the global menu's 'Service' entry links its FAQ", async ({ page }) => {
    await page.goto('/global/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Service', exact: true })).toHaveAttribute(
      'href',
      '/global/service/frequently-asked-questions/',
    );
  });
});
