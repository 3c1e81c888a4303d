// The external account pages (order history and addresses under the store locale, spec §2.3) and logout.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { addressesOf } from '../stores/addresses';
import { latestOrdersOf } from '../stores/orders';
import { ACCOUNT_SERVICE_BASE } from './config';
import {
  ACCESS_TOKEN_COOKIE,
  isSecure,
  redirect,
  SESSION_COOKIE,
  type ServiceContext,
  sendPage,
  serviceOrigin,
  signedIn,
} from './context';
import { serializeCookie } from './cookies';
import { checkReturnTo, loginPath, pageContext, readFlow, refuseReturnTo } from './flow';
import { type AddressSummary, addressPage, type OrderSummary, ordersPage } from './pages';
import { sharedCookieDomain } from './return-to';
import { endSession } from './sessions';

const ORDER_LIMIT = 50;

export async function showAccountPage(
  context: ServiceContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  locale: string,
  page: 'orders' | 'address',
): Promise<number> {
  const flow = readFlow(url.searchParams, locale);
  const signed = await signedIn(context, request, { serviceCookie: true });
  if (!signed) {
    const here = `${ACCOUNT_SERVICE_BASE}/account/${flow.locale}/${page}${
      flow.theme ? `?theme=${encodeURIComponent(flow.theme)}` : ''
    }`;
    return redirect(response, loginPath({ ...flow, returnTo: here, state: null }));
  }
  const context_ = pageContext(flow);
  const { customer } = signed;
  if (page === 'orders') {
    const rows = await latestOrdersOf(context.db, customer.id, ORDER_LIMIT);
    const summaries: OrderSummary[] = rows.map((order) => ({
      name: order.name,
      processedAt: order.processedAt,
      status: order.canceledAt
        ? 'cancelled'
        : order.fulfillmentStatus === 'FULFILLED'
          ? 'shipped'
          : 'inProgress',
      total: order.total,
      currency: order.currency,
    }));
    return sendPage(response, 200, ordersPage(context_, customer.email, summaries));
  }
  const rows = await addressesOf(context.db, customer.id);
  const summaries: AddressSummary[] = rows
    .map((address) => ({
      isDefault: address.id === customer.defaultAddressId,
      lines: [
        [address.firstName, address.lastName].filter(Boolean).join(' '),
        address.company,
        address.address1,
        address.address2,
        [address.zip, address.city].filter(Boolean).join(' '),
        address.country,
      ].filter((line): line is string => Boolean(line)),
    }))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  return sendPage(response, 200, addressPage(context_, customer.email, summaries));
}

/** Ends the browser's session, clears the cookies the service set, and goes back to an allowed address. */
export async function logout(
  context: ServiceContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<number> {
  const flow = readFlow(url.searchParams);
  const returnTo = checkReturnTo(context, flow);
  if (returnTo.kind === 'invalid') return refuseReturnTo(response, flow);
  const signed = await signedIn(context, request, { serviceCookie: true });
  if (signed) await endSession(context.db, signed.session.id);
  const secure = isSecure(context, request);
  const cookies = [
    serializeCookie(SESSION_COOKIE, '', { path: ACCOUNT_SERVICE_BASE, maxAge: 0, secure, sameSite: 'Lax' }),
  ];
  const serviceHost = serviceOrigin(context, request).hostname;
  if (returnTo.kind === 'shop') {
    const domain = sharedCookieDomain(serviceHost, returnTo.url.hostname);
    if (domain) {
      cookies.push(
        serializeCookie(ACCESS_TOKEN_COOKIE, '', {
          domain,
          path: '/',
          maxAge: 0,
          secure: true,
          sameSite: 'Lax',
        }),
      );
    }
  }
  const location =
    returnTo.kind === 'shop'
      ? returnTo.url.toString()
      : returnTo.kind === 'service'
        ? returnTo.path
        : loginPath({ ...flow, returnTo: null, state: null });
  return redirect(response, location, { 'set-cookie': cookies });
}
