// The sandbox's HTTP and HTTPS servers (one handler on both): the Storefront API, the content service, the checkout,
// the media endpoint and the /__sandbox test hooks.
import { randomUUID } from 'node:crypto';
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AccountServiceConfig, createAccountService } from './account-service/index';
import { DEFAULT_PRODUCT_COUNT, DEFAULT_SEED } from './catalogue/generator';
import { Catalogue } from './catalogue/read-model';
import { ensureSearchIndex, isSeeded, seedCatalogue } from './catalogue/seed';
import { createContentService, isContentPath, sendContentError } from './content-api/index';
import { DEFAULT_CRM_API_KEY, handleCrm, isCrmPath } from './crm/index';
import { type Database, openDatabase } from './db/database';
import { catalogueMeta } from './db/schema';
import { Faults } from './floor/faults';
import {
  corsHeaders,
  drainBody,
  HttpError,
  originOf,
  parseJsonBody,
  readBody,
  requestUrl,
  sendHtml,
  sendJson,
  sleep,
} from './floor/http';
import { MEDIA_PATH } from './floor/media';
import { applyProfile } from './hooks/admin';
import { type HookEnv, handleHook } from './hooks/index';
import { type SmtpCatcher, startSmtpCatcher } from './mail/smtp-catcher';
import { encodeAhead, faqPictureRequests } from './media/ahead';
import { serveMedia } from './media/serve';
import { handleReviewsApi, isReviewsPath } from './reviews/http';
import { checkoutPage, orderStatusPage, payCheckout } from './shop-api/checkout';
import type { ShopState } from './shop-api/context';
import {
  API_VERSION,
  API_VERSION_HEADER,
  apiPathVersion,
  executeStorefront,
  type GraphQLRequest,
  operationNameOf,
  servedApiVersion,
  storefrontSchema,
} from './shop-api/index';
import { SnippetEdits } from './stores/snippet-edits';
import { ensureTlsFiles } from './tls';
import { WebhookSender, type WebhookTargets } from './webhooks/sender';

export const DEFAULT_STOREFRONT_TOKEN = 'sandbox-storefront-token';
/** The sandbox shop's public default Multipass secret; a real shop's comes from its admin. */
export const DEFAULT_MULTIPASS_SECRET = 'sandbox-multipass-secret';
export const DEFAULT_SCRAPE_CREDENTIALS = { user: 'webedition', password: 'sandbox-scrape' };
/** Secrets the sandbox signs its webhooks with unless configured; the storefront's defaults are the same. */
export const DEFAULT_WEBHOOK_SECRET = 'sandbox-webhook-secret';
export const DEFAULT_REVALIDATE_SECRET = 'sandbox-revalidate-secret';

export interface SandboxOptions {
  port?: number;
  host?: string;
  /** Port of the HTTPS listener (0 picks a free one); omitted means HTTP only. */
  tlsPort?: number;
  /**
   * Where the local CA and the server certificate live (made at the first start, renewed before expiry); default
   * `<dataDir>-tls`, or `<tmpdir>/shop-sandbox-tls` without a data directory.
   */
  tlsDir?: string;
  /** A Postgres server; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; omitted means in-memory. */
  dataDir?: string;
  seed?: number;
  products?: number;
  /**
   * Encode the shared pages' first pictures ahead, in the background once listening (`media/ahead.ts`). The
   * command line does; the sandbox's own tests, which never load them, do not.
   */
  encodeAhead?: boolean;
  /** Re-seed even when the database already holds a catalogue. */
  reset?: boolean;
  storefrontTokens?: string[];
  customerTokenLifetimeSeconds?: number;
  /** The shop's Multipass secret; default DEFAULT_MULTIPASS_SECRET. */
  multipassSecret?: string;
  /** Where the customer mails' links lead (ShopConfig.accountLinks); omitted: the shop's own URLs. */
  accountLinks?: string;
  /** Basic-authorization credentials of the content service's `/scrape` fallback. */
  scrapeCredentials?: { user: string; password: string };
  /** One line per request; false for silence. */
  log?: ((line: string) => void) | false;
  /** Port of the SMTP catcher (0 picks a free one); omitted means no SMTP server. */
  smtpPort?: number;
  /** Where webhooks go when test hooks change data (shop events, content changes); omitted means none. */
  webhooks?: WebhookTargets;
  /** The account service wing's settings (docs/account-service.md); defaults for what is left out. */
  accountService?: Partial<AccountServiceConfig>;
  /**
   * A profile (parsed JSON, `hooks/admin.ts`): collections, pages, menus and metafields made by handle at start and
   * again after every reset.
   */
  profile?: unknown;
  /** The shop's primary domain (host and optional port) in its URLs (ShopConfig.primaryDomain). */
  primaryDomain?: string;
}

