// POST /search/public: product search and autosuggest, link groups (category, manufacturer, links) and a
// suggestion when nothing matches.
import { textIn } from '../catalogue/read-model';
import type { Db } from '../db/database';
import type { DocumentContext } from './documents';
import { queryListing, suggestPhrase } from './listing';
import { productGroup } from './listing-response';
import {
  type Body,
  booleanField,
  type Constraints,
  DEFAULT_COUNT,
  filtersOf,
  integerField,
  MAX_COUNT,
  sortingOf,
  stringField,
} from './request';

const group = (items: unknown[]) => ({ items, count: items.length, total: items.length });

export async function searchResult(db: Db, body: Body, constraints: Constraints, ctx: DocumentContext) {
  const phrase = (stringField(body, 'searchPhrase') ?? '').trim().slice(0, 200);
  const count = integerField(body, 'count', DEFAULT_COUNT, 0, MAX_COUNT);
  const offset = integerField(body, 'offset', 0, 0, 1_000_000);
  const enableAggregations = booleanField(body, 'enableAggregations', false);
  const filters = filtersOf(body);
  const sorting = sortingOf(body, 'relevance');
  const { model, language } = ctx;
  if (phrase === '' || constraints.shopId !== 1) {
    const empty = { items: [], count: 0, total: 0, offset, aggregations: {} };
    return {
      product: empty,
      category: group([]),
      manufacturer: group([]),
      links: group([]),
      suggestion: null,
    };
  }
  const result = await queryListing(db, {
    language,
    currency: ctx.currency,
    phrase,
    categoryId: null,
    productIds: null,
    filters,
    sorting,
    count,
    offset,
    useStock: constraints.useStock,
    withAggregations: enableAggregations,
    withCategories: true,
  });
  const categories = result.categories.flatMap(({ id, count: hits }) => {
    const category = model.categories.get(id);
    const text = category?.texts.get(language);
    if (!category || !text) return [];
    return [
      {
        id: String(id),
        type: 'category',
        fields: {
          id: String(id),
          url: text.seoUrl,
          title: text.name,
          category_title: text.name,
          count: hits,
        },
      },
    ];
  });
  const needle = phrase.toLowerCase();
  const vendor = model.catalogue.products[0]?.vendor ?? 'Vitalis';
  const manufacturers =
    result.total > 0 || vendor.toLowerCase().includes(needle)
      ? [
          {
            id: 'vitalis',
            type: 'manufacturer',
            fields: {
              id: 'vitalis',
              url: `/${language}/m/${vendor.toLowerCase()}/`,
              title: vendor,
              manufacturer_title: vendor,
              count: result.total,
            },
          },
        ]
      : [];
  const links = model.catalogue.pages.flatMap((page) => {
    const text = textIn(page.texts, language);
    if (!text || !`${text.title} ${text.bodySummary}`.toLowerCase().includes(needle)) return [];
    return [
      {
        id: String(page.id),
        type: 'link',
        fields: { id: String(page.id), url: text.seoUrl, title: text.title, count: 1 },
      },
    ];
  });
  let suggestion: unknown = null;
  if (result.total === 0) {
    const corrected = await suggestPhrase(db, language, phrase);
    if (corrected) {
      const probe = await queryListing(db, {
        language,
        currency: ctx.currency,
        phrase: corrected,
        categoryId: null,
        productIds: null,
        filters: { sizes: [], priceFrom: null, priceTo: null, inStock: false },
        sorting: { key: 'relevance', direction: 'asc' },
        count: 0,
        offset: 0,
        useStock: constraints.useStock,
        withAggregations: false,
        withCategories: false,
      });
      suggestion = { phrase: corrected, count: probe.total };
    }
  }
  return {
    product: productGroup(result, ctx, filters, offset, enableAggregations),
    category: group(categories),
    manufacturer: group(manufacturers),
    links: group(links),
    suggestion,
  };
}
