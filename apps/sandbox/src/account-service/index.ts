// The account service's wing (docs/account-service.md): the manufacturer's identity and account site for the
// single-sign-on stores, under one base path so it clashes with no other wing of the sandbox.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/database';
import { delayOrDrop, type Faults } from '../floor/faults';
import { logout, saveAddress, showAccountPage } from './account-pages';
import { addressFailure, handleDefaultAddress } from './address';
import { ACCOUNT_SERVICE_BASE, type AccountServiceConfig, resolveConfig } from './config';
import { type ServiceContext, sendJsonBody, serviceBaseUrl } from './context';
import { SigningKeys } from './keys';
import { handleRevoke, handleToken } from './oauth';
import { type PasswordPage, showPasswordPage, submitPasswordPage } from './passwords';
import { RateLimiter } from './rate-limit';
import { showForm, submitForm } from './sign-in';
import { HOOK_PREFIX, handleAccountServiceHook } from './test-hooks';

export { ACCOUNT_SERVICE_BASE, type AccountServiceConfig, accountServiceConfigFromEnv } from './config';

const PASSWORD_PAGES: Record<string, PasswordPage> = {
  '/account/password/forgot': 'forgot',
  '/account/password/reset': 'reset',
  '/account/activate': 'activate',
};

const ADDRESS_PATH = `${ACCOUNT_SERVICE_BASE}/api/address/default`;

export interface AccountService {
  isPath(path: string): boolean;
  isHookPath(path: string): boolean;
  handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<number>;
  handleHook(request: IncomingMessage, response: ServerResponse, url: URL): Promise<number>;
  /** After a sandbox reset emptied the tables: the same key again, fresh rate limits. */
  afterReset(): Promise<void>;
}

export function createAccountService(
  db: Db,
  faults: Faults,
  options: Partial<AccountServiceConfig> = {},
): AccountService {
  const context: ServiceContext = {
    db,
    keys: new SigningKeys(db),
    config: resolveConfig(options),
    posts: new RateLimiter(60, 60_000),
    failures: new RateLimiter(10, 15 * 60_000),
  };

  async function route(request: IncomingMessage, response: ServerResponse, url: URL): Promise<number> {
    const path = url.pathname.slice(ACCOUNT_SERVICE_BASE.length) || '/';
    const method = request.method ?? 'GET';
    const get = method === 'GET' || method === 'HEAD';
    if (path === '/.well-known/jwks.json' && get) {
      return sendJsonBody(response, 200, await context.keys.jwks(), {
        'cache-control': 'public, max-age=300',
        'access-control-allow-origin': '*',
      });
    }
    if (path === '/.well-known/openid-configuration' && get) {
      const base = serviceBaseUrl(context, request);
      return sendJsonBody(
        response,
        200,
        {
          issuer: context.config.issuer,
          jwks_uri: `${base}/.well-known/jwks.json`,
          authorization_endpoint: `${base}/account/login`,
          token_endpoint: `${base}/oauth/token`,
          revocation_endpoint: `${base}/oauth/revoke`,
          end_session_endpoint: `${base}/account/logout`,
          grant_types_supported: ['authorization_code', 'refresh_token'],
          token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        },
        { 'cache-control': 'public, max-age=300', 'access-control-allow-origin': '*' },
      );
    }
    if (path === '/api/address/default') return handleDefaultAddress(context, request, response, url);
    if (path === '/oauth/token') return handleToken(context, request, response);
    if (path === '/oauth/revoke') return handleRevoke(context, request, response);
    if (path === '/account/logout' && (get || method === 'POST'))
      return logout(context, request, response, url);
    if (path === '/account/login' || path === '/account/register') {
      const page = path === '/account/login' ? 'login' : 'register';
      if (get) return showForm(context, request, response, url, page);
      if (method === 'POST') return submitForm(context, request, response, page);
      return sendJsonBody(response, 405, { error: 'Method not allowed' }, { allow: 'GET, POST' });
    }
    const passwordPage = PASSWORD_PAGES[path];
    if (passwordPage) {
      if (get) return showPasswordPage(context, request, response, url, passwordPage);
      if (method === 'POST') return submitPasswordPage(context, request, response, passwordPage);
      return sendJsonBody(response, 405, { error: 'Method not allowed' }, { allow: 'GET, POST' });
    }
    const localized = /^\/account\/([a-z]{2}(?:-[A-Za-z]{2})?)\/(orders|address|login)$/.exec(path);
    if (localized && method === 'POST' && localized[2] === 'address')
      return saveAddress(context, request, response, localized[1] as string);
    if (localized && get) {
      const [, locale, page] = localized as unknown as [string, string, 'orders' | 'address' | 'login'];
      if (page === 'login') return showForm(context, request, response, url, 'login', locale);
      return showAccountPage(context, request, response, url, locale, page);
    }
    return sendJsonBody(response, 404, { error: 'Not found' });
  }

  return {
    isPath: (path) => path === ACCOUNT_SERVICE_BASE || path.startsWith(`${ACCOUNT_SERVICE_BASE}/`),
    isHookPath: (path) => path.startsWith(HOOK_PREFIX),
    async handle(request, response, url) {
      const fault = faults.take(url.pathname, null);
      if (fault) {
        if (await delayOrDrop(fault, request.socket)) return 0;
        if (fault.status) {
          const message = `Injected fault: HTTP ${fault.status}`;
          if (url.pathname === ADDRESS_PATH)
            return addressFailure(context, request, response, fault.status, 'INJECTED_FAULT', message);
          return sendJsonBody(response, fault.status, { error: message });
        }
      }
      return route(request, response, url);
    },
    handleHook: (request, response, url) =>
      handleAccountServiceHook(context, request, response, url.pathname),
    async afterReset() {
      await context.keys.persist();
      context.posts.clear();
      context.failures.clear();
    },
  };
}
