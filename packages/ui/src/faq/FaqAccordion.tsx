'use client';

import { useT } from '@shop/i18n/react';
import { type FormEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTypedBeforeHydration } from '../hooks/use-form-before-hydration';
import { Button } from '../primitives/Button';
import { FAQ_SEARCH_PARAM, matchesPhrase } from './faq-model';

export interface FaqAccordionProps {
  /** The server-rendered clusters (`[data-faq-cluster]`) with their panels (`[data-faq-panel]`). */
  children: ReactNode;
  /** The phrase the server filtered by (the URL's), and how many panels it matched (`null`: no phrase). */
  phrase?: string;
  matches?: number | null;
  /** The search form's action: the page's own path. */
  action?: string;
}

/** Keeps the URL's search phrase in step with the field, so a reload or a shared link shows the same answer. */
function replacePhraseInUrl(phrase: string) {
  const url = new URL(window.location.href);
  if (phrase.trim()) url.searchParams.set(FAQ_SEARCH_PARAM, phrase.trim());
  else url.searchParams.delete(FAQ_SEARCH_PARAM);
  window.history.replaceState(window.history.state, '', url);
}

/** Opens the panel the URL hash names and scrolls it into view (spec §4). */
function openFromHash(root: HTMLElement) {
  let anchor = '';
  try {
    anchor = decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return;
  }
  const target = anchor ? document.getElementById(anchor) : null;
  if (!target || !root.contains(target)) return;
  if (target instanceof HTMLDetailsElement) target.open = true;
  target.scrollIntoView({ block: 'start' });
}

/** Shows the panels matching the phrase and the clusters that keep one; returns how many panels match. */
function filterPanels(root: HTMLElement, phrase: string): number {
  let total = 0;
  for (const cluster of root.querySelectorAll<HTMLElement>('[data-faq-cluster]')) {
    let shown = 0;
    for (const panel of cluster.querySelectorAll<HTMLElement>('[data-faq-panel]')) {
      const headline = panel.querySelector('summary')?.textContent ?? '';
      const content = panel.querySelector('[data-faq-content]')?.textContent ?? '';
      const match = matchesPhrase(`${headline}\n${content}`, phrase);
      panel.hidden = !match;
      if (match) shown += 1;
    }
    cluster.hidden = shown === 0;
    total += shown;
  }
  return total;
}

/**
 * The FAQ accordion's behaviour around server-rendered panels: the search field filtering on headline or content
 * (spec §5), 'No FAQs' when nothing matches, the panel of the URL hash opened on load, and a click inside open
 * content closing it (spec §4).
 */
export function FaqAccordion({
  children,
  phrase: initialPhrase = '',
  matches: initialMatches = null,
  action,
}: FaqAccordionProps) {
  const t = useT();
  const fieldId = useId();
  const root = useRef<HTMLDivElement>(null);
  const [phrase, setPhrase] = useState(initialPhrase);
  const [matches, setMatches] = useState<number | null>(initialMatches);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const count = filterPanels(element, phrase);
    setMatches(phrase.trim() ? count : null);
  }, [phrase]);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const open = () => openFromHash(element);
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, []);

  const toggleFromContent = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const content = target.closest('[data-faq-content]');
    // Links and controls inside an answer keep their own meaning; selecting text is not a toggle.
    if (!content || target.closest('a, button, input, select, textarea, label')) return;
    if (window.getSelection()?.toString()) return;
    const details = content.closest('details');
    if (details?.open) details.open = false;
  };

  const change = (next: string) => {
    setPhrase(next);
    replacePhraseInUrl(next);
  };
  // After hydration the panels filter as one types; the form submits only before it.
  const submit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  const form = useRef<HTMLFormElement>(null);
  // What was typed before hydration applies as if typed after it.
  useTypedBeforeHydration(form, (typed) => {
    const typedPhrase = String(typed[FAQ_SEARCH_PARAM] ?? '');
    if (typedPhrase !== initialPhrase) change(typedPhrase);
  });

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: not every screen reader exposes <search> as a landmark yet */}
      <form
        ref={form}
        className="shop-faq__search"
        method="get"
        action={action}
        role="search"
        onSubmit={submit}
      >
        <label className="shop-faq__search-label" htmlFor={fieldId}>
          {t('faq.search.label')}
        </label>
        <div className="shop-faq__search-row">
          <input
            id={fieldId}
            name={FAQ_SEARCH_PARAM}
            className="shop-faq__search-input"
            type="search"
            value={phrase}
            maxLength={100}
            placeholder={t('faq.search.placeholder')}
            onChange={(event) => change(event.target.value)}
            autoComplete="off"
          />
          <Button type="submit" variant="primary">
            {t('faq.search.submit')}
          </Button>
        </div>
      </form>
      <p className="shop-faq__status" role="status">
        {matches === null ? '' : matches === 0 ? t('faq.empty') : t('faq.search.results', { count: matches })}
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the click only mirrors the summary's own toggle */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the summary is the keyboard control */}
      <div ref={root} className="shop-faq__clusters" onClick={toggleFromContent}>
        {children}
      </div>
    </>
  );
}
