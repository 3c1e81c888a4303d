// The external account pages (order history and addresses under the store locale, spec §2.3) and logout.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../floor/http';
import { type AddressRow, addressesOf, updateAddress } from '../stores/addresses';
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
import {
  ADDRESS_FIELDS,
  type AddressEdit,
  type AddressSummary,
  addressPage,
  type FieldError,
  type OrderSummary,
  ordersPage,
  type PageContext,
} from './pages';
import { sharedCookieDomain } from './return-to';
import { endSession } from './sessions';
import { csrfOf, refusedPost, text } from './sign-in';

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
  const editing =
    rows.find((row) => String(row.id) === url.searchParams.get('edit')) ??
    rows.find((row) => row.id === customer.defaultAddressId) ??
    rows[0];
  const csrf = csrfOf(context, request);
  const edit: AddressEdit | null = editing
    ? {
        id: editing.id,
        csrf: csrf.token,
        form: { values: valuesOf(editing), errors: [], formError: null },
        italian: isItalian(editing),
        saved: url.searchParams.get('saved') === '1',
      }
    : null;
  const html = addressPage(context_, customer.email, summariesOf(rows, customer.defaultAddressId), edit);
  return sendPage(response, 200, html, csrf.cookie ? { 'set-cookie': csrf.cookie } : {});
}

/** The address in Italy: its line 2 is the house number, required (spec §5). */
const isItalian = (address: Pick<AddressRow, 'countryCode'>) => address.countryCode === 'IT';

function valuesOf(address: AddressRow): Record<string, string> {
  return Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, address[name] ?? '']));
}

function summariesOf(rows: AddressRow[], defaultAddressId: number | null): AddressSummary[] {
  return rows
    .map((address) => ({
      id: address.id,
      isDefault: address.id === defaultAddressId,
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
}

function addressErrors(page: PageContext, values: Record<string, string>, italian: boolean): FieldError[] {
  const { texts } = page;
  const required: [string, string][] = [
    ['firstName', texts.firstNameMissing],
    ['lastName', texts.lastNameMissing],
    ['address1', texts.streetMissing],
    ...(italian ? ([['address2', texts.houseNumberMissing]] as [string, string][]) : []),
    ['zip', texts.zipMissing],
    ['city', texts.cityMissing],
  ];
  return required.filter(([name]) => !values[name]?.trim()).map(([field, message]) => ({ field, message }));
}

/** `POST /account/{locale}/address`: saves one of the customer's addresses, with the rules of §5. */
export async function saveAddress(
  context: ServiceContext,
  request: IncomingMessage,
  response: ServerResponse,
  locale: string,
): Promise<number> {
  const form = new URLSearchParams(await readBody(request));
  const flow = readFlow(form, locale);
  const signed = await signedIn(context, request, { serviceCookie: true });
  const back = `${ACCOUNT_SERVICE_BASE}/account/${flow.locale}/address`;
  if (!signed) return redirect(response, loginPath({ ...flow, returnTo: back, state: null }));
  const page = pageContext(flow);
  const rows = await addressesOf(context.db, signed.customer.id);
  const address = rows.find((row) => String(row.id) === form.get('id'));
  if (!address) return redirect(response, back);
  const values = Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, text(form, name).trim()]));
  const italian = isItalian(address);
  const csrf = csrfOf(context, request);
  const again = (status: number, formError: string | null, errors: FieldError[]) =>
    sendPage(
      response,
      status,
      addressPage(page, signed.customer.email, summariesOf(rows, signed.customer.defaultAddressId), {
        id: address.id,
        csrf: csrf.token,
        form: { values, errors, formError },
        italian,
        saved: false,
      }),
      csrf.cookie ? { 'set-cookie': csrf.cookie } : {},
    );
  const refused = refusedPost(context, request, form, page.texts);
  if (refused) return again(refused.status, refused.message, []);
  const errors = addressErrors(page, values, italian);
  if (errors.length > 0) return again(400, null, errors);
  await updateAddress(context.db, address.id, {
    ...values,
    company: values.company || null,
    address2: values.address2 || null,
  });
  const query = new URLSearchParams({
    edit: String(address.id),
    saved: '1',
    ...(flow.theme ? { theme: flow.theme } : {}),
  });
  return redirect(response, `${back}?${query}`);
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
