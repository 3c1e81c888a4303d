import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getEdition } from '@shop/editions';
import { browserMessages, loadEditionMessages } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import { clientMessages, isAnyScreenMessage, isClientMessage } from './client-messages';

const root = fileURLToPath(new URL('../../../', import.meta.url));
// Code that runs in the browser and formats messages, or hands ids to it: the storefront's components and lib,
// @shop/ui, the session
// and i18n's React binding.
const CLIENT_SOURCES = [
  'apps/storefront/components',
  'apps/storefront/lib/cart.ts',
  'packages/ui/src',
  'packages/session/src',
  'packages/i18n/src/react.tsx',
];

function sourceFiles(path: string): string[] {
  const full = join(root, path);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$|(^|\/)test\//.test(file))
    .map((file) => join(full, file));
}

describe('the browser gets the messages its components use, not the whole catalogue', () => {
  it('every message id named in client code is in the client part', async () => {
    const catalogue = await loadEditionMessages(getEdition('de'));
    const ids = new Set(Object.keys(catalogue));
    const named = new Set<string>();
    for (const file of CLIENT_SOURCES.flatMap(sourceFiles)) {
      for (const [, id] of readFileSync(file, 'utf8').matchAll(/['"`]([A-Za-z][\w.]*)['"`]/g)) {
        if (id && ids.has(id)) named.add(id);
      }
    }
    expect(named.size).toBeGreaterThan(50);
    // A screen's own components get its part from the provider its pages wrap them in (ScreenTexts).
    expect([...named].filter((id) => !isAnyScreenMessage(id))).toEqual([]);
  });

  it('ids built from a template would escape that check, so client code builds none', () => {
    const built = CLIENT_SOURCES.flatMap(sourceFiles).filter((file) =>
      /\bt\(\s*`|formatMessage\(\{\s*id:\s*`/.test(readFileSync(file, 'utf8')),
    );
    expect(built).toEqual([]);
  });

  it('leaves out the namespaces of screens the browser does not draw yet, and keeps the rest whole', async () => {
    const catalogue = await loadEditionMessages(getEdition('pl'));
    const client = clientMessages(catalogue);
    expect(Object.keys(client).length).toBeLessThan(Object.keys(catalogue).length * 0.6);
    expect(client).not.toHaveProperty('account.activate.decline');
    expect(client['cart.title']).toEqual(browserMessages(catalogue)['cart.title']);
    expect(client['cart.title']).toBe('Koszyk');
  });

  it('what every page can open (header, search, cart flyout, cart page, checkout dialogs) finds its texts in the client part', async () => {
    // A screen's namespaces reach only its own pages: an id of one here showed its id on every other page (the
    // checkout dialog's 'account.cancel' on the cart page did, until session 10).
    const everywhere = [
      'packages/ui/src/shell',
      'packages/ui/src/cart',
      'packages/ui/src/account/AccountMenu.tsx',
      'packages/ui/src/account/AccountLoginLink.tsx',
      'packages/ui/src/account/CheckoutLoginDialog.tsx',
      'packages/ui/src/account/CheckoutWarningDialog.tsx',
      'apps/storefront/components/cart/CartFlyoutIsland.tsx',
      'apps/storefront/components/cart/CartView.tsx',
      'apps/storefront/components/cart/CartUi.tsx',
      'apps/storefront/components/account/useCheckoutGate.tsx',
    ];
    const ids = new Set(Object.keys(await loadEditionMessages(getEdition('de'))));
    const named = new Set<string>();
    for (const file of everywhere.flatMap(sourceFiles)) {
      for (const [, id] of readFileSync(file, 'utf8').matchAll(/['"`]([A-Za-z][\w.]*)['"`]/g)) {
        if (id && ids.has(id)) named.add(id);
      }
    }
    expect(named.size).toBeGreaterThan(30);
    expect([...named].filter((id) => !isClientMessage(id))).toEqual([]);
  });
});