export interface Sandbox {
  url: string;
  port: number;
  /** The HTTPS listener, when it runs: `https://localhost:<port>`, its port and the CA file that makes it trusted. */
  tls: { url: string; port: number; caFile: string } | null;
  /** The SMTP catcher's port, when it runs. */
  smtpPort: number | null;
  state: ShopState;
  database: Database;
  close(): Promise<void>;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const seed = options.seed ?? DEFAULT_SEED;
  const products = options.products ?? DEFAULT_PRODUCT_COUNT;
  const log = options.log === false ? () => {} : (options.log ?? ((line: string) => console.log(line)));
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  if (options.reset || !(await isSeeded(database.db))) {
    await seedCatalogue(database.db, { seed, products });
  } else await ensureSearchIndex(database.db);
  const state: ShopState = {
    db: database.db,
    catalogue: await Catalogue.load(database.db),
    config: {
      storefrontTokens: options.storefrontTokens?.length
        ? options.storefrontTokens
        : [DEFAULT_STOREFRONT_TOKEN],
      customerTokenLifetimeSeconds: options.customerTokenLifetimeSeconds ?? 60 * 60 * 24 * 14,
      multipassSecret: options.multipassSecret || DEFAULT_MULTIPASS_SECRET,
      ...(options.accountLinks ? { accountLinks: options.accountLinks.replace(/\/+$/, '') } : {}),
      ...(options.primaryDomain ? { primaryDomain: options.primaryDomain } : {}),
    },
  };
  storefrontSchema();
  const faults = new Faults();
  const snippetEdits = new SnippetEdits();
  const accountService = createAccountService(database.db, faults, options.accountService);
  const content = createContentService({
    db: database.db,
    catalogue: () => state.catalogue,
    scrape: options.scrapeCredentials ?? DEFAULT_SCRAPE_CREDENTIALS,
    snippetEdits,
  });
  // Reset returns to the catalogue the database was seeded with, which may predate these options.
  const [meta] = await database.db.select().from(catalogueMeta);
  let catalogueSize = meta ? { seed: meta.seed, products: meta.productCount } : { seed, products };
  /** Requests wait while a reset rebuilds the database. */
  let gate: Promise<void> = Promise.resolve();

  async function reset(body: unknown): Promise<unknown> {
    const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const nextProducts = input.products ?? catalogueSize.products;
    const nextSeed = input.seed ?? catalogueSize.seed;
    if (
      typeof nextProducts !== 'number' ||
      !Number.isInteger(nextProducts) ||
      nextProducts < 1 ||
      nextProducts > 50_000
    ) {
      throw new HttpError(400, 'products must be an integer from 1 to 50000');
    }
    if (typeof nextSeed !== 'number' || !Number.isInteger(nextSeed))
      throw new HttpError(400, 'seed must be an integer');
    let release = () => {};
    gate = new Promise((resolve) => {
      release = resolve;
    });
    try {
      await seedCatalogue(database.db, { seed: nextSeed, products: nextProducts });
      state.catalogue = await Catalogue.load(database.db);
      faults.clear();
      snippetEdits.clear();
      await accountService.afterReset();
      if (options.profile !== undefined) await applyProfile(hooks, options.profile);
      catalogueSize = { seed: nextSeed, products: nextProducts };
    } finally {
      release();
    }
    return { status: 'reset', ...catalogueSize };
  }

  const host = options.host ?? '127.0.0.1';
  const smtp: SmtpCatcher | null =
    options.smtpPort === undefined
      ? null
      : await startSmtpCatcher({ db: database.db, port: options.smtpPort, host, log, faults });

  const hooks: HookEnv = {
    state,
    databaseKind: database.kind,
    faults,
    reset,
    catalogueSize: () => catalogueSize,
    smtpPort: smtp?.port ?? null,
    snippetEdits,
    reloadContent: content.reload,
    webhooks: new WebhookSender(options.webhooks ?? {}, host, API_VERSION),
    reloadCatalogue: async () => {
      state.catalogue = await Catalogue.load(database.db);
      content.reload();
    },
  };
  if (options.profile !== undefined) {
    await applyProfile(hooks, options.profile).catch(async (error: unknown) => {
      await smtp?.close();
      await database.close();
      throw error;
    });
  }

