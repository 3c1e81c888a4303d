/** The manufacturer's name, shown where no logo is configured. The spec does not name the brand; the sandbox's catalogue calls it Vitalis. */
export const BRAND_NAME = process.env.NEXT_PUBLIC_BRAND_NAME || 'Vitalis';

/** The storefront's public origin, the base of canonical and hreflang URLs. */
export const SHOP_BASE_URL = process.env.SHOP_BASE_URL || 'http://localhost:3000';
