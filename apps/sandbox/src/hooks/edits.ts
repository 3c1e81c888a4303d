// Test hooks that change data as the shop's or the content service's admin would, each announced by the webhook
// the real service would send: stock and price of a variant, a content page's title, a snippet, the menu.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  EditError,
  renameCategory,
  setPageTitle,
  setVariantPrice,
  setVariantStock,
} from '../catalogue/edits';
import { decodeSegment, HttpError, parseJsonBody, readBody, sendJson } from '../floor/http';
import { CURRENCIES, type Currency, TEXT_LANGUAGES, type TextLanguage } from '../floor/markets';
import type { ShopState } from '../shop-api/context';
import type { SnippetEdits } from '../stores/snippet-edits';
import type { WebhookSender } from '../webhooks/sender';
import { inventoryLevelUpdate, productUpdate } from '../webhooks/shop-events';

export interface EditHookEnv {
  state: ShopState;
  snippetEdits: SnippetEdits;
  reloadContent: () => void;
  webhooks: WebhookSender;
}

type Body = Record<string, unknown>;

const numericId = (value: string) => Number(/(\d+)$/.exec(decodeSegment(value) ?? '')?.[1] ?? Number.NaN);

function text(body: Body, key: string): string {
  const value = body[key];
  if (typeof value !== 'string' || value.trim() === '')
    throw new HttpError(400, `${key} must be a non-empty string`);
  return value;
}

function language(body: Body): TextLanguage {
  const value = body.language;
  if (!TEXT_LANGUAGES.includes(value as TextLanguage)) {
    throw new HttpError(400, `language must be one of ${TEXT_LANGUAGES.join(', ')}`);
  }
  return value as TextLanguage;
}

/** The request's JSON object; 400 for anything else. */
export async function bodyOf(request: IncomingMessage): Promise<Body> {
  const body = parseJsonBody(await readBody(request));
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'The body must be a JSON object');
  }
  return body as Body;
}

/** Answers the edit hooks; null for any other path, left to the other hooks. */
export async function handleEditHook(
  env: EditHookEnv,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<number | null> {
  const path = url.pathname;
  if (path === '/__sandbox/webhooks' && request.method === 'GET') {
    sendJson(response, 200, { targets: env.webhooks.targetUrls(), deliveries: env.webhooks.deliveries });
    return 200;
  }
  if (request.method !== 'POST') return null;
  if (path === '/__sandbox/webhooks') {
    const body = await bodyOf(request);
    const target = (key: 'shop' | 'content') => {
      const value = body[key] as Body | undefined;
      if (value === undefined) return {};
      if (typeof value !== 'object' || value === null)
        throw new HttpError(400, `${key} must be {url, secret}`);
      return { [key]: { url: text(value, 'url'), secret: text(value, 'secret') } };
    };
    env.webhooks.configure({ ...target('shop'), ...target('content') });
    sendJson(response, 200, { targets: env.webhooks.targetUrls() });
    return 200;
  }
  const variantHook = /^\/__sandbox\/variants\/([^/]+)\/(stock|price)$/.exec(path);
  try {
    if (variantHook) {
      const body = await bodyOf(request);
      const id = numericId(variantHook[1] as string);
      if (variantHook[2] === 'stock') {
        const stock = body.stock;
        if (typeof stock !== 'number' || !Number.isInteger(stock) || stock < 0) {
          throw new HttpError(400, 'stock must be a whole number of at least 0');
        }
        const variant = await setVariantStock(env.state, id, stock);
        const webhook = await env.webhooks.sendShopEvent(
          'inventory_levels/update',
          inventoryLevelUpdate(variant),
        );
        sendJson(response, 200, { variant: { id: variant.id, stock: variant.stock }, webhook });
        return 200;
      }
      const amount = body.amount;
      const compareAt = body.compareAt ?? null;
      const currency = (body.currency ?? 'EUR') as Currency;
      if (typeof amount !== 'number' || !(amount > 0))
        throw new HttpError(400, 'amount must be a positive number');
      if (compareAt !== null && (typeof compareAt !== 'number' || !(compareAt > 0))) {
        throw new HttpError(400, 'compareAt must be a positive number or null');
      }
      if (!CURRENCIES.includes(currency))
        throw new HttpError(400, `currency must be one of ${CURRENCIES.join(', ')}`);
      const variant = await setVariantPrice(env.state, id, currency, amount, compareAt as number | null);
      const webhook = await env.webhooks.sendShopEvent('products/update', productUpdate(variant.product));
      sendJson(response, 200, { variant: { id: variant.id, prices: variant.prices }, webhook });
      return 200;
    }
    if (path === '/__sandbox/content/page-title') {
      const body = await bodyOf(request);
      const seoUrl = text(body, 'url');
      const edited = await setPageTitle(env.state, seoUrl, text(body, 'title'));
      const webhook = await env.webhooks.sendContentChange({ type: 'page', url: seoUrl });
      sendJson(response, 200, { page: edited, webhook });
      return 200;
    }
    if (path === '/__sandbox/content/snippet') {
      const body = await bodyOf(request);
      const content = body.content;
      if (typeof content !== 'object' || content === null || Array.isArray(content)) {
        throw new HttpError(400, 'content must be an object of the element properties to replace');
      }
      const edit = {
        snippetId: text(body, 'snippetId'),
        language: language(body),
        component: text(body, 'component'),
        content: content as Record<string, unknown>,
      };
      env.snippetEdits.set(edit);
      const webhook = await env.webhooks.sendContentChange({ type: 'snippet', snippetId: edit.snippetId });
      sendJson(response, 200, { snippet: edit, webhook });
      return 200;
    }
    if (path === '/__sandbox/content/menu') {
      const body = await bodyOf(request);
      const { seoUrl } = await renameCategory(
        env.state.db,
        text(body, 'code'),
        language(body),
        text(body, 'text'),
      );
      env.reloadContent();
      const webhook = await env.webhooks.sendContentChange({ type: 'menu' });
      const page = await env.webhooks.sendContentChange({ type: 'page', url: seoUrl });
      sendJson(response, 200, { category: { seoUrl }, webhook, page });
      return 200;
    }
  } catch (error) {
    if (error instanceof EditError) throw new HttpError(404, error.message);
    throw error;
  }
  return null;
}