  async function handleGraphQL(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    cors: Record<string, string>,
    note: (operation: string | null) => void,
  ): Promise<number> {
    const token =
      request.headers['x-shopify-storefront-access-token'] ??
      request.headers['shopify-storefront-private-token'];
    const text = await readBody(request);
    // Shopify also takes the bare document with Content-Type: application/graphql.
    const body = (
      request.headers['content-type']?.startsWith('application/graphql')
        ? { query: text }
        : parseJsonBody(text, { nul: 'keep' })
    ) as GraphQLRequest;
    const operation = typeof body === 'object' && body !== null ? operationNameOf(body) : null;
    note(operation);
    const fault = faults.take(path, operation);
    if (fault) {
      if (fault.latencyMs) await sleep(fault.latencyMs);
      if (fault.drop) {
        request.socket.destroy();
        return 0;
      }
      if (fault.status) {
        sendJson(
          response,
          fault.status,
          { errors: [{ message: `Injected fault: HTTP ${fault.status}` }] },
          cors,
        );
        return fault.status;
      }
      if (fault.graphqlError) {
        sendJson(
          response,
          200,
          { errors: [{ message: fault.graphqlError, extensions: { code: 'INJECTED_FAULT' } }], data: null },
          cors,
        );
        return 200;
      }
    }
    if (typeof token !== 'string' || !state.config.storefrontTokens.includes(token)) {
      sendJson(response, 401, { errors: [{ message: '', extensions: { code: 'UNAUTHORIZED' } }] }, cors);
      return 401;
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new HttpError(400, 'The request body must be a JSON object');
    }
    const result = await executeStorefront(state, body, originOf(request), (error) => {
      console.error('[sandbox] resolver failed:', error);
    });
    sendJson(response, result.status, result.body, cors);
    return result.status;
  }

  async function handle(
    request: IncomingMessage,
    response: ServerResponse,
    note: (op: string | null) => void,
  ) {
    await gate;
    const url = requestUrl(request);
    const path = url.pathname;
    const method = request.method ?? 'GET';
    const requestedVersion = apiPathVersion(path);
    const version = requestedVersion === null ? null : servedApiVersion(requestedVersion);
    if (accountService.isHookPath(path)) return accountService.handleHook(request, response, url);
    if (path.startsWith('/__sandbox/')) return handleHook(hooks, request, response, url);
    if (accountService.isPath(path)) return accountService.handle(request, response, url);
    if (path.startsWith('/api/')) {
      const cors =
        version === null ? corsHeaders(request) : { ...corsHeaders(request), [API_VERSION_HEADER]: version };
      if (method === 'OPTIONS') {
        response.writeHead(204, cors);
        response.end();
        return 204;
      }
      if (version === null) {
        await drainBody(request);
        sendJson(response, 404, { errors: [{ message: 'Not Found' }] }, cors);
        return 404;
      }
      if (method !== 'POST') {
        await drainBody(request);
        sendJson(response, 405, { errors: [{ message: 'Use POST' }] }, { ...cors, allow: 'POST, OPTIONS' });
        return 405;
      }
      return handleGraphQL(request, response, path, cors, note);
    }
    const fault = faults.take(path, null);
    if (fault) {
      if (fault.latencyMs) await sleep(fault.latencyMs);
      if (fault.drop) {
        request.socket.destroy();
        return 0;
      }
      if (fault.status) {
        if (isContentPath(path)) {
          sendContentError(response, fault.status, `Injected fault: HTTP ${fault.status}`, randomUUID(), {
            'access-control-allow-origin': '*',
          });
        } else sendJson(response, fault.status, { error: `Injected fault: HTTP ${fault.status}` });
        return fault.status;
      }
    }
    if (isContentPath(path)) return content.handle(request, response, path);
    if (isReviewsPath(path)) {
      const answered = await handleReviewsApi(hooks, request, response, url);
      if (answered === null) throw new HttpError(404, 'Not found');
      return answered;
    }
    if (isCrmPath(path)) return handleCrm(database.db, [DEFAULT_CRM_API_KEY], request, response, path);
    const checkout = /^\/checkouts\/cn\/([A-Za-z0-9_-]+)$/.exec(path);
    if (checkout) {
      const token = checkout[1] as string;
      const key = url.searchParams.get('key') ?? '';
      const result =
        method === 'POST'
          ? await payCheckout(state, token, key, new URLSearchParams(await readBody(request)))
          : await checkoutPage(state, token, key);
      if (result.redirect) {
        response.writeHead(result.status, { location: result.redirect });
        response.end();
      } else sendHtml(response, result.status, result.html ?? '');
      return result.status;
    }
    const status = /^\/orders\/([0-9a-f]{32})$/.exec(path);
    if (status && method === 'GET') {
      const result = await orderStatusPage(state, status[1] as string);
      sendHtml(response, result.status, result.html ?? '');
      return result.status;
    }
    const mediaFile = path.startsWith(MEDIA_PATH) ? path.slice(MEDIA_PATH.length) : '';
    if (/^[A-Za-z0-9._-]+$/.test(mediaFile) && method === 'GET') {
      const result = await serveMedia(
        state.catalogue,
        mediaFile,
        url.searchParams,
        request.headers.accept ?? '',
      );
      response.writeHead(result.status, {
        'content-type': result.contentType,
        'access-control-allow-origin': '*',
        ...(result.cacheControl ? { 'cache-control': result.cacheControl } : {}),
      });
      response.end(result.body);
      return result.status;
    }
    if (path === '/' && method === 'GET') {
      sendJson(response, 200, {
        name: 'Storefront sandbox',
        storefrontApi: `/api/${API_VERSION}/graphql.json`,
        health: '/__sandbox/health',
        outbox: '/__sandbox/outbox',
      });
      return 200;
    }
    throw new HttpError(404, 'Not found');
  }

