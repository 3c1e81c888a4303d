// Transforms from the service's shapes into ours. They read defensively: a missing image, an empty attribute list
// or a null price gives an empty or null value, never a throw; a document without an id is left out.
import type { Currency, EditionKey } from '@shop/editions';
import { contentHref, publicPath } from './links.js';
import { sanitizeContentHtml } from './sanitize.js';
import type {
  Aggregation,
  Availability,
  Banner,
  BreadcrumbItem,
  BundleDetail,
  ContentElement,
  ContentImage,
  ContentPage,
  FaqItem,
  LinkItem,
  MenuItem,
  MenuLink,
  Money,
  PageConfig,
  PageSelf,
  ProductDetail,
  ProductFaq,
  ProductList,
  ProductSummary,
  SearchResult,
  SitemapEntry,
  SitemapListing,
  SitemapPageType,
  Snippet,
  StorefrontSettings,
  Submenu,
} from './types.js';

type Obj = Record<string, unknown>;

const obj = (value: unknown): Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Obj) : {};
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
const optStr = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;
const num = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
const bool = (value: unknown): boolean => value === true || value === 'true' || value === 1 || value === '1';
const strings = (value: unknown): string[] =>
  arr(value).flatMap((item) => (typeof item === 'string' && item !== '' ? [item] : []));

const CURRENCIES: readonly Currency[] = ['EUR', 'PLN', 'GBP'];

export interface TransformContext {
  /** Currency when a document does not name one: the edition's. */
  currency: Currency;
}

const currencyOf = (value: unknown, fallback: Currency): Currency =>
  CURRENCIES.includes(value as Currency) ? (value as Currency) : fallback;
const money = (amount: number | null, currency: Currency): Money | null =>
  amount === null ? null : { amount, currency };

const AVAILABILITY: Record<string, Availability> = {
  in_stock: 'inStock',
  few_in_stock: 'fewInStock',
  back_in_stock_shortly: 'backInStockShortly',
  not_available_online: 'notAvailableOnline',
};

function fieldsOf(doc: unknown): Obj {
  const value = obj(doc);
  return typeof value.fields === 'object' && value.fields !== null
    ? { id: value.id, ...obj(value.fields) }
    : value;
}

function imagesOf(fields: Obj, alt: string): ContentImage[] {
  const structured = arr(fields.images).flatMap((image) => {
    const src = optStr(obj(image).src);
    return src ? [{ src, alt: str(obj(image).alt, alt) }] : [];
  });
  if (structured.length > 0) return structured;
  const urls = [...strings(fields.overviewImages)];
  const main = optStr(fields.picture_url_main);
  if (main && !urls.includes(main)) urls.unshift(main);
  return urls.map((src) => ({ src, alt }));
}

