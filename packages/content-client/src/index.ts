export {
  budgetOf,
  type ContentBudgets,
  type ContentCallKind,
  contentBudgetsFromEnv,
  DEFAULT_CONTENT_BUDGETS,
} from './budgets.js';
export {
  type AutosuggestInput,
  type ContentCallOptions,
  type ContentClient,
  createContentClient,
  type DocumentsInput,
  type ListingFilters,
  type LookupInput,
  type PageCallOptions,
  type PageInput,
  type RecommendationsInput,
  type SearchInput,
  type Shopper,
  type SitemapInput,
} from './client.js';
export {
  type ContentCall,
  type ContentCallObserver,
  type ContentClientOptions,
  contentClientOptionsFor,
  SANDBOX_SCRAPE_CREDENTIALS,
} from './config.js';
export {
  anonymizeIp,
  buildConstraints,
  type ConstraintsInput,
  parseExperiments,
  SHOP_ID,
} from './constraints.js';
export { ContentError, type ContentErrorKind, isContentError } from './errors.js';
export { contentHref, publicPath } from './links.js';
export { minimizedShellOf, toMinimizedFooter, toMinimizedHeader } from './minimized.js';
export type { ContentResult } from './result.js';
export {
  CONTENT_HTML_ATTRIBUTES,
  CONTENT_HTML_TAGS,
  CONTENT_IFRAME_HOSTS,
  CONTENT_URL_SCHEMES,
  sanitizeContentHtml,
} from './sanitize.js';
export {
  type BlogListing,
  type BlogPost,
  type BlogPostSummary,
  type FaqCluster,
  type FaqListing,
  type FaqPanel,
  type FaqSingle,
  type ManualEntry,
  type ManualKind,
  type ManualsListing,
  type ServiceElement,
  toBlogListing,
  toBlogPost,
  toFaqListing,
  toFaqSingle,
  toManualsListing,
  toServiceElement,
} from './service-pages.js';
export {
  headerSubmenusOf,
  type TransformContext,
  toAggregations,
  toContentPage,
  toMenu,
  toProductDetail,
  toProductList,
  toProductSummary,
  toSearchResult,
  toSitemapListing,
  toSnippets,
  toStorefrontSettings,
} from './transforms.js';
export { budgetDispatchers, type CallOptions } from './transport.js';
export * from './types.js';
