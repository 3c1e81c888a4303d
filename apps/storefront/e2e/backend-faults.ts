// The sandbox's fault injection as whole backends failing: the content service, the shop backend, the reviews
// provider, the customer calls of the shop backend.
import { createHmac } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { WEBHOOK_SECRETS } from '../playwright.config';
import { injectFault } from './shop';

/** Every path the content service answers on (pages, search, lookups, snippets, menu) and its web edition. */
const CONTENT_PATHS = ['/enterprise/*', '/search/*', '/documents/*', '/recommendation/*', '/scrape'];

/** The content service answers 503 everywhere. */
export async function contentDown(): Promise<void> {
  for (const path of CONTENT_PATHS) await injectFault({ path, status: 503 });
}

/** The content service answers, but only after `latencyMs`. */
export async function contentSlow(latencyMs: number, paths = CONTENT_PATHS): Promise<void> {
  for (const path of paths) await injectFault({ path, latencyMs });
}

/** The shop backend (Storefront API) answers 503 to every call. */
export async function shopDown(): Promise<void> {
  await injectFault({ path: '/api/*', status: 503 });
}

/** The reviews provider answers 503. */
export async function reviewsDown(): Promise<void> {
  await injectFault({ path: '/reviews-api/*', status: 503 });
}

/** The shop backend's customer calls fail (the carts still work). */
export async function customerBackendDown(): Promise<void> {
  for (const operation of [
    'customer',
    'customerAccessTokenCreate',
    'customerUpdate',
    'customerAddressCreate',
    'customerAddressUpdate',
  ])
    await injectFault({ operation, status: 503 });
}

const sign = (body: string) => createHmac('sha256', WEBHOOK_SECRETS.content).update(body).digest('base64');

/**
 * Expires the shop-wide menu and footer snippet the storefront keeps (as the content service's change notice
 * does), so the next page asks the content service for them again.
 */
export async function expireMenuAndFooter(request: APIRequestContext): Promise<void> {
  await expireContent(request, [{ type: 'menu' }, { type: 'snippet', snippetId: 'footer-snippet' }]);
}

/** Expires what the storefront keeps of a snippet, as the content service's signed change notice does. */
export async function expireSnippet(request: APIRequestContext, snippetId: string): Promise<void> {
  await expireContent(request, [{ type: 'snippet', snippetId }]);
}

async function expireContent(request: APIRequestContext, changes: Record<string, string>[]): Promise<void> {
  for (const change of changes) {
    const body = JSON.stringify(change);
    const response = await request.post('/api/revalidate', {
      data: Buffer.from(body),
      headers: { 'content-type': 'application/json', 'x-content-hmac-sha256': sign(body) },
    });
    expect(response.status()).toBe(200);
  }
}
