import { expect, type Page } from '@playwright/test';
import { SANDBOX_URL } from '../playwright.config';

const TOKEN = 'sandbox-storefront-token';

export async function storefront<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${SANDBOX_URL}/api/2025-01/graphql.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': TOKEN },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T };
  return body.data;
}

/** Variants for sale with stock, from the seeded catalogue. */
export async function variantsForSale(count: number): Promise<string[]> {
  const data = await storefront<{
    products: {
      nodes: {
        variants: { nodes: { id: string; availableForSale: boolean; quantityAvailable: number }[] };
      }[];
    };
  }>(
    '{ products(first: 40) { nodes { variants(first: 3) { nodes { id availableForSale quantityAvailable } } } } }',
  );
  return data.products.nodes
    .flatMap((product) => product.variants.nodes)
    .filter((variant) => variant.availableForSale && variant.quantityAvailable > 10)
    .slice(0, count)
    .map((variant) => variant.id);
}

/**
 * Gives the browser a cart with these lines, the way the session stores it (cart id per shop URL), so cart
 * screens can be tested before the product pages that fill it.
 */
export async function seedCart(
  page: Page,
  lines: { merchandiseId: string; quantity: number }[],
  country = 'DE',
  language = 'DE',
) {
  const data = await storefront<{ cartCreate: { cart: { id: string } } }>(
    `mutation ($input: CartInput!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
      cartCreate(input: $input) { cart { id } }
    }`,
    { input: { lines }, country, language },
  );
  const ref = JSON.stringify({ id: data.cartCreate.cart.id, country, language });
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key as string, value as string),
    [`cartId:${SANDBOX_URL}`, ref],
  );
  return data.cartCreate.cart.id;
}

/** Fills the sandbox's checkout form as Anna Nowak and pays (country: the one the form shows). */
export async function payAtCheckout(
  page: Page,
  address: { email: string; address1: string; zip: string; city: string },
) {
  await page.getByLabel('Email').fill(address.email);
  await page.getByLabel('First name').fill('Anna');
  await page.getByLabel('Last name').fill('Nowak');
  await page.getByLabel('Street and house number').fill(address.address1);
  await page.getByLabel('Postal code').fill(address.zip);
  await page.getByLabel('City').fill(address.city);
  await page.getByRole('button', { name: /Pay now/ }).click();
}

export async function injectFault(fault: Record<string, unknown>) {
  const response = await fetch(`${SANDBOX_URL}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(response.status).toBe(201);
}

export async function clearFaults() {
  await fetch(`${SANDBOX_URL}/__sandbox/faults`, { method: 'DELETE' });
}
