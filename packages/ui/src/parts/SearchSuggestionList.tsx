'use client';

import { useT } from '@shop/i18n/react';
import type { ReactNode } from 'react';
import { cx } from '../primitives/cx';
import { MediaImage } from '../primitives/MediaImage';
import type { SearchSuggestions } from '../shell/search-suggestions';

/** An option of the search's listbox: a suggestion's page, or null for 'show all results' (submits the search). */
export type SuggestionChoice = { id: string; url: string | null };

/**
 * The options of the header search's listbox: products, categories, then 'show all results'. Loaded when the field
 * first shows suggestions (`SearchField`): a page nobody searches on never needs it.
 */
export function SearchSuggestionList({
  shown,
  options,
  active,
  onChoose,
}: {
  shown: SearchSuggestions;
  /** In keyboard order, as `SearchField` counts them. */
  options: SuggestionChoice[];
  active: number;
  onChoose: (option: SuggestionChoice) => void;
}) {
  const t = useT();
  return (
    <>
      {shown.products.length > 0 ? (
        <div role="presentation" className="shop-search__group">
          {t('shell.search.suggestions.products')}
        </div>
      ) : null}
      {shown.products.map((product, index) => (
        <SuggestionOption
          key={product.id}
          option={options[index] as SuggestionChoice}
          active={active === index}
          onChoose={onChoose}
        >
          {product.image ? (
            <MediaImage
              src={product.image.src}
              alt=""
              sizes="2.5rem"
              widths={[48, 96]}
              className="shop-search__thumb"
            />
          ) : null}
          <span className="shop-search__product">
            {product.title}
            {product.available === false ? (
              <span className="shop-search__status">{t('PRODUCT_STATUS_NOT_UNAVAILABLE')}</span>
            ) : null}
          </span>
        </SuggestionOption>
      ))}
      {shown.categories.length > 0 ? (
        <div role="presentation" className="shop-search__group">
          {t('shell.search.suggestions.categories')}
        </div>
      ) : null}
      {shown.categories.map((category, index) => {
        const at = shown.products.length + index;
        return (
          <SuggestionOption
            key={category.url}
            option={options[at] as SuggestionChoice}
            active={active === at}
            onChoose={onChoose}
          >
            {category.title}
          </SuggestionOption>
        );
      })}
      <SuggestionOption
        option={options[options.length - 1] as SuggestionChoice}
        active={active === options.length - 1}
        onChoose={onChoose}
        className="shop-search__all"
      >
        {t('shell.search.suggestions.showAll')}
      </SuggestionOption>
    </>
  );
}

function SuggestionOption({
  option,
  active,
  onChoose,
  className,
  children,
}: {
  option: SuggestionChoice;
  active: boolean;
  onChoose: (option: SuggestionChoice) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    // The keyboard works on the combobox field (arrows, Enter, Escape; aria-activedescendant points here), as the
    // ARIA combobox pattern has it: the option itself takes the pointer only.
    // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox field, see above
    <div
      id={option.id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      className={cx('shop-search__option', active && 'shop-search__option--active', className)}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(option)}
    >
      {children}
    </div>
  );
}
