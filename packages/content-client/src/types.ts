// Our own types of what the content service delivers: the app and the UI see only these.
import type { Currency, EditionKey } from '@shop/editions';

export interface Money {
  amount: number;
  currency: Currency;
}

export interface ContentImage {
  src: string;
  alt: string;
}

/** Availability in the words of the UI (`AvailabilityStatus` of @shop/ui). */
export type Availability = 'inStock' | 'fewInStock' | 'backInStockShortly' | 'notAvailableOnline' | 'soldOut';

export interface PricePoint {
  /** ISO date-time from which this price applied. */
  validFrom: string;
  amount: number;
}

export interface ProductVariantSummary {
  /** The shop's merchandise id (`gid://shopify/ProductVariant/…`): what goes into the cart. */
  id: string;
  title: string;
  sku: string | null;
  size: string | null;
  colour: string | null;
  price: Money | null;
  strikethroughPrice: Money | null;
  /** The same variant's price in euros, which analytics report in every edition (§3 tracking item). */
  trackingPrice: number | null;
  stock: number;
  available: boolean;
}

export interface ProductSize {
  /** The shop's variant id of this size. */
  variantId: string;
  title: string;
  /** The colour of the size's variant, where the product comes in colours: a size title repeats once per colour. */
  colour: string | null;
  available: boolean;
}

export interface ProductCategoryRef {
  id: string;
  title: string;
  url: string;
}

/** A product in listings, search results, lookups and recommendations; fits the UI's ProductTileData. */
export interface ProductSummary {
  id: string;
  title: string;
  /** Public path in the edition (`/en/…` becomes `/global/…`, `/gb/…` becomes `/uk/…`). */
  url: string;
  image: ContentImage | null;
  images: ContentImage[];
  /** Tile price: `amount`, `compareAt` (strikethrough) and `recommendedRetail`, as numbers. */
  price: { amount: number; compareAt?: number; recommendedRetail?: number; currency: Currency } | null;
  strikethroughPrice: Money | null;
  recommendedRetailPrice: Money | null;
  /** The tile price in euros, which analytics report in every edition (§3 tracking item). */
  trackingPrice: number | null;
  /** Selling prices of the last months, oldest first, each valid from its date until the next (RRP rule, §9). */
  priceHistory: PricePoint[];
  /** UK only: the was-price and its discount label ('-20%'). */
  wasPrice: Money | null;
  discountLabel: string | null;
  availability: Availability;
  badges: string[];
  /** Short selling points of the overview (§3 key features). */
  keyFeatures: string[];
  colourCount: number;
  articleNumber: string | null;
  manufacturer: string | null;
  designation: string | null;
  sizeType: 'top' | 'pants' | null;
  purchaseLimit: number | null;
  recycling: { class: string; price: Money | null } | null;
  categories: ProductCategoryRef[];
  sizes: ProductSize[];
  variants: ProductVariantSummary[];
}

export interface AggregationValue {
  key: string;
  count: number;
}

export type Aggregation =
  | {
      kind: 'list';
      key: string;
      title: string;
      position: number;
      values: AggregationValue[];
      selected: string[];
    }
  | {
      kind: 'range';
      key: string;
      title: string;
      position: number;
      min: number | null;
      max: number | null;
      selected: { from: number | null; to: number | null };
    }
  | { kind: 'boolean'; key: string; title: string; position: number; count: number; selected: boolean };

export interface ProductList {
  items: ProductSummary[];
  total: number;
  offset: number;
  aggregations: Aggregation[];
}

export interface BreadcrumbItem {
  title: string;
  url: string;
}

export interface ContentElement {
  id: string;
  component: string;
  /** `properties.content` of the element, as the editor configured it. */
  content: unknown;
}

export interface PageConfig {
  top: ContentElement[];
  bottom: ContentElement[];
}

export interface PageSelf {
  id: string;
  title: string;
  url: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
  breadcrumb: BreadcrumbItem[];
  /** Content-service url per language value, for hreflang links. */
  selfLinks: Partial<Record<EditionKey, string>>;
}

export interface Banner {
  id: string;
  position: number;
  image: string;
  title: string;
  text: string;
  link: string;
}

export interface ProductDownload {
  kind: string;
  kindLabel: string;
  title: string;
  productName: string;
  url: string;
  fileType: string;
  lastUpdate: string;
}

export interface ProductReview {
  id: string;
  rating: number;
  title: string;
  comment: string;
  author: string;
  /** The language it was written in (`nl`), as the content service gives it; null when it gives none. */
  language: string | null;
  verifiedPurchase: boolean;
  createdAt: string;
}

export interface FaqItem {
  question: string;
  /** HTML */
  answer: string;
}

export type ProductFaq =
  | { type: 'list'; items: FaqItem[] }
  | { type: 'groups'; groups: { title: string; items: FaqItem[] }[] };

/** One entry of a product's `recycling_data` list: a recycling class and its fee (docs/content-service.md). */
export interface RecyclingEntry {
  class: string;
  price: Money | null;
}

