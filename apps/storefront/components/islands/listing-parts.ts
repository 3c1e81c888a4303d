// A listing's client parts, one chunk that only listing pages load (see ListingIslands.tsx).
export { ListingLayout } from '@shop/ui';
export { ListingFilters, ListingLoadMore, ListingSort } from '../listing/ListingControls';
