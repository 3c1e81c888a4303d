// The content/search service (Makaira-style) over the shop's catalogue: page, search, documents, snippets, menu,
// recommendations, the sitemap listing and the /scrape fallback. Every answer is JSON; errors are `{message, errorId}`.

import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Catalogue } from '../catalogue/read-model';
import type { Db } from '../db/database';
import { gid } from '../floor/gid';
import { corsHeaders, HttpError, originOf, parseJsonBody, readBody, sendJson } from '../floor/http';
import type { TextLanguage } from '../floor/markets';
import type { SnippetEdits } from '../stores/snippet-edits';
import { type DocumentContext, productDocument, productFields } from './documents';
import { menuOf } from './menu';
import { type ContentModel, loadContentModel } from './model';
import { resolvePage, webedition } from './page';
import {
  type Body,
  type Constraints,
  ContentError,
  constraintsOf,
  currencyOf,
  instanceLanguages,
  instanceOf,
  integerField,
  objectBody,
} from './request';
import { searchResult } from './search';
import { faqPictureFiles } from './service-pages';
import { sitemapListing } from './sitemap';
import { SNIPPET_IDS, snippetFor } from './snippets';

export const CONTENT_PATHS = [
  '/enterprise/page',
  '/search/public',
  '/documents/public',
  '/enterprise/snippets',
  '/enterprise/menu',
  '/recommendation/public',
  '/enterprise/sitemap',
  '/scrape',
] as const;

export function isContentPath(path: string): boolean {
  return (CONTENT_PATHS as readonly string[]).includes(path);
}

export interface ContentEnv {
  db: Db;
  catalogue: () => Catalogue;
  scrape: { user: string; password: string };
  snippetEdits: SnippetEdits;
}

export function sendContentError(
  response: ServerResponse,
  status: number,
  message: string,
  errorId: string,
  headers: Record<string, string> = {},
) {
  sendJson(response, status, { message, errorId }, headers);
}

export function createContentService(env: ContentEnv) {
  let cached: { catalogue: Catalogue; model: Promise<ContentModel> } | null = null;
  const model = () => {
    const catalogue = env.catalogue();
    if (cached?.catalogue !== catalogue) cached = { catalogue, model: loadContentModel(env.db, catalogue) };
    return cached.model;
  };

  async function handle(request: IncomingMessage, response: ServerResponse, path: string): Promise<number> {
    const method = request.method ?? 'GET';
    const cors = {
      ...corsHeaders(request),
      'access-control-allow-headers':
        request.headers['access-control-request-headers'] ??
        'Content-Type, X-Makaira-Instance, Authorization',
    };
    if (method === 'OPTIONS') {
      response.writeHead(204, cors);
      response.end();
      return 204;
    }
    try {
      const expected = path === '/enterprise/menu' ? 'GET' : 'POST';
      if (method !== expected) throw new ContentError(405, `Use ${expected} for ${path}`);
      if (path === '/scrape') authorize(request, env.scrape);
      const instance = path === '/scrape' ? 'live_europe' : instanceOf(request.headers['x-makaira-instance']);
      const languages: readonly TextLanguage[] =
        path === '/scrape'
          ? ['de', 'en', 'gb', 'fr', 'it', 'nl', 'pl', 'es', 'id']
          : instanceLanguages(instance);
      const origin = originOf(request);
      const contentModel = await model();
      if (path === '/enterprise/menu') {
        sendJson(response, 200, menuOf(contentModel, languages), cors);
        return 200;
      }
      let parsed: unknown;
      try {
        parsed = parseJsonBody(await readBody(request), { nul: 'keep' });
      } catch (error) {
        if (error instanceof HttpError) throw new ContentError(error.status, error.message);
        throw error;
      }
      const body = objectBody(parsed);
      const constraints = constraintsOf(body, languages);
      const language = constraints.language ?? (languages[0] as TextLanguage);
      const context = (lang: TextLanguage): DocumentContext => ({
        model: contentModel,
        language: lang,
        currency: currencyOf(constraints.customerGroup, lang),
        origin,
      });
      const result = await route(path, body, constraints, languages, context, context(language));
      sendJson(response, 200, result, cors);
      return 200;
    } catch (error) {
      if (error instanceof ContentError) {
        const headers: Record<string, string> = { ...cors };
        if (error.status === 401) headers['www-authenticate'] = 'Basic realm="webedition"';
        sendContentError(response, error.status, error.message, error.errorId, headers);
        return error.status;
      }
      throw error;
    }
  }

  async function route(
    path: string,
    body: Body,
    constraints: Constraints,
    languages: readonly TextLanguage[],
    context: (language: TextLanguage) => DocumentContext,
    ctx: DocumentContext,
  ): Promise<unknown> {
    const pageEnv = { db: env.db, languages, context };
    switch (path) {
      case '/enterprise/page':
        return resolvePage(pageEnv, body, constraints);
      case '/scrape':
        return webedition(pageEnv, body, constraints);
      case '/search/public':
        return {
          ...(await searchResult(env.db, body, constraints, ctx)),
          experiments: constraints.experiments ?? [],
        };
      case '/enterprise/snippets': {
        const ids = body.snippetIds;
        if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === 'string')) {
          throw new ContentError(
            400,
            `snippetIds must be a non-empty list of snippet ids (${SNIPPET_IDS.join(', ')})`,
          );
        }
        return ids.slice(0, 50).flatMap((id) => {
          const snippet = snippetFor(id as string, ctx);
          return snippet ? [env.snippetEdits.apply(id as string, ctx.language, snippet)] : [];
        });
      }
      case '/documents/public':
        return documents(body, ctx);
      case '/recommendation/public':
        return recommendations(body, ctx);
      case '/enterprise/sitemap':
        return sitemapListing(body, ctx);
      default:
        throw new ContentError(404, 'Not found');
    }
  }

  /** Reads the model again from the database on the next request (after a test hook edited categories). */
  function reload(): void {
    cached = null;
  }

  /** The FAQ listing's picture files (for the media service to encode ahead). */
  async function faqPictures(): Promise<string[]> {
    return faqPictureFiles(await model());
  }

  return { handle, reload, faqPictures };
}

