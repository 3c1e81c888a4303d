// The bad input the fuzz suites send: values no client should, but any client can.
import type { Random } from './random';

/** Path segments that are not paths: broken encodings, control characters, odd Unicode, traversal. */
export const PATH_PIECES = [
  '%',
  '%%',
  '%E0%A4%A',
  '%ff%fe',
  '%zz',
  '%c0%af',
  '%ed%a0%80',
  '%00',
  'a%00b',
  '%0d%0aSet-Cookie:%20x=1',
  '%1b%5b31m',
  '%7f',
  '%e2%80%ae',
  '%e2%80%8b',
  '%ef%bf%bf',
  '%f0%9f%98%80',
  '%ef%bc%8f',
  'a%cc%81%cc%81%cc%81',
  '..',
  '../..',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '..%5c..%5c',
  '....//',
  '.',
  '%2e',
  '~',
  '%20',
  '+',
  "'%22%3Cscript%3E",
  '%3Cimg%20src=x%3E',
  '$%7B7*7%7D',
  '%7B%7B7*7%7D%7D',
  'index.php',
  '.env',
  '..;',
  ';jsessionid=1',
  'a//b',
  'A'.repeat(300),
];

/** Raw bytes in a request target (not percent-encoded), which HTTP does not allow. */
export const RAW_TARGET_PIECES = [
  '\u00e4',
  '\u00ff',
  'a b',
  'a\tb',
  'a\u0000b',
  'a\u007fb',
  '%',
  '\\',
  '"',
  '<>',
  '{}',
];

/** Values for query parameters, cookies and JSON strings. */
export const BAD_STRINGS = [
  '',
  ' ',
  '%',
  '%ff',
  '%E0%A4%A',
  '\u0000',
  '\u0000\u0000\u0000',
  'a\u0000b',
  '\r\n',
  '\u001b[2J',
  '\u202e',
  '\u200b',
  '\ufeff',
  '\uffff',
  '\ud800',
  '\udc00a',
  '😀',
  'é'.normalize('NFD'),
  'Ω'.repeat(50),
  '-1',
  '0',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '99999999999999999999999',
  '0x10',
  ' 1 ',
  '1.5',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '{"a":',
  '[{"id":1}]',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '/de/p/%ff/',
  '/de/c/%E0%A4%A/',
  'gid://shopify/Product/%ff',
  '//evil.example/x',
  'https://evil.example/',
  'javascript:alert(1)',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as text
  '${7*7}',
  '{{7*7}}',
  'x'.repeat(5000),
];

/** Known-looking but wrong values of each cookie the shop reads (spec §9), plus garbage for all of them. */
export const COOKIE_VALUES: Record<string, readonly string[]> = {
  access_token: ['Bearer x', 'deadbeef', 'a'.repeat(4000), '%ff', '"quoted"', 'eyJhbGciOiJub25lIn0.e30.'],
  country: ['XX', 'de', 'DE', 'ZZ', 'uk', 'global', '%ff', '..', 'D E'],
  count: ['-1', '0', '1e9', 'NaN', '48.5', '99999999999999999999', 'abc', '30,48'],
  bundle: ['{', '{"a":', '[]', '%7B%22id%22%3A1%7D', 'null', '0'],
  timezone: ['Mars/Olympus', '+99:99', '../../etc', 'UTC%00', 'Europe/Berlin\u0000', 'a'.repeat(300)],
  mak_experiments: [
    '{',
    '[{"id":1}]',
    '%7B%22',
    '[]',
    'null',
    '"x"',
    '[{"experiment":{},"variation":[]}]',
    'a'.repeat(4000),
  ],
};

/** Headers sent wrong: every one here is something a client or a proxy can get wrong. */
export const BAD_HEADERS: readonly [string, string][] = [
  ['Accept-Language', '*'],
  ['Accept-Language', 'de;q=abc, en;q=2'],
  ['Accept-Language', 'xx-YY-ZZ-1234567890'],
  ['Accept-Language', 'de,'.repeat(2000)],
  ['Accept-Language', ';;;'],
  ['Accept-Language', '\u00ff\u00fe'],
  ['Host', ''],
  ['Host', 'evil.example'],
  ['Host', 'localhost:99999'],
  ['Host', '[::1'],
  ['Host', 'a b'],
  ['Host', 'h'.repeat(1000)],
  ['X-Forwarded-For', 'garbage'],
  ['X-Forwarded-For', ',,,'],
  ['X-Forwarded-For', '1.1.1.1, ::ffff:zz, 300.1.1.1'],
  ['X-Forwarded-For', '1.1.1.1,'.repeat(1000)],
  ['X-Forwarded-Host', 'evil.example'],
  ['X-Forwarded-Host', 'a/b?c'],
  ['X-Forwarded-Host', '%ff'],
  ['X-Forwarded-Proto', 'gopher'],
  ['X-Forwarded-Proto', 'https, http'],
  ['X-Forwarded-Port', 'abc'],
  ['X-Forwarded-Port', '99999'],
  ['Forwarded', 'for=;proto=evil'],
  ['Accept', '*/*;q=x'],
  ['Accept', 'text/x-evil'],
  ['Accept-Encoding', 'gzip;q=abc, evil'],
  ['Range', 'bytes=abc'],
  ['Range', 'bytes=999999999-'],
  ['If-None-Match', '"%ff'],
  ['If-Modified-Since', 'yesterday'],
  ['Origin', 'null'],
  ['Origin', 'https://evil.example'],
  ['Referer', '%ff'],
  ['User-Agent', 'x'.repeat(8000)],
  ['Authorization', 'Basic %%%'],
  ['Authorization', 'Bearer '],
  ['X-Shopify-Storefront-Access-Token', ''],
  ['X-Makaira-Instance', '__proto__'],
  ['RSC', '1'],
  ['Next-Router-Prefetch', '1'],
  ['Next-Router-State-Tree', '%ff'],
  ['Next-Router-State-Tree', '["",{"children":["x",{}]}]'],
  ['Next-Router-Segment-Prefetch', '/_tree'],
  ['Next-Action', 'deadbeef'],
  ['Next-Url', '%ff'],
  ['X-Middleware-Subrequest', 'middleware:middleware:middleware:middleware:middleware'],
  ['X-Invoke-Path', '/api/revalidate'],
  ['Content-Type', 'multipart/form-data'],
];

