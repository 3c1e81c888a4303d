import type { ImageData } from '../primitives/MediaImage';

/** What the header's autosuggest shows for a phrase: a few products and categories (spec §9: four products). */
export interface SearchSuggestions {
  /** The phrase these suggestions are for. */
  phrase: string;
  products: {
    id: string;
    title: string;
    url: string;
    image: ImageData | null;
    /** False for a product that cannot be bought now: the suggestion says so (§8); missing means it can be. */
    available?: boolean;
  }[];
  categories: { title: string; url: string }[];
}