function authorize(request: IncomingMessage, expected: { user: string; password: string }) {
  const header = request.headers.authorization ?? '';
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header);
  const given = Buffer.from(match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '');
  const wanted = Buffer.from(`${expected.user}:${expected.password}`);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
    throw new ContentError(401, 'Basic authorization required');
  }
}

const idList = (body: Body): string[] => {
  const ids = body.ids;
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string' || typeof id === 'number')) {
    throw new ContentError(400, 'ids must be a list of ids');
  }
  return ids.slice(0, 250).map(String);
};

const numericId = (id: string) => Number(/(\d+)$/.exec(id)?.[1] ?? Number.NaN);

function documents(body: Body, ctx: DocumentContext) {
  const datatype = body.datatype ?? 'product';
  const ids = idList(body);
  const { catalogue } = ctx.model;
  let items: unknown[];
  if (datatype === 'variant') {
    items = ids.flatMap((id) => {
      const variant = catalogue.variantsById.get(numericId(id));
      if (!variant) return [];
      const price = variant.prices[ctx.currency];
      const fields = {
        ...productFields(variant.product, ctx),
        id: gid('ProductVariant', variant.id),
        parent: String(variant.product.id),
        sku: variant.sku,
        size: variant.size,
        price: Number(price.amount),
        strikethrough_price: price.compareAt ? Number(price.compareAt) : null,
        stock: variant.stock,
        available: variant.stock > 0,
      };
      return [{ id: gid('ProductVariant', variant.id), type: 'variant', fields }];
    });
  } else if (datatype === 'product' || datatype === 'makaira-productgroup') {
    items = ids.flatMap((id) => {
      const product = ctx.model.productByArticleNumber.get(id) ?? catalogue.productsById.get(numericId(id));
      return product ? [productDocument(product, ctx)] : [];
    });
  } else {
    throw new ContentError(400, 'datatype must be variant or product');
  }
  return { items, count: items.length, total: items.length };
}

function recommendations(body: Body, ctx: DocumentContext) {
  const recommendationId = body.recommendationId ?? 'similar-products';
  if (recommendationId !== 'similar-products' && recommendationId !== 'accessories') {
    throw new ContentError(400, 'recommendationId must be similar-products or accessories');
  }
  const productId = body.productId;
  if (typeof productId !== 'string' && typeof productId !== 'number') {
    throw new ContentError(400, 'productId is required');
  }
  const count = integerField(body, 'count', 5, 0, 50);
  const { model } = ctx;
  const product = model.catalogue.productsById.get(numericId(String(productId)));
  if (!product) return { recommendationId, items: [], count: 0 };
  const group = model.categories.get(product.categoryId)?.parentId ?? -1;
  const candidates = model.catalogue.products
    .filter((other) => other.id !== product.id)
    .filter((other) =>
      recommendationId === 'similar-products'
        ? other.categoryId === product.categoryId
        : other.categoryId !== product.categoryId && model.productCategories.get(other.id)?.includes(group),
    )
    .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
    .slice(0, count);
  const items = candidates.map((other) => productDocument(other, ctx));
  return { recommendationId, items, count: items.length };
}
