// Reading the content service's requests: the instance header, the JSON body, constraints, paging, sorting and
// filters. Bad input is a 400 with a message, never a 500.
import { randomUUID } from 'node:crypto';
import type { Currency, TextLanguage } from '../floor/markets';

export class ContentError extends Error {
  readonly errorId = randomUUID();
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const INSTANCES = {
  live: ['de'],
  live_nl: ['nl'],
  live_europe: ['en', 'gb', 'fr', 'it', 'pl', 'es', 'id'],
} as const satisfies Record<string, readonly TextLanguage[]>;
export type Instance = keyof typeof INSTANCES;

export function instanceOf(header: string | string[] | undefined): Instance {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) throw new ContentError(400, 'Missing header X-Makaira-Instance (live, live_nl or live_europe)');
  if (!Object.hasOwn(INSTANCES, value)) {
    throw new ContentError(
      400,
      `Unknown instance '${value}'. Known instances: ${Object.keys(INSTANCES).join(', ')}`,
    );
  }
  return value as Instance;
}

export function instanceLanguages(instance: Instance): readonly TextLanguage[] {
  return INSTANCES[instance];
}

export type Body = Record<string, unknown>;

export function objectBody(value: unknown): Body {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ContentError(400, 'The request body must be a JSON object');
  }
  return value as Body;
}

export const MAX_COUNT = 200;
export const DEFAULT_COUNT = 48;

/** Integers may come as numbers or numeric strings (query parameters passed through). */
export function integerField(body: Body, key: string, fallback: number, min: number, max: number): number {
  const raw = body[key];
  if (raw === undefined || raw === null || raw === '') return fallback;
  const value = typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
    throw new ContentError(400, `${key} must be an integer of at least ${min}`);
  }
  return Math.min(value, max);
}