export interface ProductDetail extends ProductSummary {
  /**
   * Every recycling class with its fee (`recycling_data`; a device and its battery, say); when the list is empty,
   * the product's own class and fee (`recycling`), or nothing.
   */
  recyclingData: RecyclingEntry[];
  metaTitle: string;
  metaDescription: string;
  breadcrumb: BreadcrumbItem[];
  selfLinks: Partial<Record<EditionKey, string>>;
  sections: {
    overviewHtml: string;
    functions: string[];
    technicalDetails: string[];
    technicalData: { label: string; value: string }[];
    accessoryIds: string[];
    sparePartIds: string[];
    downloads: ProductDownload[];
    reviews: {
      average: number | null;
      count: number;
      histogram: Record<1 | 2 | 3 | 4 | 5, number>;
      items: ProductReview[];
    };
    scopeOfDelivery: string[];
    faq: ProductFaq;
    bundles: { id: string; title: string; url: string }[];
  };
}

export interface BundleDetail {
  id: string;
  title: string;
  description: string;
  url: string;
  price: Money | null;
  strikethroughPrice: Money | null;
  items: { quantity: number; variantId: string; product: ProductSummary }[];
  selfLinks: Partial<Record<EditionKey, string>>;
}

interface PageBase {
  /** The language value the service answered in (`en` for the global edition, `gb` for the UK). */
  language: string;
  experiments: unknown;
}

export type ContentPage =
  | (PageBase & {
      type: 'category' | 'manufacturer';
      self: PageSelf;
      products: ProductList;
      banners: Banner[];
      config: PageConfig;
    })
  | (PageBase & { type: 'product'; product: ProductDetail; config: PageConfig })
  | (PageBase & { type: 'bundle'; bundle: BundleDetail; config: PageConfig })
  | (PageBase & { type: 'page'; self: PageSelf; config: PageConfig })
  | (PageBase & { type: 'redirect'; target: string; code: number })
  | (PageBase & { type: 'search'; search: SearchResult })
  | (PageBase & { type: 'webedition'; url: string; title: string; html: string });

export type ContentPageType = ContentPage['type'];

export interface LinkItem {
  id: string;
  url: string;
  title: string;
  count: number;
}

export interface SearchResult {
  products: ProductList;
  categories: LinkItem[];
  manufacturers: LinkItem[];
  links: LinkItem[];
  /** A corrected phrase when nothing matched, with how many products it finds. */
  suggestion: { phrase: string; count: number } | null;
}

export interface Autosuggestion {
  products: ProductSummary[];
  total: number;
  categories: LinkItem[];
  links: LinkItem[];
  suggestion: { phrase: string; count: number } | null;
}

export interface MenuLink {
  text: string;
  url: string;
  targetBlank: boolean;
}

export interface Submenu {
  url: string;
  text: string;
  targetBlank: boolean;
  categories: { heading: MenuLink; columns: (MenuLink & { uuid: string })[] }[];
  articles: { image: string; text: string; buttonUrl: string; buttonText: string; targetBlank: boolean }[];
  banners: { image: string; altText: string; caption: string; linkText: string; linkUrl: string }[];
}

/** A menu item with its text and link in the requested language. */
export interface MenuItem {
  uuid: string;
  text: string;
  link: string;
  css: string;
  children: MenuItem[];
  flagIcon: string | null;
  lastLevel: boolean;
  deliveryItem: boolean;
  code: string | null;
  label: string | null;
  allLink: string | null;
  submenu: Submenu | null;
}

export interface Snippet {
  snippetId: string;
  elements: ContentElement[];
}

/** Page types a sitemap lists (the product group of the content service is our product). */
export type SitemapPageType = 'page' | 'category' | 'product' | 'bundle';

/** A page of the edition for crawlers: its public path and its content-service url per language (hreflang). */
export interface SitemapEntry {
  type: SitemapPageType;
  /** Public path in the edition (`/en/…` becomes `/global/…`, `/gb/…` becomes `/uk/…`). */
  url: string;
  selfLinks: Partial<Record<EditionKey, string>>;
}

/** One page of the sitemap listing: `total` entries in all, these from `offset` on. */
export interface SitemapListing {
  entries: SitemapEntry[];
  total: number;
  offset: number;
}

export interface StorefrontSettings {
  catalogueMode: boolean;
  orderMinPrice: number | null;
  newsletterEnabled: boolean;
  freeShippingProductIds: string[];
}

/** A link of the minimized header's info menu or the minimized footer. */
export interface MinimizedLink {
  text: string;
  link: string;
}

/** `header-minimized` of a page's configuration: the header that replaces the full one on that page. */
export interface MinimizedHeaderConfig {
  /** The configured logo; null when none is configured (the shop's own logo is shown). */
  logo: { src: string; alt: string | null } | null;
  links: MinimizedLink[];
  cta: MinimizedLink | null;
  /** Custom colours, each a valid CSS colour or null. */
  colors: { background: string | null; text: string | null };
}

/** `footer-minimized` of a page's configuration: its info links and text rows. */
export interface MinimizedFooterConfig {
  links: MinimizedLink[];
  rows: string[];
}

/** The minimized variants a page asks for; null where it keeps the full header or footer. */
export interface MinimizedShell {
  header: MinimizedHeaderConfig | null;
  footer: MinimizedFooterConfig | null;
}
