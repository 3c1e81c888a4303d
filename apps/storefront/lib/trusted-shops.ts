// The Trusted Shops element of an edition (spec §3 edition settings: the trusted-shop id): a link to its
// certificate, and their trustbadge script only where configured (docs/storefront.md, "Trusted Shops").
import { type EditionKey, type Env, resolveTrustedShopId } from '@shop/editions';

/** Where the trustbadge script comes from; the policy allows this host only when a script is configured. */
export const TRUSTED_SHOPS_ORIGIN = 'https://widgets.trustedshops.com';

export interface TrustedShops {
  id: string;
  /** The shop's certificate page at Trusted Shops: the element's link. */
  certificateUrl: string;
  /** Their trustbadge script, or null (the default): no third-party script unless configured. */
  badgeScript: string | null;
}

/** A Trusted Shops id: `X` and 32 hexadecimal digits; anything else counts as unset (it goes into URLs). */
const TRUSTED_SHOP_ID = /^X[0-9A-F]{32}$/;

const yes = (value: string | undefined) => /^(1|true|yes)$/i.test(value?.trim() ?? '');

/** `TRUSTED_SHOPS_BADGE_SCRIPT_DE`, else `TRUSTED_SHOPS_BADGE_SCRIPT`: whether the edition loads the trustbadge. */
function scriptWanted(edition: EditionKey, env: Env): boolean {
  const own = env[`TRUSTED_SHOPS_BADGE_SCRIPT_${edition.toUpperCase()}`];
  return own?.trim() ? yes(own) : yes(env.TRUSTED_SHOPS_BADGE_SCRIPT);
}

/**
 * The edition's Trusted Shops element, or null when it has no trusted-shop id (`TRUSTED_SHOP_ID[_XX]`, read by
 * `resolveTrustedShopId`). The trustbadge script comes only with `TRUSTED_SHOPS_BADGE_SCRIPT[_XX]=true`.
 */
export function trustedShopsFor(edition: EditionKey, env: Env): TrustedShops | null {
  const id = resolveTrustedShopId(edition, env)?.toUpperCase();
  if (!id || !TRUSTED_SHOP_ID.test(id)) return null;
  return {
    id,
    certificateUrl: `https://www.trustedshops.com/shop/certificate.php?shop_id=${id}`,
    badgeScript: scriptWanted(edition, env) ? `${TRUSTED_SHOPS_ORIGIN}/js/${id}.js` : null,
  };
}
