'use client';

import { type EditionKey, TIMINGS } from '@shop/editions';
import type { SearchSuggestions } from '@shop/ui/model';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MIN_SUGGEST_PHRASE, SUGGESTIONS_KEPT_MS } from '@/lib/autosuggest';
import { getOwnRoute } from '@/lib/own-route.client';
import { QueryProvider } from '../query/QueryProvider';
import { useDebouncedValue } from './useDebouncedValue';

const fetchSuggestions = (edition: EditionKey, phrase: string, signal: AbortSignal) =>
  getOwnRoute<SearchSuggestions>('/api/autosuggest', { edition, q: phrase }, { signal });

/**
 * The header's autosuggest, a query per phrase: the phrase as typed goes to `/api/autosuggest` once typing pauses
 * for 500 ms (spec §9); a request for a phrase no longer wanted is cancelled through the query's signal, and
 * answers are kept per phrase, so typing back to an earlier phrase asks nothing. Any failure shows no
 * suggestions; the search still works.
 */
function useSuggestions(edition: EditionKey, phrase: string): SearchSuggestions | null {
  // The island can mount while the shopper is still typing (its code loads with the first focus): the phrase it
  // mounts with waits for the pause too.
  const settled = useDebouncedValue(phrase, TIMINGS.autosuggestDebounceMs, '');
  // Below the minimum the suggestions go at once, without waiting for the pause.
  const wanted = phrase.length >= MIN_SUGGEST_PHRASE && settled.length >= MIN_SUGGEST_PHRASE ? settled : '';
  const { data, isError } = useQuery({
    queryKey: ['autosuggest', edition, wanted],
    queryFn: ({ signal }) => fetchSuggestions(edition, wanted, signal),
    enabled: wanted !== '',
    staleTime: SUGGESTIONS_KEPT_MS,
    gcTime: SUGGESTIONS_KEPT_MS,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return wanted === '' || isError ? null : (data ?? null);
}

function Suggestions({ edition, phrase, onSuggestions }: AutosuggestQueryProps) {
  const suggestions = useSuggestions(edition, phrase);
  useEffect(() => onSuggestions(suggestions), [suggestions, onSuggestions]);
  return null;
}

export interface AutosuggestQueryProps {
  edition: EditionKey;
  /** The phrase as typed so far, kept by the header while this island loads. */
  phrase: string;
  onSuggestions(suggestions: SearchSuggestions | null): void;
}

/** The autosuggest query as an island: it loads when the search first takes the focus (`useAutosuggest`). */
export function AutosuggestQuery(props: AutosuggestQueryProps) {
  return (
    <QueryProvider>
      <Suggestions {...props} />
    </QueryProvider>
  );
}
