// The search constraints of spec §3 that go with every request to the content service.
import type { Constraints } from './service-types.js';

export interface ConstraintsInput {
  /** Language value of the edition (`de`, `en`, `gb` …). */
  language: string;
  /** The customer group whose price field the service uses; the edition's value by default. */
  customerGroup?: string | undefined;
  /** The shopper's user agent (request header on the server). */
  userAgent?: string | undefined;
  /** The shopper's IP address; sent anonymised. */
  ip?: string | undefined;
  /** Offset like `+0100` (the `timezone` cookie). */
  timezone?: string | undefined;
  /** The raw value of the `mak_experiments` cookie, as the caller read it. */
  experiments?: string | undefined;
}

export const SHOP_ID = 1;

/** Keeps the first two octets of IPv4 (`192.168.0.0`) and the first three groups of IPv6. */
export function anonymizeIp(ip: string | undefined): string {
  const value = (ip ?? '').split(',')[0]?.trim() ?? '';
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/i.exec(value);
  if (v4) return `${v4[1]}.${v4[2]}.0.0`;
  if (value.includes(':')) {
    const groups = value.split(':').filter((group) => group !== '');
    return `${groups.slice(0, 3).join(':')}::`;
  }
  return '';
}

/** The experiments of the `mak_experiments` cookie: its JSON, or null when it is absent or unreadable. */
export function parseExperiments(cookie: string | undefined): unknown {
  if (!cookie) return null;
  let text = cookie;
  try {
    text = decodeURIComponent(cookie);
  } catch {
    // a cookie value that is not URI-encoded is read as it is
  }
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function buildConstraints(input: ConstraintsInput): Constraints {
  return {
    'query.shop_id': SHOP_ID,
    'query.use_stock': false,
    'query.use_original_keys': true,
    'query.customer_group': input.customerGroup ?? input.language,
    'query.language': input.language,
    'oi.user.agent': input.userAgent ?? '',
    'oi.user.ip': anonymizeIp(input.ip),
    'oi.user.timezone': input.timezone ?? '',
    'ab.experiments': parseExperiments(input.experiments),
  };
}
