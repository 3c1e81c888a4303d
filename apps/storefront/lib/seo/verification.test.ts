import { EDITION_KEYS } from '@shop/editions';
import { describe, expect, it } from 'vitest';
import { searchEngineVerification } from './verification';

describe('the search-engine verification tag applies only to languages it, fr, de, nl', () => {
  const env = { SEARCH_ENGINE_VERIFICATION: 'token-all' };

  it('it, fr, de and nl carry the token; every other edition carries none', () => {
    const withTag = EDITION_KEYS.filter((edition) => searchEngineVerification(edition, env) !== undefined);
    expect(withTag.sort()).toEqual(['de', 'fr', 'it', 'nl']);
    expect(searchEngineVerification('de', env)).toEqual({ google: 'token-all' });
  });

  it('no tag anywhere while the variable is unset or blank', () => {
    for (const edition of EDITION_KEYS) {
      expect(searchEngineVerification(edition, {})).toBeUndefined();
      expect(searchEngineVerification(edition, { SEARCH_ENGINE_VERIFICATION: '  ' })).toBeUndefined();
    }
  });

  it("an edition's own variable wins over the shared one, and gives no tag to an edition outside the rule", () => {
    const perEdition = {
      ...env,
      SEARCH_ENGINE_VERIFICATION_FR: 'token-fr',
      SEARCH_ENGINE_VERIFICATION_PL: 'x',
    };
    expect(searchEngineVerification('fr', perEdition)).toEqual({ google: 'token-fr' });
    expect(searchEngineVerification('it', perEdition)).toEqual({ google: 'token-all' });
    expect(searchEngineVerification('pl', perEdition)).toBeUndefined();
  });
});
