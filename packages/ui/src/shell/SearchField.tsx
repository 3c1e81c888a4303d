'use client';

import { useT } from '@shop/i18n/react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { lazyIsland } from '../hooks/lazy-island';
import { Icon } from '../parts/icons';
import type { SuggestionChoice } from '../parts/SearchSuggestionList';
import { cx } from '../primitives/cx';
import type { SearchSuggestions } from './search-suggestions';

// The options' code loads when the field first takes the focus (or, failing that, with the first suggestions): a page
// nobody searches on never needs it.
const SearchSuggestionList = lazyIsland(() =>
  import('../parts/SearchSuggestionList').then((module) => module.SearchSuggestionList),
);

export interface SearchFieldProps {
  /** The edition's search route; the form still works without JavaScript. */
  action: string;
  /** Query parameter of the phrase. */
  name?: string;
  defaultValue?: string;
  /** Called with the trimmed phrase instead of the native submit (client navigation). */
  onSearch?: (phrase: string) => void;
  /**
   * Autosuggest: called with the trimmed phrase as the shopper types (the caller debounces and fetches). With it
   * the field is a combobox over `suggestions`.
   */
  onPhraseChange?: (phrase: string) => void;
  /** The suggestions for the phrase typed, or null while there are none to show. */
  suggestions?: SearchSuggestions | null;
  /** Opens a suggestion (client navigation); default: the browser follows its URL. */
  onNavigate?: (url: string) => void;
  /** Called each time the field takes the focus, before anything is typed (the app loads the suggestions' code). */
  onFocus?: () => void;
  className?: string;
}

type Option = SuggestionChoice;

/** The header's search: a phrase is required before submit ('Please enter a search term.'). */
export function SearchField({
  action,
  name = 'q',
  defaultValue = '',
  onSearch,
  onPhraseChange,
  suggestions = null,
  onNavigate = (url) => window.location.assign(url),
  onFocus,
  className,
}: SearchFieldProps) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [missing, setMissing] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [phrase, setPhrase] = useState(defaultValue.trim());
  // The list opens once its options can be drawn: an empty listbox would be announced as expanded.
  const [listReady, setListReady] = useState(SearchSuggestionList.isLoaded);
  const autosuggest = onPhraseChange !== undefined;
  const listId = `${id}-suggestions`;
  const shown =
    autosuggest && listReady && open && suggestions !== null && phrase !== '' && suggestions.phrase === phrase
      ? suggestions
      : null;
  // A failed download (offline) leaves the list closed; it is asked for again with the next focus or suggestions.
  const loadList = () =>
    SearchSuggestionList.preload().then(
      () => setListReady(true),
      () => {},
    );
  const waiting = autosuggest && !listReady && suggestions !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: new suggestions ask again after a failed download
  useEffect(() => {
    if (waiting) loadList();
  }, [waiting, suggestions]);
  // The options in keyboard order: products, categories, then 'show all results' (url null: submit the search).
  const options: Option[] = shown
    ? [
        ...shown.products.map((product, index) => ({ id: `${id}-p${index}`, url: product.url })),
        ...shown.categories.map((category, index) => ({ id: `${id}-c${index}`, url: category.url })),
        { id: `${id}-all`, url: null },
      ]
    : [];
  const activeOption = options[active];

  const choose = (option: Option) => {
    setOpen(false);
    if (option.url) onNavigate(option.url);
    else input.current?.form?.requestSubmit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!autosuggest) return;
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
      return;
    }
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const last = options.length - 1;
      setActive((current) =>
        current === -1 ? (step > 0 ? 0 : last) : (current + step + options.length) % options.length,
      );
      return;
    }
    if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      choose(activeOption);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const typed = (input.current?.value ?? '').trim();
    setOpen(false);
    if (!typed) {
      event.preventDefault();
      setMissing(true);
      input.current?.focus();
      return;
    }
    if (onSearch) {
      event.preventDefault();
      onSearch(typed);
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: not every screen reader exposes the <search> element as a landmark yet
    <form
      role="search"
      className={cx('shop-search', className)}
      action={action}
      method="get"
      onSubmit={onSubmit}
    >
      <label htmlFor={id} className="shop-visually-hidden">
        {t('shell.search.label')}
      </label>
      <div className="shop-search__field">
        <input
          ref={input}
          id={id}
          className="shop-search__input"
          type="search"
          name={name}
          defaultValue={defaultValue}
          placeholder={t('shell.search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          // `required` stops an empty submit before hydration too (with the browser's own bubble); once hydrated,
          // the translated message replaces the bubble.
          required
          onInvalid={(event) => {
            event.preventDefault();
            setOpen(false);
            setMissing(true);
            event.currentTarget.focus();
          }}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-error` : undefined}
          {...(autosuggest
            ? {
                role: 'combobox',
                'aria-autocomplete': 'list' as const,
                'aria-expanded': shown !== null,
                'aria-controls': listId,
                'aria-activedescendant': shown && activeOption ? activeOption.id : undefined,
              }
            : {})}
          onInput={(event) => {
            setMissing(false);
            if (!autosuggest) return;
            const typed = event.currentTarget.value.trim();
            setOpen(true);
            setActive(-1);
            setPhrase(typed);
            onPhraseChange(typed);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            setOpen(true);
            onFocus?.();
            if (autosuggest && !listReady) loadList();
          }}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <button type="submit" className="shop-search__submit">
          <Icon name="search" />
          <span className="shop-visually-hidden">{t('shell.search.submit')}</span>
        </button>
      </div>
      {autosuggest ? (
        <div className="shop-search__popup" hidden={shown === null}>
          {/* Options take the pointer without taking the focus from the field (mousedown would blur it). */}
          <div
            id={listId}
            role="listbox"
            aria-label={t('shell.search.label')}
            className="shop-search__options"
          >
            {shown ? (
              <SearchSuggestionList shown={shown} options={options} active={active} onChoose={choose} />
            ) : null}
          </div>
        </div>
      ) : null}
      <p id={`${id}-error`} className="shop-search__error" role="alert">
        {missing ? t('shell.search.required') : null}
      </p>
    </form>
  );
}
