'use client';

import { useT } from '@shop/i18n/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTypedBeforeHydration } from '../hooks/use-form-before-hydration';
import {
  filterManuals,
  MANUALS_PARAMS,
  type ManualEntryData,
  type ManualKind,
  type ManualsFilter,
  manualsFilterOf,
  manualsQuery,
} from './manuals-model';

export interface ManualsProps {
  /** The page's heading; the translated title when empty. */
  title?: string;
  entries: readonly ManualEntryData[];
  categories: readonly { id: string; title: string }[];
  /** The filter of the page's URL. */
  filter: ManualsFilter;
  /** The page's own path: the filter form's action. */
  action: string;
}

const KIND_TEXT = {
  instructions: 'manuals.fileType.instructions',
  datasheet: 'manuals.fileType.dataSheet',
} as const satisfies Record<ManualKind, string>;

/**
 * Manuals and downloads (spec §2.3): entries with product name, last update and file type, searched by product
 * name or article number and filtered by category and file type. The filter is a GET form, so the server renders
 * the filtered list without JavaScript; after hydration it filters in place and keeps the URL in step.
 */
export function Manuals({ title, entries, categories, filter: initial, action }: ManualsProps) {
  const t = useT();
  const ids = useId();
  const [filter, setFilter] = useState(initial);
  const shown = filterManuals(entries, filter);
  const filtered = manualsQuery(filter) !== '';

  const change = (next: ManualsFilter) => {
    setFilter(next);
    // The page's other parameters (a campaign's, say) stay; only the filter's own change.
    const url = new URL(window.location.href);
    for (const name of Object.values(MANUALS_PARAMS)) url.searchParams.delete(name);
    for (const [name, value] of new URLSearchParams(manualsQuery(next))) url.searchParams.set(name, value);
    window.history.replaceState(window.history.state, '', url);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) => {
    const text = (name: string) => String(typed[name] ?? '');
    const chosen: ManualsFilter = {
      q: text(MANUALS_PARAMS.q),
      category: text(MANUALS_PARAMS.category),
      fileType: manualsFilterOf({ [MANUALS_PARAMS.fileType]: text(MANUALS_PARAMS.fileType) }).fileType,
    };
    const keys = Object.keys(chosen) as (keyof ManualsFilter)[];
    if (keys.some((key) => chosen[key] !== initial[key])) change(chosen);
  });

  return (
    <section className="shop-manuals" aria-labelledby={`${ids}-title`}>
      <h1 id={`${ids}-title`} className="shop-manuals__title">
        {title?.trim() || t('manuals.title')}
      </h1>
      {/* biome-ignore lint/a11y/useSemanticElements: not every screen reader exposes <search> as a landmark yet */}
      <form
        ref={form}
        className="shop-manuals__filters"
        method="get"
        action={action}
        role="search"
        onSubmit={submit}
      >
        <div className="shop-manuals__field shop-manuals__field--search">
          <label htmlFor={`${ids}-q`}>{t('manuals.search.label')}</label>
          <input
            id={`${ids}-q`}
            name={MANUALS_PARAMS.q}
            type="search"
            value={filter.q}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => change({ ...filter, q: event.target.value })}
          />
        </div>
        <div className="shop-manuals__field">
          <label htmlFor={`${ids}-category`}>{t('manuals.category')}</label>
          <select
            id={`${ids}-category`}
            name={MANUALS_PARAMS.category}
            value={filter.category}
            onChange={(event) => change({ ...filter, category: event.target.value })}
          >
            <option value="">{t('manuals.category.all')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.title}
              </option>
            ))}
          </select>
        </div>
        <div className="shop-manuals__field">
          <label htmlFor={`${ids}-type`}>{t('manuals.fileType')}</label>
          <select
            id={`${ids}-type`}
            name={MANUALS_PARAMS.fileType}
            value={filter.fileType}
            onChange={(event) => change({ ...filter, fileType: event.target.value as ManualKind | '' })}
          >
            <option value="">{t('manuals.fileType.all')}</option>
            <option value="instructions">{t(KIND_TEXT.instructions)}</option>
            <option value="datasheet">{t(KIND_TEXT.datasheet)}</option>
          </select>
        </div>
        <div className="shop-manuals__actions">
          <button type="submit" className="shop-manuals__apply">
            {t('manuals.apply')}
          </button>
          {filtered ? (
            <a
              className="shop-manuals__reset"
              href={action}
              onClick={(event) => {
                event.preventDefault();
                change({ q: '', category: '', fileType: '' });
              }}
            >
              {t('manuals.reset')}
            </a>
          ) : null}
        </div>
      </form>
      <p className="shop-manuals__count" role="status">
        {shown.length === 0 ? t('manuals.empty') : t('manuals.results', { count: shown.length })}
      </p>
      <ul className="shop-manuals__list">
        {shown.map((entry) => (
          <li key={entry.id} className="shop-manuals__entry">
            <h2 className="shop-manuals__product">{entry.productName}</h2>
            {entry.articleNumber ? (
              <p className="shop-manuals__article">
                {t('manuals.articleNumber', { number: entry.articleNumber })}
              </p>
            ) : null}
            <dl className="shop-manuals__facts">
              <dt>{t('manuals.lastUpdate')}</dt>
              <dd>
                <time dateTime={entry.lastUpdate}>{entry.lastUpdateText}</time>
              </dd>
              <dt>{t('manuals.fileType')}</dt>
              <dd>{t(KIND_TEXT[entry.kind])}</dd>
            </dl>
            <a className="shop-manuals__download" href={entry.url} target="_blank" rel="noopener">
              {t('manuals.download', { fileType: t(KIND_TEXT[entry.kind]), product: entry.productName })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
