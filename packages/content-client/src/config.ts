import {
  type EditionKey,
  type Env,
  getEdition,
  SANDBOX_ORIGIN,
  type SearchInstance,
  sandboxRequested,
} from '@shop/editions';
import { type ContentCallKind, contentBudgetsFromEnv } from './budgets.js';
import type { ContentErrorKind } from './errors.js';

/** One call to the content service, as it ended: what `onCall` tells the app, for its request log and metrics. */
export interface ContentCall {
  method: 'GET' | 'POST';
  /** The service's path (`/enterprise/page`, `/search/public`, `/scrape`). */
  path: string;
  /** The HTTP status; null when no answer came (network, timeout, aborted). */
  status: number | null;
  /** `ok`, or the ContentError's kind. */
  outcome: 'ok' | ContentErrorKind;
  /** Milliseconds from sending to the parsed answer or the failure. */
  ms: number;
}

export type ContentCallObserver = (call: ContentCall) => void;

export interface ContentClientOptions {
  /** Origin of the content service: Makaira's API URL, or the sandbox (`http://127.0.0.1:4000`). */
  baseUrl: string;
  /** `X-Makaira-Instance`: live, live_nl or live_europe (from the edition). */
  instance: SearchInstance;
  /** Language value of the edition: `de`, `en` (global), `gb` (UK) … */
  language: string;
  /** Basic-authorization credentials of the `/scrape` fallback; without them the fallback is skipped. */
  scrape?: { user: string; password: string } | undefined;
  /** Milliseconds before any call is given up, for every kind without its own budget (below). */
  timeoutMs?: number;
  /** Milliseconds per kind of call (`menu`, `page` …); unset kinds get `timeoutMs`, else DEFAULT_CONTENT_BUDGETS. */
  budgets?: Partial<Record<ContentCallKind, number>>;
  fetch?: typeof fetch;
  /**
   * Node only: the dispatcher (an undici `Agent`) a call with this budget goes through, so the connection itself
   * gives up after the budget (`budgetDispatchers(Agent)` makes one per budget). Next.js drops a fetch's `signal`
   * when it refetches a cached call (in the background, and in the foreground before it keeps a page), so
   * there only the connection's own timeouts hold the budget.
   */
  dispatcherFor?: (budgetMs: number) => unknown;
  /** Told of every call as it ends (method, path, status, milliseconds), e.g. for the app's request log. */
  onCall?: ContentCallObserver;
}

/** The sandbox's default credentials of `/scrape`, used when none are configured. */
export const SANDBOX_SCRAPE_CREDENTIALS = { user: 'webedition', password: 'sandbox-scrape' } as const;

const read = (env: Env, name: string) => env[name]?.trim() || undefined;

/**
 * The content service's origin: `CONTENT_SERVICE_URL`, else the local sandbox when the consumer asks for it
 * (`SHOP_BACKEND=sandbox`, as for the shop backend in @shop/editions); without either, an error that names the
 * variable, so a build that forgot it fails instead of calling localhost.
 */
function serviceUrl(env: Env): string {
  const url = read(env, 'CONTENT_SERVICE_URL');
  if (url) return url.replace(/\/+$/, '');
  if (sandboxRequested(env)) return SANDBOX_ORIGIN;
  throw new Error(
    'CONTENT_SERVICE_URL is not set: there is no content service. ' +
      'Set it, or set SHOP_BACKEND=sandbox to use the local sandbox.',
  );
}

/**
 * The content client's options for an edition: the instance and language from @shop/editions, the service URL
 * from `CONTENT_SERVICE_URL` (required unless `SHOP_BACKEND=sandbox`) and the scrape credentials from
 * `CONTENT_SCRAPE_USER` and `CONTENT_SCRAPE_PASSWORD` (default the sandbox's), time budgets from
 * `CONTENT_TIMEOUT_MS_<KIND>`.
 */
export function contentClientOptionsFor(edition: EditionKey, env: Env): ContentClientOptions {
  const settings = getEdition(edition);
  const baseUrl = serviceUrl(env);
  const user = read(env, 'CONTENT_SCRAPE_USER');
  const password = read(env, 'CONTENT_SCRAPE_PASSWORD');
  return {
    baseUrl,
    instance: settings.searchInstance,
    language: settings.value,
    scrape: user && password ? { user, password } : { ...SANDBOX_SCRAPE_CREDENTIALS },
    budgets: contentBudgetsFromEnv(env),
  };
}
