'use client';

import { BREAKPOINTS, PAGE_SIZE, SEARCH_PHRASE_PARAM } from '@shop/editions';
import { rememberPageSize } from '@shop/session';
import { Filters, LoadMore, SortSelect } from '@shop/ui';
import type { FilterOptions, FilterValue } from '@shop/ui/model';
import { useRouter } from 'next/navigation';
import { useEffect, useTransition } from 'react';
import { hiddenFieldsFor, type ListingState, listingQuery } from '@/lib/listing';

/** Navigates to the listing in a new state: the URL holds it, the server renders it, history keeps it. */
function useListingNavigation() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const go = (next: ListingState) => {
    const params = listingQuery(next);
    // Read at the click, not with useSearchParams: the catalogue pages are rendered once for every query.
    const phrase = new URLSearchParams(window.location.search).get(SEARCH_PHRASE_PARAM);
    if (phrase) params.set(SEARCH_PHRASE_PARAM, phrase);
    const query = params.toString();
    startTransition(() =>
      // The public path the browser shows, not the app path the proxy rewrote it to.
      router.push(`${window.location.pathname}${query ? `?${query}` : ''}`, { scroll: false }),
    );
  };
  return { pending, go };
}

/** The search phrase, on the search page: the forms and the next page's link keep it. */
const phraseField = (phrase: string | undefined) =>
  phrase ? ([[SEARCH_PHRASE_PARAM, phrase]] as const) : [];

export function ListingFilters({
  state,
  options,
  phrase,
}: {
  state: ListingState;
  options: FilterOptions;
  phrase?: string;
}) {
  const { go } = useListingNavigation();
  return (
    <Filters
      value={state.filters}
      options={options}
      hiddenFields={hiddenFieldsFor('filters', state, phraseField(phrase))}
      onChange={(filters: FilterValue) => go({ ...state, filters, page: 1 })}
    />
  );
}

export function ListingSort({ state, phrase }: { state: ListingState; phrase?: string }) {
  const { go } = useListingNavigation();
  return (
    <SortSelect
      value={state.sort}
      hiddenFields={hiddenFieldsFor('sort', state, phraseField(phrase))}
      onChange={(sort) => go({ ...state, sort, page: 1 })}
    />
  );
}

export function ListingLoadMore({
  state,
  shown,
  total,
  phrase,
}: {
  state: ListingState;
  shown: number;
  total: number;
  /** The search phrase, on the search page: the next page's link keeps it. */
  phrase?: string;
}) {
  const { go, pending } = useListingNavigation();
  useCountCookie();
  const next = { ...state, page: state.page + 1 };
  const query = listingQuery(next);
  if (phrase) query.set(SEARCH_PHRASE_PARAM, phrase);
  return (
    <LoadMore
      shown={shown}
      total={total}
      loading={pending}
      // A link to the next page, so it works before hydration; after it, a click loads in place.
      href={`?${query}`}
      onLoadMore={() => go(next)}
    />
  );
}

/** Page size rule (spec §9): 48 on desktop, 30 on mobile and tablet, kept in the `count` cookie for the server. */
function useCountCookie() {
  useEffect(() => {
    const mobile = window.matchMedia(`(max-width: ${BREAKPOINTS.mobileLayoutBelow - 1}px)`).matches;
    rememberPageSize(mobile ? PAGE_SIZE.mobile : PAGE_SIZE.desktop);
  }, []);
}
