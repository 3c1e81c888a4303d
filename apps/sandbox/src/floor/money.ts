// Money as the Storefront API writes it: Decimal strings without trailing zeros but with one decimal ("29.9", "10.0").

export function toCents(amount: string | number): number {
  return Math.round(Number(amount) * 100);
}

export function decimal(cents: number): string {
  const fixed = (cents / 100).toFixed(2);
  return fixed.endsWith('0') ? fixed.slice(0, -1) : fixed;
}

/** The Storefront API's MoneyV2. */
export interface MoneyV2 {
  __typename: 'MoneyV2';
  amount: string;
  currencyCode: string;
}

export function moneyV2(cents: number, currencyCode: string): MoneyV2 {
  return { __typename: 'MoneyV2', amount: decimal(cents), currencyCode };
}
