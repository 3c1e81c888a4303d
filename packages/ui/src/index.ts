// `@shop/ui`: the presentational components of the storefront. Server components unless a file says 'use client'
// (docs/ui.md); view models and pure helpers also in `@shop/ui/model`, styles in `@shop/ui/styles.css`.

export {
  AccountContentSkeleton,
  type AccountContentSkeletonProps,
} from './account/AccountContentSkeleton';
export {
  type AccountField,
  AccountForm,
  type AccountFormProps,
  type AccountValues,
} from './account/AccountForm';
export { AccountLoginLink, type AccountLoginLinkProps } from './account/AccountLoginLink';
export { type AccountLink, AccountMenu, type AccountMenuProps } from './account/AccountMenu';
export { AccountNav, type AccountNavProps } from './account/AccountNav';
export { AddressBook, type AddressBookEntry, type AddressBookProps } from './account/AddressBook';
export { CheckoutLoginDialog, type CheckoutLoginDialogProps } from './account/CheckoutLoginDialog';
export {
  CheckoutWarningDialog,
  type CheckoutWarningDialogProps,
} from './account/CheckoutWarningDialog';
export { ForgotPasswordDialog, type ForgotPasswordDialogProps } from './account/ForgotPasswordDialog';
export { type LoginTab, LoginTabs, type LoginTabsProps } from './account/LoginTabs';
export { OrderDetail, type OrderDetailProps } from './account/OrderDetail';
export { OrderHistory, type OrderHistoryProps } from './account/OrderHistory';
export { type BundleItemData, BundleView, type BundleViewProps, bundleSaving } from './bundle/BundleView';
export { ProductBundles, type ProductBundlesProps } from './bundle/ProductBundles';
export { CartBody, type CartBodyProps, useCartBody } from './cart/CartBody';
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
export { BlogList, type BlogListProps } from './content/BlogList';
export { BlogPost, type BlogPostProps } from './content/BlogPost';
export { ErrorPage, type ErrorPageProps } from './content/ErrorPage';
export { Manuals, type ManualsProps } from './content/Manuals';
export { ProductFaq, type ProductFaqProps, type ProductFaqQuestion } from './content/ProductFaq';
export { type SnippetNote, SnippetNotes, type SnippetNotesProps } from './content/SnippetNotes';
export { CopyLinkButton, type CopyLinkButtonProps } from './faq/CopyLinkButton';
export { FaqAccordion, type FaqAccordionProps } from './faq/FaqAccordion';
export { FaqListing, type FaqListingProps } from './faq/FaqListing';
export { FaqSingle, type FaqSingleProps } from './faq/FaqSingle';
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
export { type IslandLoadProps, type LazyIsland, lazyIsland } from './hooks/lazy-island';
export { type ShellRouting, ShellRoutingProvider } from './hooks/shell-routing';
export { useHydrated } from './hooks/use-hydrated';
export { Filters, type FiltersProps } from './listing/Filters';
export { ListingLayout, type ListingLayoutProps } from './listing/ListingLayout';
export { LoadMore, type LoadMoreProps } from './listing/LoadMore';
export { ProductGrid, type ProductGridProps } from './listing/ProductGrid';
export { ProductGridSkeleton, type ProductGridSkeletonProps } from './listing/ProductGridSkeleton';
export { ProductTile, type ProductTileData, type ProductTileProps } from './listing/ProductTile';
export {
  type SearchLink,
  SearchLinkGroups,
  type SearchLinkGroupsProps,
} from './listing/SearchLinkGroups';
export { SearchSummary, type SearchSummaryProps } from './listing/SearchSummary';
export { SortSelect, type SortSelectProps } from './listing/SortSelect';
// The view models and pure helpers, for the components' callers (types erase; the values are tiny).
export * from './model';
export { AvailabilityBadge, type AvailabilityBadgeProps } from './primitives/AvailabilityBadge';
export { Button, type ButtonProps, LinkButton, type LinkButtonProps } from './primitives/Button';
export { Dialog, type DialogProps, loadDialog } from './primitives/Dialog';
export { DialogPanel, type DialogPanelProps } from './primitives/DialogPanel';
export { LiveRegion, type LiveRegionProps } from './primitives/LiveRegion';
export {
  type ImageData,
  type ImageRendition,
  MediaImage,
  type MediaImageProps,
} from './primitives/MediaImage';
export { Price, type PriceData, type PriceProps } from './primitives/Price';
export { Spinner, type SpinnerProps } from './primitives/Spinner';
export {
  Toast,
  Toaster,
  type ToasterProps,
  type ToastProps,
} from './primitives/Toaster';
export {
  type ToastData,
  ToasterRegions,
  type ToasterRegionsProps,
  type ToastTone,
} from './primitives/ToasterRegions';
export {
  type AccessoryTileData,
  AccessoryTiles,
  type AccessoryTilesProps,
} from './product/AccessoryTiles';
export { AddToCartButton, type AddToCartButtonProps } from './product/AddToCartButton';
export { BackInStockForm, type BackInStockFormProps } from './product/BackInStockForm';
export { Gallery, type GalleryProps } from './product/Gallery';
export { ProductDetail, type ProductDetailProps } from './product/ProductDetail';
export {
  type ProductDownloadData,
  ProductDownloads,
  type ProductDownloadsProps,
} from './product/ProductDownloads';
export { ProductFacts, type ProductFactsProps, type RecyclingFact } from './product/ProductFacts';
export { type ProductFaqLink, ProductFaqList, type ProductFaqListProps } from './product/ProductFaqList';
export { ProductHighlight, type ProductHighlightProps } from './product/ProductHighlight';
export { hasOverview, ProductOverview, type ProductOverviewProps } from './product/ProductOverview';
export { ProductPurchase, type ProductPurchaseProps } from './product/ProductPurchase';
export {
  FeatureList,
  type FeatureListProps,
  ProductSections,
  type ProductSectionsProps,
  ScopeOfDelivery,
  type ScopeOfDeliveryProps,
  TechnicalData,
  TechnicalDataAndFaq,
  type TechnicalDataAndFaqProps,
  type TechnicalDataProps,
} from './product/ProductSections';
export { PurchaseLimit, type PurchaseLimitProps } from './product/PurchaseLimit';
export { type SizeOption, SizeSelector, type SizeSelectorProps } from './product/SizeSelector';
export { ProductReviews, type ProductReviewsProps, type ReviewData } from './reviews/ProductReviews';
export { ReviewForm, type ReviewFormProps } from './reviews/ReviewForm';
export type { ReviewFormValues } from './reviews/review-form-values';
export { Stars, type StarsProps } from './reviews/Stars';
export { BackToTop } from './shell/BackToTop';
export { type CountryMenuProps, CountryOptionList } from './shell/CountryOptionList';
export { CountrySelector, type CountrySelectorProps } from './shell/CountrySelector';
export type { CountryOption } from './shell/country-option';
export { DeliveryCountryList, type DeliveryCountryListProps } from './shell/DeliveryCountryList';
export { Footer, type FooterProps } from './shell/Footer';
export {
  EMPTY_FOOTER,
  type FooterContent,
  type FooterIcon,
  type FooterIconGroup,
  newsletterEmailError,
} from './shell/footer-model';
export { Header, type HeaderLogo, type HeaderProps, type NavLink } from './shell/Header';
export { HeaderCart, type HeaderCartProps } from './shell/HeaderCart';
export { type HeaderPromotion, HeaderPromotions, PROMOTION_ROTATE_MS } from './shell/HeaderPromotions';
export { MainNavigation, type MainNavigationProps, SUBMENU_HOVER_DELAY_MS } from './shell/MainNavigation';
export { MinimizedFooter, type MinimizedFooterProps } from './shell/MinimizedFooter';
export { MinimizedHeader, type MinimizedHeaderProps, type MinimizedLinkData } from './shell/MinimizedHeader';
export { MinimizedMenu } from './shell/MinimizedMenu';
export { MobileNavigation, type MobileNavigationProps } from './shell/MobileNavigation';
export { NavLabel, type NavLabelProps } from './shell/NavLabel';
export { NewsletterForm, type NewsletterFormProps } from './shell/NewsletterForm';
export {
  type NewsletterFieldMessage,
  type NewsletterFormPartProps,
  NewsletterFormSender,
  type NewsletterFormSenderProps,
} from './shell/NewsletterFormSender';
export {
  flagCountryOf,
  type MenuLinkData,
  NAV_VARIANTS,
  type NavItem,
  type NavVariant,
  navVariantOf,
  type SubmenuData,
} from './shell/nav-model';
export { Popover, type PopoverProps } from './shell/Popover';
export { SearchField, type SearchFieldProps } from './shell/SearchField';
export { SmartMessage, type SmartMessageData } from './shell/SmartMessage';
export type { SearchSuggestions } from './shell/search-suggestions';
export { TrustedShopsBadge, type TrustedShopsBadgeProps } from './shell/TrustedShopsBadge';