export function stringField(body: Body, key: string, required = false): string | null {
  const value = body[key];
  if (value === undefined || value === null) {
    if (required) throw new ContentError(400, `${key} is required`);
    return null;
  }
  if (typeof value !== 'string') throw new ContentError(400, `${key} must be a string`);
  // Like the search engine, take control characters as no characters (Postgres text cannot even hold NUL).
  return value.replace(CONTROL_CHARACTERS, '');
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its job
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export function booleanField(body: Body, key: string, fallback: boolean): boolean {
  const value = body[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  throw new ContentError(400, `${key} must be a boolean`);
}

export interface Constraints {
  language: TextLanguage | null;
  shopId: number;
  useStock: boolean;
  customerGroup: string | null;
  currency: Currency;
  experiments: unknown;
}

const GROUP_CURRENCY: Record<string, Currency> = { pl: 'PLN', pln: 'PLN', gb: 'GBP', uk: 'GBP', gbp: 'GBP' };

/** Price field of a customer group: the group's currency (pl → PLN, gb/uk → GBP, else EUR). */
export function currencyOf(group: string | null, language: TextLanguage | null): Currency {
  const key = (group ?? language ?? '').toLowerCase();
  return GROUP_CURRENCY[key] ?? 'EUR';
}

export function constraintsOf(body: Body, languages: readonly TextLanguage[]): Constraints {
  const raw = body.constraints ?? {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new ContentError(400, 'constraints must be an object');
  }
  const c = raw as Record<string, unknown>;
  const language = c['query.language'];
  if (language !== undefined && language !== null && typeof language !== 'string') {
    throw new ContentError(400, 'constraints["query.language"] must be a string');
  }
  const lang = typeof language === 'string' && language !== '' ? language.toLowerCase() : null;
  if (lang !== null && !(languages as readonly string[]).includes(lang)) {
    throw new ContentError(
      400,
      `Language '${lang}' is not served by this instance (languages: ${languages.join(', ')})`,
    );
  }
  const shopRaw = c['query.shop_id'] ?? 1;
  const shopId = typeof shopRaw === 'string' ? Number(shopRaw) : shopRaw;
  if (typeof shopId !== 'number' || !Number.isInteger(shopId)) {
    throw new ContentError(400, 'constraints["query.shop_id"] must be an integer');
  }
  const useStockRaw = c['query.use_stock'] ?? false;
  if (typeof useStockRaw !== 'boolean' && useStockRaw !== 'true' && useStockRaw !== 'false') {
    throw new ContentError(400, 'constraints["query.use_stock"] must be a boolean');
  }
  const group = c['query.customer_group'];
  if (group !== undefined && group !== null && typeof group !== 'string') {
    throw new ContentError(400, 'constraints["query.customer_group"] must be a string');
  }
  const customerGroup = typeof group === 'string' && group !== '' ? group : null;
  return {
    language: lang as TextLanguage | null,
    shopId,
    useStock: useStockRaw === true || useStockRaw === 'true',
    customerGroup,
    currency: currencyOf(customerGroup, lang as TextLanguage | null),
    experiments: c['ab.experiments'] ?? null,
  };
}

export type SortKey = 'popularity' | 'price' | 'new' | 'relevance';
export interface Sorting {
  key: SortKey;
  direction: 'asc' | 'desc';
}

const SORT_KEYS: Record<string, SortKey> = {
  popularity: 'popularity',
  price: 'price',
  price_eur: 'price',
  price_pln: 'price',
  price_gbp: 'price',
  new: 'new',
  created_at: 'new',
  relevance: 'relevance',
};

/** `{field: 'asc'|'desc'}` (Makaira's shape); an empty object or list means the default. */
export function sortingOf(body: Body, fallback: SortKey): Sorting {
  const raw = body.sorting;
  if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0)) {
    return { key: fallback, direction: 'asc' };
  }
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ContentError(400, 'sorting must be an object such as {"price": "asc"}');
  }
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.length === 0) return { key: fallback, direction: 'asc' };
  const [field, order] = entries[0] as [string, unknown];
  const key = SORT_KEYS[field];
  if (!key) {
    throw new ContentError(400, `Unknown sort field '${field}'. Use popularity, price, new or relevance`);
  }
  const direction = typeof order === 'string' ? order.toLowerCase() : order;
  if (direction !== 'asc' && direction !== 'desc') {
    throw new ContentError(400, `Sort order of '${field}' must be asc or desc`);
  }
  return { key, direction };
}

export interface Filters {
  sizes: string[];
  priceFrom: number | null;
  priceTo: number | null;
  inStock: boolean;
}

function numberOf(value: unknown, key: string): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) {
    throw new ContentError(400, `aggregations.${key} must be a non-negative number`);
  }
  return n;
}

/** Selected filter values: `{size: ['M'], price_from, price_to, in_stock: true}`; unknown keys are ignored. */
export function filtersOf(body: Body): Filters {
  const raw = body.aggregations ?? {};
  if (Array.isArray(raw) && raw.length === 0)
    return { sizes: [], priceFrom: null, priceTo: null, inStock: false };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new ContentError(400, 'aggregations must be an object of selected filter values');
  }
  const a = raw as Record<string, unknown>;
  const sizeRaw = a.size ?? [];
  const sizes = typeof sizeRaw === 'string' ? [sizeRaw] : sizeRaw;
  if (!Array.isArray(sizes) || !sizes.every((size) => typeof size === 'string')) {
    throw new ContentError(400, 'aggregations.size must be a string or a list of strings');
  }
  const inStockRaw = a.in_stock ?? false;
  const inStock = inStockRaw === true || inStockRaw === 'true' || inStockRaw === '1' || inStockRaw === 1;
  if (!inStock && ![false, 'false', '0', 0, ''].includes(inStockRaw as never)) {
    throw new ContentError(400, 'aggregations.in_stock must be a boolean');
  }
  return {
    sizes: sizes.slice(0, 20),
    priceFrom: numberOf(a.price_from, 'price_from'),
    priceTo: numberOf(a.price_to, 'price_to'),
    inStock,
  };
}
