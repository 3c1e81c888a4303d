import { describe, expect, it } from 'vitest';
import { trustedShopsFor } from './trusted-shops';

const ID = 'X0123456789ABCDEF0123456789ABCDEF';
const base = { SHOP_BACKEND: 'sandbox' };

describe('trustedShopsFor: the Trusted Shops element where an edition has an id', () => {
  it('none without an id, or with one that is not a Trusted Shops id', () => {
    expect(trustedShopsFor('de', base)).toBeNull();
    expect(trustedShopsFor('de', { ...base, TRUSTED_SHOP_ID_DE: 'X123' })).toBeNull();
    expect(trustedShopsFor('de', { ...base, TRUSTED_SHOP_ID_DE: `${ID}"><script>` })).toBeNull();
  });

  it('the certificate link per edition; no script unless configured', () => {
    const env = { ...base, TRUSTED_SHOP_ID_DE: ID.toLowerCase() };
    expect(trustedShopsFor('de', env)).toEqual({
      id: ID,
      certificateUrl: `https://www.trustedshops.com/shop/certificate.php?shop_id=${ID}`,
      badgeScript: null,
    });
    expect(trustedShopsFor('pl', env)).toBeNull();
    expect(trustedShopsFor('pl', { ...env, TRUSTED_SHOP_ID: ID })?.id).toBe(ID);
  });

  it('the trustbadge script with TRUSTED_SHOPS_BADGE_SCRIPT, which an edition may turn off for itself', () => {
    const env = { ...base, TRUSTED_SHOP_ID: ID, TRUSTED_SHOPS_BADGE_SCRIPT: 'true' };
    expect(trustedShopsFor('de', env)?.badgeScript).toBe(`https://widgets.trustedshops.com/js/${ID}.js`);
    expect(trustedShopsFor('de', { ...env, TRUSTED_SHOPS_BADGE_SCRIPT_DE: 'false' })?.badgeScript).toBeNull();
    expect(trustedShopsFor('fr', { ...env, TRUSTED_SHOPS_BADGE_SCRIPT: 'no' })?.badgeScript).toBeNull();
  });
});
