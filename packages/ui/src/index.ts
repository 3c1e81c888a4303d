// `@shop/ui`: the presentational components of the storefront. Server components unless a file says 'use client'
// (docs/ui.md); view models and pure helpers also in `@shop/ui/model`, styles in `@shop/ui/styles.css`.

export { CartFlyout, type CartFlyoutProps } from './cart/CartFlyout';
export {
  CartLine,
  type CartLineData,
  CartLineList,
  type CartLineListProps,
  type CartLineProps,
} from './cart/CartLine';
export { CartPage, type CartPageProps } from './cart/CartPage';
export { CartPageSkeleton, type CartPageSkeletonProps } from './cart/CartPageSkeleton';
export { CartTotals, type CartTotalsProps } from './cart/CartTotals';
export { EmptyState, type EmptyStateKind, type EmptyStateProps } from './cart/EmptyState';
export { QuantityStepper, type QuantityStepperProps } from './cart/QuantityStepper';
export { cameFromOwnSite, ErrorPage, type ErrorPageProps } from './content/ErrorPage';
export { CompareBar, type CompareBarProps } from './favorites/CompareBar';
export { CompareToggle, type CompareToggleProps } from './favorites/CompareToggle';
export {
  type ComparedProduct,
  ComparisonTable,
  type ComparisonTableProps,
} from './favorites/ComparisonTable';
export { FavoritesAction, type FavoritesActionProps } from './favorites/FavoritesAction';
export { FavoritesFlyout, type FavoritesFlyoutProps } from './favorites/FavoritesFlyout';
export { FavoritesList, type FavoritesListProps } from './favorites/FavoritesList';
export { FavoriteToggle, type FavoriteToggleProps } from './favorites/FavoriteToggle';
export { ProductListToggles, type ProductListTogglesProps } from './favorites/ProductListToggles';
export {
  type CompareOutcome,
  type ShopperLists,
  ShopperListsProvider,
  type ShopperListsValue,
  useShopperLists,
} from './favorites/ShopperListsProvider';
export { Filters, type FiltersProps } from './listing/Filters';
export { ListingLayout, type ListingLayoutProps } from './listing/ListingLayout';
export { LoadMore, type LoadMoreProps } from './listing/LoadMore';
export { ProductGrid, type ProductGridProps } from './listing/ProductGrid';
export { ProductGridSkeleton, type ProductGridSkeletonProps } from './listing/ProductGridSkeleton';
export { ProductTile, type ProductTileData, type ProductTileProps } from './listing/ProductTile';
export { SearchSummary, type SearchSummaryProps } from './listing/SearchSummary';
export { SortSelect, type SortSelectProps } from './listing/SortSelect';
// The view models and pure helpers, for the components' callers (types erase; the values are tiny).
export * from './model';
export { AvailabilityBadge, type AvailabilityBadgeProps } from './primitives/AvailabilityBadge';
export { Button, type ButtonProps, LinkButton, type LinkButtonProps } from './primitives/Button';
export { Dialog, type DialogProps } from './primitives/Dialog';
export {
  type ImageData,
  type ImageRendition,
  MediaImage,
  type MediaImageProps,
} from './primitives/MediaImage';
export { Price, type PriceData, type PriceProps } from './primitives/Price';
export { Spinner, type SpinnerProps } from './primitives/Spinner';
export {
  LiveRegion,
  type LiveRegionProps,
  type ToastData,
  Toaster,
  type ToasterProps,
  type ToastTone,
} from './primitives/Toaster';
export { AddToCartButton, type AddToCartButtonProps } from './product/AddToCartButton';
export { Gallery, type GalleryProps } from './product/Gallery';
export { ProductDetail, type ProductDetailProps } from './product/ProductDetail';
export { ProductPurchase, type ProductPurchaseProps } from './product/ProductPurchase';
export {
  ProductSections,
  type ProductSectionsProps,
  ScopeOfDelivery,
  type ScopeOfDeliveryProps,
  TechnicalData,
  type TechnicalDataProps,
} from './product/ProductSections';
export { PurchaseLimit, type PurchaseLimitProps } from './product/PurchaseLimit';
export { type SizeOption, SizeSelector, type SizeSelectorProps } from './product/SizeSelector';
export { Footer, type FooterProps } from './shell/Footer';
export { Header, type HeaderLogo, type HeaderProps, type NavLink } from './shell/Header';
export { SearchField, type SearchFieldProps } from './shell/SearchField';
export type { SearchSuggestions } from './shell/search-suggestions';
