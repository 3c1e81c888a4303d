// `@shop/ui/model`: the view models the components take, and pure helpers over them. No React, so code that is
// not a component (route handlers, data mappers, tests) can import them without the components.

export {
  ORDER_STATUS_TEXT,
  type OrderDetailData,
  type OrderItemData,
  type OrderStatus,
  type OrderSummaryData,
  type OrderTrackingData,
} from './account/order-data';
export type { CartFlyoutProps } from './cart/CartFlyout';
export type { CartLineData } from './cart/CartLine';
export { cartSaving, type FreeShippingData, freeShippingState } from './cart/cart-saving';
export type { EmptyStateKind } from './cart/EmptyState';
export type { BlogPostData, BlogPostSummaryData } from './content/blog-model';
export {
  EMPTY_MANUALS_FILTER,
  filterManuals,
  MANUALS_PARAMS,
  type ManualEntryData,
  type ManualKind,
  type ManualsFilter,
  manualsFilterOf,
  manualsQuery,
} from './content/manuals-model';
export {
  FAQ_SEARCH_PARAM,
  type FaqClusterData,
  type FaqPanelData,
  faqPhraseOf,
  matchesPhrase,
  panelMatches,
  panelText,
  visibleClusters,
} from './faq/faq-model';
export type { ComparedProduct } from './favorites/ComparisonTable';
export { type ComparisonRow, comparisonRows, type TechnicalDataRow } from './favorites/comparison-rows';
export type { CompareOutcome, ShopperListsValue } from './favorites/ShopperListsProvider';
export * from './forms/account-rules';
export {
  activeFilterCount,
  EMPTY_FILTERS,
  type FilterOptions,
  type FilterValue,
  type HiddenFields,
  LISTING_PARAMS,
} from './listing/filter-value';
export type { ProductTileData } from './listing/ProductTile';
export { SORT_TEXT } from './listing/sort-text';
export { AVAILABILITY_TEXT, type AvailabilityStatus, isBuyableStatus } from './primitives/availability';
export {
  type ButtonLook,
  type ButtonSize,
  type ButtonVariant,
  buttonClassName,
} from './primitives/button-class';
export type { ImageData, ImageRendition } from './primitives/MediaImage';
export type { PriceData } from './primitives/Price';
export type { ToastData, ToastTone } from './primitives/ToasterRegions';
export { GALLERY_IMAGE_SIZES } from './product/gallery-sizes';
export {
  orderedSections,
  PRODUCT_SECTION_TEXT,
  PRODUCT_SECTIONS,
  type ProductSectionData,
  type ProductSectionId,
} from './product/product-sections';
export type { SizeOption } from './product/SizeSelector';
export type { CountryOption } from './shell/country-option';
export {
  EMPTY_FOOTER,
  type FooterContent,
  type FooterIcon,
  type FooterIconGroup,
  newsletterEmailError,
} from './shell/footer-model';
export type { HeaderLogo, NavLink } from './shell/Header';
export type { HeaderPromotion } from './shell/HeaderPromotions';
export {
  flagCountryOf,
  type MenuLinkData,
  NAV_VARIANTS,
  type NavItem,
  type NavVariant,
  navVariantOf,
  type SubmenuData,
} from './shell/nav-model';
export type { SmartMessageData } from './shell/SmartMessage';
export type { SearchSuggestions } from './shell/search-suggestions';
