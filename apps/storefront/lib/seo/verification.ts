import { type EditionKey, hasSearchEngineVerification } from '@shop/editions';
import type { Metadata } from 'next';

/** The variable holding the search engine's site-verification token; `…_DE` and the like win for one edition. */
export const VERIFICATION_ENV = 'SEARCH_ENGINE_VERIFICATION';

/**
 * The search-engine verification tag of an edition (spec §1: only languages it, fr, de and nl carry it), from the
 * environment; none when the token is not set.
 */
export function searchEngineVerification(
  edition: EditionKey,
  env: Readonly<Record<string, string | undefined>>,
): Metadata['verification'] {
  if (!hasSearchEngineVerification(edition)) return undefined;
  const token = env[`${VERIFICATION_ENV}_${edition.toUpperCase()}`]?.trim() || env[VERIFICATION_ENV]?.trim();
  return token ? { google: token } : undefined;
}
