// Reading a sign-in's parameters (locale, theme, return_to, state) and sending the browser back to the shop:
// with the token cookie where the shop shares the service's cookie domain, otherwise with a one-time code.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ACCOUNT_SERVICE_BASE } from './config';
import { ACCESS_TOKEN_COOKIE, redirect, type ServiceContext, type Signed, serviceOrigin } from './context';
import { serializeCookie } from './cookies';
import { badLinkPage, type Flow, flowQuery, type PageContext } from './pages';
import { parseReturnTo, type ReturnTo, sharedCookieDomain } from './return-to';
import { issueGrant } from './sessions';
import { normaliseLocale, textsFor } from './texts';
import { issueAccessToken } from './tokens';

const THEME = /^[a-z0-9-]{1,32}$/;
const STATE = /^[A-Za-z0-9._~-]{1,256}$/;

export function readFlow(params: URLSearchParams, pathLocale?: string): Flow {
  const theme = params.get('theme');
  const state = params.get('state');
  return {
    locale: normaliseLocale(pathLocale ?? params.get('locale')),
    theme: theme && THEME.test(theme) ? theme : null,
    returnTo: params.get('return_to') || null,
    state: state && STATE.test(state) ? state : null,
  };
}

export function pageContext(flow: Pick<Flow, 'locale' | 'theme'>): PageContext {
  return { locale: flow.locale, theme: flow.theme, ...textsFor(flow.locale) };
}

export function checkReturnTo(context: ServiceContext, flow: Flow): ReturnTo {
  return parseReturnTo(flow.returnTo, context.config.allowedOrigins);
}

export function refuseReturnTo(response: ServerResponse, flow: Flow): number {
  return sendBadLink(response, pageContext(flow));
}

function sendBadLink(response: ServerResponse, page: PageContext): number {
  response.writeHead(400, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(badLinkPage(page));
  return 400;
}

export const ownOrdersPage = (flow: Pick<Flow, 'locale' | 'theme'>) =>
  `${ACCOUNT_SERVICE_BASE}/account/${flow.locale}/orders${flow.theme ? `?theme=${encodeURIComponent(flow.theme)}` : ''}`;

export const loginPath = (flow: Flow, extra: Record<string, string> = {}) =>
  `${ACCOUNT_SERVICE_BASE}/account/login?${flowQuery(flow, extra)}`;

/** Sends a signed-in browser where the sign-in asked to go. */
export async function continueToShop(
  context: ServiceContext,
  request: IncomingMessage,
  response: ServerResponse,
  signed: Signed,
  flow: Flow,
  returnTo: ReturnTo,
  cookies: string[] = [],
): Promise<number> {
  if (returnTo.kind === 'invalid') return refuseReturnTo(response, flow);
  if (returnTo.kind === 'none') return redirect(response, ownOrdersPage(flow), { 'set-cookie': cookies });
  if (returnTo.kind === 'service') return redirect(response, returnTo.path, { 'set-cookie': cookies });
  const target = new URL(returnTo.url);
  const domain = sharedCookieDomain(serviceOrigin(context, request).hostname, target.hostname);
  if (domain) {
    const { token } = await issueAccessToken(context.keys, context.config, signed.session, signed.customer, {
      store: flow.locale,
    });
    const cookie = serializeCookie(ACCESS_TOKEN_COOKIE, token, {
      domain,
      path: '/',
      maxAge: context.config.tokenTtl,
      secure: true,
      sameSite: 'Lax',
    });
    return redirect(response, target.toString(), { 'set-cookie': [...cookies, cookie] });
  }
  const code = await issueGrant(context.db, 'code', signed.session.id, context.config.codeTtl, {
    origin: target.origin,
    store: flow.locale,
  });
  target.searchParams.set('code', code);
  if (flow.state) target.searchParams.set('state', flow.state);
  return redirect(response, target.toString(), { 'set-cookie': cookies });
}