export function toProductSummary(doc: unknown, ctx: TransformContext): ProductSummary | null {
  const f = fieldsOf(doc);
  const id = optStr(f.id);
  if (!id) return null;
  const title = str(f.title);
  const currency = currencyOf(f.currency, ctx.currency);
  const amount = num(f.price);
  const compareAt = num(f.strikethrough_price);
  const rrp = num(f.recommended_retail_price);
  const images = imagesOf(f, title);
  const variants = arr(f.variants).flatMap((raw) => {
    const v = obj(raw);
    const variantId = optStr(v.id);
    if (!variantId) return [];
    const stock = num(v.stock) ?? 0;
    return [
      {
        id: variantId,
        title: str(v.title),
        sku: optStr(v.sku),
        size: optStr(v.size),
        colour: optStr(v.colour),
        price: money(num(v.price), currency),
        strikethroughPrice: money(num(v.strikethrough_price), currency),
        trackingPrice: num(v.tracking_price),
        stock,
        available: v.available === undefined ? stock > 0 : bool(v.available),
      },
    ];
  });
  const isOnStock = f.isOnStock === undefined ? variants.some((v) => v.available) : bool(f.isOnStock);
  const status = AVAILABILITY[str(f.status)];
  const recyclingClass = optStr(f.recycling_class);
  const sizeType = f.size_type === 'top' || f.size_type === 'pants' ? f.size_type : null;
  return {
    id,
    title,
    url: publicPath(str(f.url)),
    image: images[0] ?? null,
    images,
    price:
      amount === null
        ? null
        : {
            amount,
            currency,
            ...(compareAt !== null && compareAt > amount ? { compareAt } : {}),
            ...(rrp !== null && rrp > amount ? { recommendedRetail: rrp } : {}),
          },
    strikethroughPrice: money(compareAt, currency),
    recommendedRetailPrice: money(rrp, currency),
    trackingPrice: num(f.tracking_price),
    priceHistory: arr(f.price_history).flatMap((raw) => {
      const point = obj(raw);
      const validFrom = optStr(point.valid_from);
      const pointAmount = num(point.price);
      return validFrom && pointAmount !== null ? [{ validFrom, amount: pointAmount }] : [];
    }),
    wasPrice: money(num(f.was_price), currency),
    discountLabel: optStr(f.discount_label),
    availability: status ?? (isOnStock ? 'inStock' : 'soldOut'),
    badges: strings(f.badges),
    keyFeatures: strings(f.key_features),
    colourCount: num(f.colors_count) ?? 0,
    articleNumber: optStr(f.articleNumber),
    manufacturer: optStr(f.manufacturer_title),
    designation: optStr(f.designation),
    sizeType,
    purchaseLimit: num(f.purchase_limit),
    recycling: recyclingClass
      ? { class: recyclingClass, price: money(num(f.recycling_price), currency) }
      : null,
    categories: arr(f.category).flatMap((raw) => {
      const c = obj(raw);
      const catid = optStr(c.catid);
      return catid ? [{ id: catid, title: str(c.title), url: publicPath(str(c.url)) }] : [];
    }),
    sizes: arr(f.sizes).flatMap((raw) => {
      const s = obj(raw);
      const variantId = optStr(s.id);
      return variantId
        ? [
            {
              variantId,
              title: str(s.title),
              colour: variants.find((variant) => variant.id === variantId)?.colour ?? null,
              available: s.available === undefined ? true : bool(s.available),
            },
          ]
        : [];
    }),
    variants,
  };
}

export function toProductSummaries(items: unknown, ctx: TransformContext): ProductSummary[] {
  return arr(items).flatMap((item) => {
    const summary = toProductSummary(item, ctx);
    return summary ? [summary] : [];
  });
}

export function toAggregations(raw: unknown): Aggregation[] {
  const list = Array.isArray(raw) ? raw : Object.values(obj(raw));
  return list
    .flatMap((entry): Aggregation[] => {
      const a = obj(entry);
      const key = optStr(a.key);
      if (!key) return [];
      const base = { key, title: str(a.title, key), position: num(a.position) ?? 0 };
      const values = (Array.isArray(a.values) ? a.values : Object.values(obj(a.values))).flatMap((value) => {
        const v = obj(value);
        const valueKey = optStr(v.key);
        return valueKey ? [{ key: valueKey, count: num(v.count) ?? 0, position: num(v.position) ?? 0 }] : [];
      });
      const type = str(a.type);
      if (type.startsWith('range')) {
        const selected = obj(a.selectedValues);
        return [
          {
            kind: 'range',
            ...base,
            min: num(a.min),
            max: num(a.max),
            selected: { from: num(selected.from), to: num(selected.to) },
          },
        ];
      }
      if (type === 'checkbox') {
        return [
          {
            kind: 'boolean',
            ...base,
            count: values[0]?.count ?? 0,
            selected: strings(a.selectedValues).length > 0,
          },
        ];
      }
      return [
        {
          kind: 'list',
          ...base,
          values: values
            .sort((x, y) => x.position - y.position)
            .map(({ key: k, count }) => ({ key: k, count })),
          selected: strings(a.selectedValues),
        },
      ];
    })
    .sort((x, y) => x.position - y.position);
}

export function toProductList(raw: unknown, ctx: TransformContext): ProductList {
  const group = obj(raw);
  const items = toProductSummaries(group.items, ctx);
  return {
    items,
    total: num(group.total) ?? num(group.count) ?? items.length,
    offset: num(group.offset) ?? 0,
    aggregations: toAggregations(group.aggregations),
  };
}

const linkItems = (raw: unknown): LinkItem[] =>
  arr(obj(raw).items).flatMap((item) => {
    const f = fieldsOf(item);
    const id = optStr(f.id);
    return id ? [{ id, url: publicPath(str(f.url)), title: str(f.title), count: num(f.count) ?? 0 }] : [];
  });