export const BAD_CONTENT_TYPES = [
  'text/plain',
  'application/json; charset=utf-7',
  'application/json;;;',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/graphql',
  'application/xml',
  '*/*',
  '',
  'x'.repeat(3000),
];

export const WRONG_METHODS = [
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'HEAD',
  'TRACE',
  'TRACK',
  'PROPFIND',
  'FOO',
];

/** Bodies that are not JSON, or JSON no route can want. */
export const BAD_JSON_BODIES = [
  '',
  '{',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  'null',
  'true',
  '0',
  '"text"',
  '[]',
  '[1,2,3]',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '\u0000',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":1e999}',
  '{"a":-0}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
  `{${Array.from({ length: 2000 }, (_, index) => `"k${index}":${index}`).join(',')}}`,
  '\xff\xfe\xfd',
];

/** Bodies of the urlencoded kind, broken. */
export const BAD_FORM_BODIES = [
  'a=%ff',
  '=&=&=',
  '%',
  'a=1&a=2&a[]=3&a[b]=4',
  'x'.repeat(5000),
  'email=%00@x',
];

/** A value of the wrong kind for a JSON field. */
export function badJsonValue(random: Random): unknown {
  switch (random.int(9)) {
    case 0:
      return random.pick([null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2]);
    case 1:
      return random.pick(BAD_STRINGS);
    case 2:
      return [];
    case 3:
      return [random.pick(BAD_STRINGS), 1, null, {}];
    case 4:
      return {};
    case 5:
      return { nested: { deeper: random.pick(BAD_STRINGS) } };
    case 6:
      return 'x'.repeat(random.pick([1000, 20_000]));
    case 7:
      return Array.from({ length: 1000 }, (_, index) => index);
    default:
      return JSON.parse('{"__proto__":{"polluted":true}}');
  }
}

/** A good JSON body with one thing wrong: a field's value of the wrong kind, a field missing, one too many. */
export function mutateJson(template: unknown, random: Random): { label: string; body: unknown } {
  if (typeof template !== 'object' || template === null || Array.isArray(template)) {
    return { label: 'body replaced', body: badJsonValue(random) };
  }
  const fields = Object.keys(template);
  const copy: Record<string, unknown> = structuredClone(template as Record<string, unknown>);
  const roll = random.int(fields.length === 0 ? 1 : 4);
  if (roll === 0) {
    const key = random.pick(['__proto__', 'constructor', 'extra', '', '\u0000', 'x'.repeat(500)]);
    // defineProperty: assigning `__proto__` would set the prototype instead of sending the field.
    Object.defineProperty(copy, key, { value: badJsonValue(random), enumerable: true, writable: true });
    return { label: `field ${JSON.stringify(key.slice(0, 20))} added`, body: copy };
  }
  const field = random.pick(fields);
  if (roll === 1) {
    delete copy[field];
    return { label: `field ${field} missing`, body: copy };
  }
  const inner = copy[field];
  if (roll === 2 && typeof inner === 'object' && inner !== null) {
    const mutated = mutateJson(inner, random);
    copy[field] = mutated.body;
    return { label: `${field}: ${mutated.label}`, body: copy };
  }
  copy[field] = badJsonValue(random);
  return { label: `field ${field} of the wrong kind`, body: copy };
}

/**
 * Percent-encodes a value byte by byte (lone surrogates too, which `encodeURIComponent` refuses); `keep` leaves
 * printable ASCII other than `%&;=#+` as it is, so broken encodings stay broken.
 */
export function percentEncode(text: string, keep = false): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    const plain = keep ? byte > 0x20 && byte < 0x7f && !'&;=#+'.includes(char) : /[A-Za-z0-9_.~-]/.test(char);
    out += plain ? char : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`;
  }
  return out;
}
