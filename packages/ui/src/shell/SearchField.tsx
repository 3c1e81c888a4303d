import { useT } from '@shop/i18n/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { cx } from '../internal/cx';
import { Icon } from '../internal/icons';

export interface SearchFieldProps {
  /** The edition's search route; the form still works without JavaScript. */
  action: string;
  /** Query parameter of the phrase. */
  name?: string;
  defaultValue?: string;
  /** Called with the trimmed phrase instead of the native submit (client navigation). */
  onSearch?: (phrase: string) => void;
  className?: string;
}

/** The header's search: a phrase is required before submit ('Please enter a search term.'). */
export function SearchField({
  action,
  name = 'q',
  defaultValue = '',
  onSearch,
  className,
}: SearchFieldProps) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [missing, setMissing] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const phrase = (input.current?.value ?? '').trim();
    if (!phrase) {
      event.preventDefault();
      setMissing(true);
      input.current?.focus();
      return;
    }
    if (onSearch) {
      event.preventDefault();
      onSearch(phrase);
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: not every screen reader exposes the <search> element as a landmark yet
    <form
      role="search"
      className={cx('shop-search', className)}
      action={action}
      method="get"
      noValidate
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
          required
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-error` : undefined}
          onInput={() => setMissing(false)}
        />
        <button type="submit" className="shop-search__submit">
          <Icon name="search" />
          <span className="shop-visually-hidden">{t('shell.search.submit')}</span>
        </button>
      </div>
      <p id={`${id}-error`} className="shop-search__error" role="alert">
        {missing ? t('shell.search.required') : null}
      </p>
    </form>
  );
}
