import type { Autosuggestion } from '@shop/content-client';
import { isBuyableStatus, type SearchSuggestions } from '@shop/ui/model';

/** Shortest phrase the header asks suggestions for. */
export const MIN_SUGGEST_PHRASE = 2;
/** Longest phrase the autosuggest takes; longer input is a bad request. */
export const MAX_SUGGEST_PHRASE = 100;
/** How long an answer is kept, on the server and per phrase in the browser. */
export const SUGGESTIONS_KEPT_MS = 5 * 60_000;
/** Categories the header's suggestions list at most, below the products. */
export const MAX_SUGGESTED_CATEGORIES = 3;

/** The content service's autosuggest answer as the header's view model. */
export function toSearchSuggestions(phrase: string, result: Autosuggestion): SearchSuggestions {
  return {
    phrase,
    products: result.products.map(({ id, title, url, image, availability }) => ({
      id,
      title,
      url,
      image,
      // A product that cannot be bought now is still suggested, and says so (§8).
      available: isBuyableStatus(availability),
    })),
    categories: result.categories
      .slice(0, MAX_SUGGESTED_CATEGORIES)
      .map(({ title, url }) => ({ title, url })),
  };
}
