// Whether a country switch left the cart's lines for this page to compare, told without loading the comparison
// (`lib/country-switch.client.ts`), which only a page right after a switch needs.

/** Where the switch keeps the cart's lines for the edition switched to (session storage). */
export const CART_BEFORE_SWITCH = 'cartBeforeSwitch';

export function switchPending(): boolean {
  try {
    return sessionStorage.getItem(CART_BEFORE_SWITCH) !== null;
  } catch {
    return false;
  }
}
