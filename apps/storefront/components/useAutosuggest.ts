'use client';

import { type EditionKey, TIMINGS } from '@shop/editions';
import type { SearchSuggestions } from '@shop/ui/model';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Shortest phrase worth suggesting for. */
const MIN_PHRASE = 2;

/**
 * The header's autosuggest: the phrase as typed goes to `/api/autosuggest` once typing pauses for 500 ms (spec
 * §9); an older request still under way is cancelled. Any failure shows no suggestions; the search still works.
 */
export function useAutosuggest(edition: EditionKey) {
  const [suggestions, setSuggestions] = useState<SearchSuggestions | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inflight = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inflight.current?.abort();
    },
    [],
  );

  const onPhraseChange = useCallback(
    (phrase: string) => {
      clearTimeout(timer.current);
      inflight.current?.abort();
      if (phrase.length < MIN_PHRASE) {
        setSuggestions(null);
        return;
      }
      timer.current = setTimeout(async () => {
        const controller = new AbortController();
        inflight.current = controller;
        try {
          const query = new URLSearchParams({ edition, q: phrase });
          const response = await fetch(`/api/autosuggest?${query}`, { signal: controller.signal });
          setSuggestions(response.ok ? ((await response.json()) as SearchSuggestions) : null);
        } catch {
          // Cancelled by newer typing, or offline: nothing to suggest.
        }
      }, TIMINGS.autosuggestDebounceMs);
    },
    [edition],
  );

  return { suggestions, onPhraseChange };
}
