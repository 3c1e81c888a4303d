// Time budgets per kind of call, against the sandbox made slow by its fault injection (a real slow HTTP server).
import { Agent } from 'undici';
import { afterEach, describe, expect, inject, it } from 'vitest';
import {
  budgetDispatchers,
  ContentError,
  type ContentResult,
  contentBudgetsFromEnv,
  contentClientOptionsFor,
  createContentClient,
  DEFAULT_CONTENT_BUDGETS,
} from '../src/index.js';
import { ok } from './ok.js';

const sandboxUrl = () => inject('sandboxUrl');

async function slow(path: string, latencyMs: number, times = 1) {
  const response = await fetch(`${sandboxUrl()}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, latencyMs, times }),
  });
  expect(response.status).toBe(201);
}

afterEach(async () => {
  await fetch(`${sandboxUrl()}/__sandbox/faults`, { method: 'DELETE' });
});

/** How long a call took, and its data or its error. */
async function timed<T>(
  call: () => Promise<ContentResult<T>>,
): Promise<{ ms: number; outcome: T | ContentError }> {
  const start = performance.now();
  const result = await call();
  return { ms: performance.now() - start, outcome: result.error ?? result.data };
}

describe('budgets per kind of call', () => {
  it('by default the menu gives up after 1.5 s: a timeout error (the header then shows no menu)', async () => {
    expect(DEFAULT_CONTENT_BUDGETS.menu).toBe(1_500);
    await slow('/enterprise/menu', 6_000);
    const client = createContentClient(contentClientOptionsFor('de', { CONTENT_SERVICE_URL: sandboxUrl() }));
    const { ms, outcome } = await timed(() => client.menu());
    expect(outcome).toBeInstanceOf(ContentError);
    expect(outcome).toMatchObject({ kind: 'timeout', code: 0, path: '/enterprise/menu' });
    expect(ms).toBeGreaterThanOrEqual(1_400);
    expect(ms).toBeLessThan(4_000);
  });

  it('CONTENT_TIMEOUT_MS_SNIPPETS sets the snippets budget: a slower answer is a timeout ContentError', async () => {
    await slow('/enterprise/snippets', 3_000);
    const client = createContentClient(
      contentClientOptionsFor('de', {
        CONTENT_SERVICE_URL: sandboxUrl(),
        CONTENT_TIMEOUT_MS_SNIPPETS: '300',
      }),
    );
    const { ms, outcome } = await timed(() => client.snippets(['footer-snippet']));
    expect(outcome).toBeInstanceOf(ContentError);
    expect(outcome).toMatchObject({ kind: 'timeout', code: 0, message: 'Timed out after 300 ms' });
    expect(ms).toBeLessThan(2_000);
  });

  it('each kind keeps its own budget: a short snippets budget does not cut a slow page short', async () => {
    await slow('/enterprise/page', 800);
    const client = createContentClient({
      ...contentClientOptionsFor('de', { CONTENT_SERVICE_URL: sandboxUrl() }),
      budgets: { snippets: 300, menu: 300 },
    });
    const page = ok(await client.page({ url: '/de/' }));
    expect(page.type).toBe('page');
  });

  it('a page over its budget falls back to the web edition behind /scrape (spec §7: no answer)', async () => {
    await slow('/enterprise/page', 3_000);
    const client = createContentClient({
      ...contentClientOptionsFor('de', { CONTENT_SERVICE_URL: sandboxUrl() }),
      budgets: { page: 400 },
    });
    const { ms, outcome } = await timed(() => client.page({ url: '/de/' }));
    expect(outcome).toMatchObject({ type: 'webedition' });
    expect(ms).toBeLessThan(2_500);
  });

  it('the web edition has a budget of its own: a slow one after a slow page gives the page its timeout', async () => {
    await slow('/enterprise/page', 3_000);
    await slow('/scrape', 3_000);
    const client = createContentClient({
      ...contentClientOptionsFor('de', { CONTENT_SERVICE_URL: sandboxUrl() }),
      budgets: { page: 300, scrape: 300 },
    });
    const { ms, outcome } = await timed(() => client.page({ url: '/de/' }));
    expect(outcome).toMatchObject({ kind: 'timeout', path: '/enterprise/page' });
    expect(ms).toBeLessThan(2_000);
  });

  it("a call's own timeoutMs wins over its kind's budget", async () => {
    await slow('/search/public', 3_000);
    const client = createContentClient(contentClientOptionsFor('de', { CONTENT_SERVICE_URL: sandboxUrl() }));
    const { ms, outcome } = await timed(() => client.search({ phrase: 'waage' }, { timeoutMs: 250 }));
    expect(outcome).toMatchObject({ kind: 'timeout', path: '/search/public' });
    expect(ms).toBeLessThan(2_000);
  });

  it('a caller abort stays an abort, not a timeout', async () => {
    await slow('/enterprise/snippets', 3_000);
    const client = createContentClient(contentClientOptionsFor('de', { CONTENT_SERVICE_URL: sandboxUrl() }));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const { error } = await client.snippets(['footer-snippet'], { signal: controller.signal });
    expect(error).toMatchObject({ kind: 'aborted' });
  });

  it('reads CONTENT_TIMEOUT_MS_<KIND>, ignoring values that are no positive whole number', () => {
    expect(
      contentBudgetsFromEnv({
        CONTENT_TIMEOUT_MS_MENU: '800',
        CONTENT_TIMEOUT_MS_PAGE: ' 7000 ',
        CONTENT_TIMEOUT_MS_SEARCH: 'soon',
        CONTENT_TIMEOUT_MS_SNIPPETS: '-5',
        CONTENT_TIMEOUT_MS_SITEMAP: '1.5',
      }),
    ).toEqual({ menu: 800, page: 7_000 });
  });
});

describe('where a framework drops the signal (Next.js refetching a cached call)', () => {
  // Next's fetch sends a cached call again without its `signal` when the cached answer is stale; this fetch does
  // the same, so only the connection's own timeouts can hold the budget.
  const signalDropping: typeof fetch = (input, init) => fetch(input, { ...init, signal: null });

  it('without a dispatcher per budget, nothing gives up: the call waits for the slow service', async () => {
    await slow('/enterprise/snippets', 1_500);
    const client = createContentClient({
      ...contentClientOptionsFor('de', { CONTENT_SERVICE_URL: sandboxUrl() }),
      budgets: { snippets: 300 },
      fetch: signalDropping,
    });
    const { ms, outcome } = await timed(() => client.snippets(['footer-snippet']));
    expect(outcome).not.toBeInstanceOf(ContentError);
    expect(ms).toBeGreaterThanOrEqual(1_400);
  });

  it("with budgetDispatchers(Agent) the connection gives up after the kind's budget: a timeout ContentError", async () => {
    await slow('/enterprise/snippets', 3_000);
    const client = createContentClient({
      ...contentClientOptionsFor('de', { CONTENT_SERVICE_URL: sandboxUrl() }),
      budgets: { snippets: 300 },
      fetch: signalDropping,
      dispatcherFor: budgetDispatchers(Agent),
    });
    const { ms, outcome } = await timed(() => client.snippets(['footer-snippet']));
    expect(outcome).toBeInstanceOf(ContentError);
    expect(outcome).toMatchObject({ kind: 'timeout', code: 0, message: 'Timed out after 300 ms' });
    expect(ms).toBeLessThan(2_000);
  });

  it('an answer within the budget passes through the same dispatcher', async () => {
    const client = createContentClient({
      ...contentClientOptionsFor('de', { CONTENT_SERVICE_URL: sandboxUrl() }),
      fetch: signalDropping,
      dispatcherFor: budgetDispatchers(Agent),
    });
    const [footer] = ok(await client.snippets(['footer-snippet']));
    expect(footer?.snippetId).toBe('footer-snippet');
  });

  it('makes one dispatcher per budget and reuses it', () => {
    const made: { headersTimeout: number; bodyTimeout: number }[] = [];
    class Recorded {
      constructor(readonly options: { headersTimeout: number; bodyTimeout: number }) {
        made.push(options);
      }
    }
    const dispatcherFor = budgetDispatchers(Recorded);
    const first = dispatcherFor(1_500);
    expect(dispatcherFor(1_500)).toBe(first);
    expect(dispatcherFor(5_000)).not.toBe(first);
    expect(made).toEqual([
      { headersTimeout: 1_500, bodyTimeout: 1_500 },
      { headersTimeout: 5_000, bodyTimeout: 5_000 },
    ]);
  });
});
