// `@shop/ui/model`: the view models the components take, and pure helpers over them. No React, so code that is
// not a component (route handlers, data mappers, tests) can import them without the components.

export type { CartFlyoutProps } from './cart/CartFlyout';
export type { CartLineData } from './cart/CartLine';
export { cartSaving, type FreeShippingData, freeShippingState } from './cart/cart-saving';
export type { EmptyStateKind } from './cart/EmptyState';
export type { ComparedProduct } from './favorites/ComparisonTable';
export { type ComparisonRow, comparisonRows, type TechnicalDataRow } from './favorites/comparison-rows';
export type { CompareOutcome, ShopperListsValue } from './favorites/ShopperListsProvider';
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
export { AVAILABILITY_TEXT, type AvailabilityStatus } from './primitives/availability';
export {
  type ButtonLook,
  type ButtonSize,
  type ButtonVariant,
  buttonClassName,
} from './primitives/button-class';
export type { ImageData, ImageRendition } from './primitives/MediaImage';
export type { PriceData } from './primitives/Price';
export type { ToastData, ToastTone } from './primitives/Toaster';
export { GALLERY_IMAGE_SIZES } from './product/gallery-sizes';
export { PRODUCT_SECTION_TEXT, PRODUCT_SECTIONS, type ProductSectionId } from './product/product-sections';
export type { SizeOption } from './product/SizeSelector';
export type { HeaderLogo, NavLink } from './shell/Header';
export type { SearchSuggestions } from './shell/search-suggestions';