function suggestionOf(raw: unknown): SearchResult['suggestion'] {
  const s = obj(raw);
  const phrase = optStr(s.phrase);
  return phrase ? { phrase, count: num(s.count) ?? 0 } : null;
}

export function toSearchResult(raw: unknown, ctx: TransformContext): SearchResult {
  const r = obj(raw);
  return {
    products: toProductList(r.product, ctx),
    categories: linkItems(r.category),
    manufacturers: linkItems(r.manufacturer),
    links: linkItems(r.links),
    suggestion: suggestionOf(r.suggestion),
  };
}

const selfLinks = (raw: unknown): Partial<Record<EditionKey, string>> =>
  Object.fromEntries(
    Object.entries(obj(raw)).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])),
  );

const breadcrumbOf = (raw: unknown): BreadcrumbItem[] =>
  arr(obj(raw).breadcrumb).map((item) => ({
    title: str(obj(item).title),
    url: publicPath(str(obj(item).url)),
  }));

function selfOf(raw: unknown): PageSelf {
  const s = obj(raw);
  return {
    id: str(s.id),
    title: str(s.title),
    url: publicPath(str(s.url)),
    description: str(s.description),
    metaTitle: str(s.meta_title, str(s.title)),
    metaDescription: str(s.meta_description),
    breadcrumb: breadcrumbOf(s.navigation),
    selfLinks: selfLinks(s.selfLinks),
  };
}

const elementsOf = (raw: unknown): ContentElement[] =>
  arr(obj(raw).elements).map((element, index) => {
    const e = obj(element);
    return {
      id: str(e.id, String(index)),
      component: str(e.component),
      content: obj(e.properties).content ?? null,
    };
  });

export function toPageConfig(raw: unknown): PageConfig {
  const c = obj(raw);
  return { top: elementsOf(c.top), bottom: elementsOf(c.bottom) };
}

const faqItems = (raw: unknown): FaqItem[] =>
  arr(raw).map((item) => ({ question: str(obj(item).question), answer: str(obj(item).answer) }));

function faqOf(raw: unknown): ProductFaq {
  const f = obj(raw);
  if (f.type === 'groups') {
    return {
      type: 'groups',
      groups: arr(f.groups).map((g) => ({ title: str(obj(g).title), items: faqItems(obj(g).items) })),
    };
  }
  return { type: 'list', items: faqItems(f.items) };
}

export function toProductDetail(raw: unknown, ctx: TransformContext): ProductDetail | null {
  const summary = toProductSummary(raw, ctx);
  if (!summary) return null;
  const f = fieldsOf(raw);
  const sections = obj(f.sections);
  const reviews = obj(sections.reviews);
  const histogram = obj(reviews.histogram);
  const recyclingData = arr(f.recycling_data).flatMap((raw) => {
    const entry = obj(raw);
    const recyclingClass = optStr(entry.class);
    const currency = currencyOf(entry.currency, currencyOf(f.currency, ctx.currency));
    return recyclingClass ? [{ class: recyclingClass, price: money(num(entry.price), currency) }] : [];
  });
  return {
    ...summary,
    recyclingData: recyclingData.length > 0 ? recyclingData : summary.recycling ? [summary.recycling] : [],
    metaTitle: str(f.meta_title, summary.title),
    metaDescription: str(f.meta_description),
    breadcrumb: breadcrumbOf(f.navigation),
    selfLinks: selfLinks(f.selfLinks),
    sections: {
      overviewHtml: sanitizeContentHtml(str(obj(sections.overview).html)),
      functions: strings(sections.functions),
      technicalDetails: arr(sections.technical_details).map((d) => str(obj(d).text)),
      technicalData: arr(sections.technical_data).map((d) => ({
        label: str(obj(d).label),
        value: str(obj(d).value),
      })),
      accessoryIds: strings(sections.accessories),
      sparePartIds: strings(sections.spare_parts),
      downloads: arr(sections.downloads).flatMap((d) => {
        const o = obj(d);
        const url = optStr(o.url);
        return url
          ? [
              {
                kind: str(o.kind),
                kindLabel: str(o.kindLabel),
                title: str(o.title),
                productName: str(o.productName, summary.title),
                url,
                fileType: str(o.fileType),
                lastUpdate: str(o.lastUpdate),
              },
            ]
          : [];
      }),
      reviews: {
        average: num(reviews.average),
        count: num(reviews.count) ?? 0,
        histogram: {
          1: num(histogram['1']) ?? 0,
          2: num(histogram['2']) ?? 0,
          3: num(histogram['3']) ?? 0,
          4: num(histogram['4']) ?? 0,
          5: num(histogram['5']) ?? 0,
        },
        items: arr(reviews.items).map((r) => {
          const o = obj(r);
          return {
            id: str(o.id),
            rating: num(o.rating) ?? 0,
            title: str(o.title),
            comment: str(o.comment),
            author: str(o.author),
            // A language tag, or nothing: it becomes the review's `lang` attribute.
            language: /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(str(o.language)) ? str(o.language) : null,
            verifiedPurchase: bool(o.verified_purchase),
            createdAt: str(o.created_at),
          };
        }),
      },
      scopeOfDelivery: strings(sections.scope_of_delivery),
      faq: faqOf(sections.faq),
      bundles: arr(sections.bundles).map((b) => ({
        id: str(obj(b).id),
        title: str(obj(b).title),
        url: publicPath(str(obj(b).url)),
      })),
    },
  };
}

