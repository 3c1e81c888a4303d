// GET /api/address/default?country={CC} (spec §7): the signed-in customer's default address for a country,
// `{success, data}`, with CORS for the allowed shop origins and credentials (never `*`).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { addressesOf } from '../stores/addresses';
import { type ServiceContext, sendJsonBody, signedIn } from './context';

export function corsFor(context: ServiceContext, request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  const headers: Record<string, string> = { vary: 'Origin' };
  if (typeof origin === 'string' && context.config.allowedOrigins.includes(origin)) {
    headers['access-control-allow-origin'] = origin;
    headers['access-control-allow-credentials'] = 'true';
  }
  return headers;
}

export function preflight(
  context: ServiceContext,
  request: IncomingMessage,
  response: ServerResponse,
): number {
  const cors = corsFor(context, request);
  if (!cors['access-control-allow-origin']) {
    response.writeHead(403, { vary: 'Origin' });
    response.end();
    return 403;
  }
  response.writeHead(204, {
    ...cors,
    'access-control-allow-methods': 'GET, OPTIONS',
    'access-control-allow-headers': 'Authorization, Content-Type',
    'access-control-max-age': '600',
  });
  response.end();
  return 204;
}

export function addressFailure(
  context: ServiceContext,
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  code: string,
  message: string,
): number {
  return sendJsonBody(
    response,
    status,
    { success: false, error: { code, message } },
    { ...corsFor(context, request), 'cache-control': 'private, no-store' },
  );
}

export async function handleDefaultAddress(
  context: ServiceContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<number> {
  if (request.method === 'OPTIONS') return preflight(context, request, response);
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return addressFailure(context, request, response, 405, 'METHOD_NOT_ALLOWED', 'Use GET');
  const country = url.searchParams.get('country') ?? '';
  if (!/^[A-Za-z]{2}$/.test(country)) {
    return addressFailure(
      context,
      request,
      response,
      400,
      'INVALID_COUNTRY',
      'country must be an ISO 3166-1 alpha-2 code',
    );
  }
  const signed = await signedIn(context, request, { serviceCookie: false });
  if (!signed) return addressFailure(context, request, response, 401, 'UNAUTHENTICATED', 'Sign in first');
  const code = country.toUpperCase();
  const addresses = await addressesOf(context.db, signed.customer.id);
  const inCountry = addresses.filter((address) => address.countryCode === code);
  const chosen =
    inCountry.find((address) => address.id === signed.customer.defaultAddressId) ?? inCountry[0] ?? null;
  const data = chosen && {
    id: String(chosen.id),
    firstName: chosen.firstName,
    lastName: chosen.lastName,
    company: chosen.company,
    address1: chosen.address1,
    address2: chosen.address2,
    city: chosen.city,
    zip: chosen.zip,
    province: chosen.province,
    country: chosen.country,
    countryCode: chosen.countryCode,
    phone: chosen.phone,
    isDefault: chosen.id === signed.customer.defaultAddressId,
  };
  return sendJsonBody(
    response,
    200,
    { success: true, data },
    { ...corsFor(context, request), 'cache-control': 'private, no-store' },
  );
}
