// Time budgets per kind of call: the header's menu and snippets must not hold a page up, page data may take longer.
import type { Env } from '@shop/editions';

/** The kinds of content-service call, each with its own time budget. */
export type ContentCallKind =
  | 'page'
  | 'scrape'
  | 'search'
  | 'autosuggest'
  | 'documents'
  | 'recommendations'
  | 'snippets'
  | 'menu'
  | 'sitemap';

export type ContentBudgets = Readonly<Record<ContentCallKind, number>>;

/** Milliseconds per kind of call before it is given up as a `timeout` ContentError. */
export const DEFAULT_CONTENT_BUDGETS: ContentBudgets = {
  page: 5_000,
  // The web edition is asked only after the page failed, often after its whole budget: the shopper waits for both.
  scrape: 3_000,
  search: 5_000,
  autosuggest: 1_500,
  documents: 3_000,
  recommendations: 3_000,
  snippets: 1_500,
  menu: 1_500,
  sitemap: 15_000,
};

const KINDS = Object.keys(DEFAULT_CONTENT_BUDGETS) as ContentCallKind[];

/** The budget of a kind from `CONTENT_TIMEOUT_MS_<KIND>` (`CONTENT_TIMEOUT_MS_MENU=800`); unset or invalid: none. */
export function contentBudgetsFromEnv(env: Env): Partial<Record<ContentCallKind, number>> {
  const budgets: Partial<Record<ContentCallKind, number>> = {};
  for (const kind of KINDS) {
    const value = Number(env[`CONTENT_TIMEOUT_MS_${kind.toUpperCase()}`]?.trim() || Number.NaN);
    if (Number.isInteger(value) && value > 0) budgets[kind] = value;
  }
  return budgets;
}

/**
 * The budget of one call: the call's own `timeoutMs`, else the client's budget for its kind, else the client's
 * `timeoutMs` for every kind, else the default for its kind.
 */
export function budgetOf(
  kind: ContentCallKind,
  client: { budgets?: Partial<Record<ContentCallKind, number>> | undefined; timeoutMs?: number | undefined },
  callTimeoutMs?: number,
): number {
  return callTimeoutMs ?? client.budgets?.[kind] ?? client.timeoutMs ?? DEFAULT_CONTENT_BUDGETS[kind];
}