function toBundle(raw: unknown, ctx: TransformContext): BundleDetail {
  const s = obj(raw);
  const currency = currencyOf(s.currency, ctx.currency);
  return {
    id: str(s.id),
    title: str(s.title),
    description: str(s.description),
    url: publicPath(str(s.url)),
    price: money(num(s.price), currency),
    strikethroughPrice: money(num(s.strikethrough_price), currency),
    items: arr(s.items).flatMap((item) => {
      const i = obj(item);
      const product = toProductSummary(i.product, ctx);
      const variantId = optStr(obj(i.variant).id);
      return product && variantId ? [{ quantity: num(i.quantity) ?? 1, variantId, product }] : [];
    }),
    selfLinks: selfLinks(s.selfLinks),
  };
}

const banners = (raw: unknown): Banner[] =>
  arr(raw).map((b) => {
    const o = obj(b);
    return {
      id: str(o.id),
      position: num(o.position) ?? 0,
      image: str(o.image),
      title: str(o.title),
      text: str(o.text),
      link: contentHref(str(o.link)),
    };
  });

/** A page answer of `/enterprise/page` (or `/scrape`) in our types; an unknown type throws. */
export function toContentPage(raw: unknown, ctx: TransformContext): ContentPage {
  const r = obj(raw);
  const type = str(r.type);
  const data = obj(r.data);
  const base = { language: str(r.language), experiments: r.experiments ?? null };
  switch (type) {
    case 'category':
    case 'manufacturer':
      return {
        ...base,
        type,
        self: selfOf(data.self),
        products: toProductList(data.product, ctx),
        banners: banners(data.banners),
        config: toPageConfig(data.config),
      };
    case 'makaira-productgroup':
    case 'product': {
      const product = toProductDetail(data.self, ctx);
      if (!product) throw new TypeError('The product page has no product');
      return { ...base, type: 'product', product, config: toPageConfig(data.config) };
    }
    case 'bundle':
      return { ...base, type: 'bundle', bundle: toBundle(data.self, ctx), config: toPageConfig(data.config) };
    case 'page':
      return { ...base, type: 'page', self: selfOf(data.self), config: toPageConfig(data.config) };
    case 'redirect':
      return { ...base, type: 'redirect', target: publicPath(str(data.target)), code: num(data.code) ?? 301 };
    case 'search':
      return { ...base, type: 'search', search: toSearchResult(data, ctx) };
    case 'webedition':
      return {
        ...base,
        type: 'webedition',
        url: publicPath(str(data.url)),
        title: str(data.title),
        html: sanitizeContentHtml(str(data.html)),
      };
    default:
      throw new TypeError(`Unknown page type '${type}'`);
  }
}

const SITEMAP_TYPES: Readonly<Record<string, SitemapPageType>> = {
  page: 'page',
  category: 'category',
  'makaira-productgroup': 'product',
  product: 'product',
  bundle: 'bundle',
};

