'use client';

import dynamic from 'next/dynamic';

// Like ProductIslands: a listing's client code is a chunk of its own on the catalogue route, which also serves
// home, content and product pages.
export const ListingLayout = dynamic(() => import('./listing-parts').then((parts) => parts.ListingLayout));
export const ListingFilters = dynamic(() => import('./listing-parts').then((parts) => parts.ListingFilters));
export const ListingSort = dynamic(() => import('./listing-parts').then((parts) => parts.ListingSort));
export const ListingLoadMore = dynamic(() =>
  import('./listing-parts').then((parts) => parts.ListingLoadMore),
);
