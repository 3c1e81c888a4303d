// The country and language switch in the browser: the remembered choice (`country` cookie) and the cart lines
// before the switch, so the new edition can tell the shopper which lines its re-validation dropped (spec §4).
import { COOKIES, type EditionKey } from '@shop/editions';
import { documentCookies } from '@shop/session';
import type { Cart } from '@shop/shop-client';
import type { SwitchOption } from './country-options';
import { CART_BEFORE_SWITCH } from './switch-pending.client';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

interface LineBefore {
  merchandiseId: string;
  title: string;
}

/**
 * Remembers the chosen store so `/` brings the shopper back to it (the store-choice rule reads the cookie): on a
 * switch, and on every page of an edition (`Providers`), since kept pages carry no `Set-Cookie`.
 */
export function rememberCountry(value: string): void {
  const jar = documentCookies();
  if (jar.get(COOKIES.country) === value) return;
  jar.set(COOKIES.country, value, new Date(Date.now() + YEAR_MS));
}

/**
 * On every page of an edition: remembers its store for `/`, unless the remembered country is one this store serves
 * (a delivery country chosen apart from the language, Austria on the de store: spec §2.3).
 */
export function rememberStore(edition: EditionKey, servedCountries: readonly string[]): void {
  const remembered = rememberedCountry();
  if (remembered && servedCountries.includes(remembered)) return;
  rememberCountry(edition);
}

/** The country the shopper chose to have delivered to (the `country` cookie), if any. */
export function rememberedCountry(): string | undefined {
  return documentCookies().get('country');
}

/**
 * The delivery country the selector shows as current: the remembered one when its store is this edition (Austria
 * on the de store), else the edition's own.
 */
export function currentDelivery(
  options: SwitchOption[],
  edition: EditionKey,
  remembered: string | undefined,
): SwitchOption | undefined {
  return (
    options.find((option) => option.value === remembered && option.edition === edition) ??
    options.find((option) => option.active)
  );
}

/** Keeps the cart's lines for the edition switched to. */
export function keepCartBeforeSwitch(cart: Cart | null, to: EditionKey): void {
  try {
    const lines: LineBefore[] = (cart?.lines ?? []).map((line) => ({
      merchandiseId: line.merchandiseId,
      title: line.productTitle || line.title,
    }));
    if (lines.length > 0) sessionStorage.setItem(CART_BEFORE_SWITCH, JSON.stringify({ to, lines }));
    else sessionStorage.removeItem(CART_BEFORE_SWITCH);
  } catch {
    // Without session storage the shopper is simply not told; the cart is still re-validated.
  }
}

/**
 * The titles of the lines the re-validated cart of this edition no longer has; read once (the kept lines are
 * forgotten), `null` when no switch to this edition is pending.
 */
export function droppedAfterSwitch(cart: Cart | null, edition: EditionKey): string[] | null {
  try {
    const kept = sessionStorage.getItem(CART_BEFORE_SWITCH);
    if (!kept) return null;
    const before = JSON.parse(kept) as { to: EditionKey; lines: LineBefore[] };
    sessionStorage.removeItem(CART_BEFORE_SWITCH);
    if (before.to !== edition) return null;
    const now = new Set((cart?.lines ?? []).map((line) => line.merchandiseId));
    return before.lines.filter((line) => !now.has(line.merchandiseId)).map((line) => line.title);
  } catch {
    return null;
  }
}