/** An answer of `/enterprise/sitemap`; entries of an unknown type or without a url are left out. */
export function toSitemapListing(raw: unknown): SitemapListing {
  const r = obj(raw);
  const entries = arr(r.items).flatMap((item): SitemapEntry[] => {
    const i = obj(item);
    const type = SITEMAP_TYPES[str(i.type)];
    const url = str(obj(i.fields).url);
    return type && url ? [{ type, url: publicPath(url), selfLinks: selfLinks(obj(i.fields).selfLinks) }] : [];
  });
  return { entries, total: num(r.total) ?? entries.length, offset: num(r.offset) ?? 0 };
}

const inLanguage = (value: unknown, language: string): string =>
  typeof value === 'string' ? value : str(obj(value)[language]);

function menuLink(raw: unknown, language: string): MenuLink {
  const o = obj(raw);
  return {
    text: inLanguage(o.text, language),
    url: contentHref(inLanguage(o.url, language)),
    targetBlank: bool(o.targetBlank),
  };
}

function submenuOf(raw: unknown, language: string): Submenu | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const s = obj(raw);
  return {
    ...menuLink(s, language),
    categories: arr(s.categories).map((c) => ({
      heading: menuLink(obj(c).heading, language),
      columns: arr(obj(c).columns).map((col) => ({ ...menuLink(col, language), uuid: str(obj(col).uuid) })),
    })),
    articles: arr(s.articles).map((a) => {
      const o = obj(a);
      return {
        image: str(o.image),
        text: inLanguage(o.text, language),
        buttonUrl: contentHref(inLanguage(o.button_url, language)),
        buttonText: inLanguage(o.button_text, language),
        targetBlank: bool(o.targetBlank),
      };
    }),
    banners: arr(s.banners).map((b) => {
      const o = obj(b);
      return {
        image: str(o.image),
        altText: inLanguage(o.altText, language),
        caption: inLanguage(o.caption, language),
        linkText: inLanguage(o.linkText, language),
        linkUrl: contentHref(inLanguage(o.linkURL, language)),
      };
    }),
  };
}

/**
 * The submenus of the `header-snippet`'s `header-submenu` element (spec §3): the desktop flyouts of the main
 * navigation, each naming its entry by `url`. The snippet comes in the requested language; entries without a url
 * are left out.
 */
export function headerSubmenusOf(snippet: Snippet | undefined): Submenu[] {
  const element = snippet?.elements.find((candidate) => candidate.component === 'header-submenu');
  return arr(obj(element?.content).submenus).flatMap((raw) => {
    const submenu = submenuOf(raw, '');
    return submenu?.url ? [submenu] : [];
  });
}

/** The menu in one language: texts and links picked from the per-language values. */
export function toMenu(raw: unknown, language: string): MenuItem[] {
  const list = Array.isArray(raw) ? raw : arr(obj(raw).menu);
  return list.map((item) => {
    const o = obj(item);
    return {
      uuid: str(o.uuid),
      text: inLanguage(o.text, language),
      link: contentHref(inLanguage(o.link, language)),
      css: str(o.css),
      children: toMenu(arr(o.children), language),
      flagIcon: optStr(o.flagIcon),
      lastLevel: bool(o.lastLevel),
      deliveryItem: bool(o.deliveryItem),
      code: optStr(o.code),
      label: optStr(inLanguage(o.label, language)),
      allLink: o.allLink == null ? null : contentHref(inLanguage(o.allLink, language)) || null,
      submenu: submenuOf(o.submenu, language),
    };
  });
}

export function toSnippets(raw: unknown): Snippet[] {
  return arr(raw).flatMap((entry) => {
    const data = obj(obj(entry).data);
    const snippetId = optStr(data.snippetId);
    return snippetId ? [{ snippetId, elements: elementsOf(obj(data.config).top) }] : [];
  });
}

/** storefront-settings: the content at `config.top.elements[0].properties.content`. */
export function toStorefrontSettings(snippet: Snippet | undefined): StorefrontSettings {
  const c = obj(snippet?.elements[0]?.content);
  return {
    catalogueMode: bool(c.catalogueMode),
    orderMinPrice: num(c.orderMinPrice),
    newsletterEnabled: c.newsletterEnabled === undefined ? true : bool(c.newsletterEnabled),
    freeShippingProductIds: arr(c.freeShippingProductIds)
      .map((id) => str(id))
      .filter(Boolean),
  };
}
