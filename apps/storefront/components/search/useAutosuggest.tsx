'use client';

import type { EditionKey } from '@shop/editions';
import type { SearchSuggestions } from '@shop/ui/model';
import { type ReactNode, useState } from 'react';
import { AutosuggestQuery } from '../islands/QueryIslands';

/**
 * The header search's suggestions: the phrase typed is kept here, and its query (`AutosuggestQuery`) loads as an
 * island when the field first takes the focus, so a page that nobody searches on never loads TanStack Query and a
 * phrase typed while the island loads is asked for once it is there. Render `island` in the header.
 */
export function useAutosuggest(edition: EditionKey): {
  suggestions: SearchSuggestions | null;
  onPhraseChange(phrase: string): void;
  onFocus(): void;
  island: ReactNode;
} {
  const [phrase, setPhrase] = useState('');
  const [wanted, setWanted] = useState(false);
  const [suggestions, setSuggestions] = useState<SearchSuggestions | null>(null);
  return {
    suggestions,
    onPhraseChange: (typed) => {
      setWanted(true);
      setPhrase(typed);
    },
    onFocus: () => setWanted(true),
    island: wanted ? (
      <AutosuggestQuery
        edition={edition}
        phrase={phrase}
        onSuggestions={setSuggestions}
        loadAttempt={phrase}
      />
    ) : null,
  };
}