  const onRequest: RequestListener = (request, response) => {
    const started = performance.now();
    const requestId = randomUUID();
    response.setHeader('x-request-id', requestId);
    let operation: string | null = null;
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const finish = (status: number) => {
      const ms = Math.round(performance.now() - started);
      log(`${request.method} ${path}${operation ? ` ${operation}` : ''} ${status || 'dropped'} ${ms}ms`);
    };
    handle(request, response, (op) => {
      operation = op;
    })
      .then(finish)
      .catch((error: unknown) => {
        const status = error instanceof HttpError ? error.status : 500;
        if (!(error instanceof HttpError)) console.error('[sandbox] request failed:', error);
        if (!response.headersSent && !response.destroyed) {
          const cors = path.startsWith('/api/') ? corsHeaders(request) : {};
          const message = error instanceof HttpError ? error.message : 'Internal error';
          sendJson(response, status, { errors: [{ message }] }, cors);
        }
        finish(status);
      });
  };
  const listen = async (server: Server, port: number): Promise<number> => {
    server.on('clientError', (_error, socket) => {
      if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\n\r\n');
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    return (server.address() as AddressInfo).port;
  };
  const server: Server = createServer(onRequest);
  const port = await listen(server, options.port ?? 4000);
  let tls: Sandbox['tls'] = null;
  let tlsServer: Server | null = null;
  if (options.tlsPort !== undefined) {
    const files = await ensureTlsFiles(
      options.tlsDir ?? (options.dataDir ? `${options.dataDir}-tls` : join(tmpdir(), 'shop-sandbox-tls')),
    );
    tlsServer = createTlsServer({ cert: files.cert, key: files.key }, onRequest);
    const tlsPort = await listen(tlsServer, options.tlsPort);
    tls = { url: `https://localhost:${tlsPort}`, port: tlsPort, caFile: files.caFile };
  }
  const stopEncoding = new AbortController();
  if (options.encodeAhead) {
    const started = Date.now();
    void content
      .faqPictures()
      .then((files) => encodeAhead(() => state.catalogue, faqPictureRequests(files), stopEncoding.signal))
      .then((encoded) => log(`Media: ${encoded} pictures encoded ahead in ${Date.now() - started} ms`))
      .catch(() => {});
  }
  return {
    url: `http://${host}:${port}`,
    port,
    tls,
    smtpPort: smtp?.port ?? null,
    state,
    database,
    close: async () => {
      stopEncoding.abort();
      for (const listening of [server, tlsServer]) {
        if (!listening) continue;
        await new Promise<void>((resolve) => {
          listening.close(() => resolve());
          listening.closeAllConnections();
        });
      }
      await smtp?.close();
      await database.close();
    },
  };
}
