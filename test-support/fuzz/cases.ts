// Turns a route of the fuzz table into requests that are wrong in one way each, chosen by a seeded generator.
import {
  BAD_CONTENT_TYPES,
  BAD_FORM_BODIES,
  BAD_HEADERS,
  BAD_JSON_BODIES,
  BAD_STRINGS,
  COOKIE_VALUES,
  mutateJson,
  PATH_PIECES,
  percentEncode,
  RAW_TARGET_PIECES,
  WRONG_METHODS,
} from './malformed';
import type { Random } from './random';
import type { RawRequest } from './raw-http';

/** One route (or one page) of a fuzz table: a good request, and what the route reads. */
export interface FuzzTarget {
  /** Names the target in reports and seeds its cases. */
  name: string;
  /** Path and query of a good request. */
  path: string;
  /** The method of a good request; the others are tried as wrong ones. */
  method: string;
  /** What a good request carries to get past the door: a token, a same-origin header, a client address. */
  headers?: [string, string][] | ((random: Random) => [string, string][]);
  /** Signs each case as sent (webhooks), so most get past the signature to the body's checks. */
  sign?: (request: RawRequest) => void;
  /**
   * A good body to break one field at a time; or, for routes that change what other tests rely on (reset,
   * faults), `fixed`: JSON bodies the route refuses, the only ones sent (the first with the good request).
   */
  body?: { kind: 'json' | 'form'; value: unknown } | { kind: 'fixed'; bodies: readonly string[] };
  /** Query parameters the route reads, to fill with bad values. */
  params?: readonly string[];
  /** Bodies only this route knows how to get wrong (GraphQL bombs, say). */
  extraBodies?: (random: Random) => { label: string; body: string; contentType: string };
  /** How many cases to send. */
  cases: number;
}

export interface FuzzCase {
  target: string;
  label: string;
  request: RawRequest;
}

const COOKIE_NAMES = Object.keys(COOKIE_VALUES);

type Mutation = (target: FuzzTarget, random: Random, request: RawRequest) => string;

const splitTarget = (target: string) => {
  const at = target.indexOf('?');
  return at === -1 ? { path: target, query: '' } : { path: target.slice(0, at), query: target.slice(at + 1) };
};
const joinTarget = (path: string, query: string) => (query ? `${path}?${query}` : path);

const pathPiece: Mutation = (_target, random, request) => {
  const { path, query } = splitTarget(request.target);
  const piece = random.pick(PATH_PIECES);
  const segments = path.split('/');
  const trailing = path.endsWith('/');
  const where = random.int(4);
  if (where === 0) request.target = joinTarget(`${path}${trailing ? '' : '/'}${piece}`, query);
  else if (where !== 3 && segments.length > 2) {
    // Any segment but the first: ids in the middle of a path are read too.
    segments[2 + random.int(segments.length - (trailing ? 3 : 2))] = piece;
    request.target = joinTarget(segments.join('/'), query);
  } else request.target = joinTarget(`/${segments[1] ?? ''}/${piece}/${segments.slice(2).join('/')}`, query);
  return `path with ${piece.slice(0, 30)}`;
};

const rawTarget: Mutation = (_target, random, request) => {
  const piece = random.pick(RAW_TARGET_PIECES);
  const { path, query } = splitTarget(request.target);
  request.target = random.chance(0.5) ? joinTarget(`${path}${piece}`, query) : `${path}?q=${piece}`;
  return `raw ${JSON.stringify(piece)} in the request target`;
};

const overlong: Mutation = (_target, random, request) => {
  const { path, query } = splitTarget(request.target);
  const length = random.pick([1023, 1025, 2049, 4000, 9000, 20_000]);
  if (random.chance(0.5)) {
    request.target = joinTarget(`${path}${path.endsWith('/') ? '' : '/'}${'a'.repeat(length)}`, query);
    return `path ${length} characters longer`;
  }
  request.target = joinTarget(path, `${query ? `${query}&` : ''}q=${'b'.repeat(length)}`);
  return `query ${length} characters longer`;
};

const queryValue: Mutation = (target, random, request) => {
  const name =
    random.chance(0.7) && target.params?.length
      ? random.pick(target.params)
      : random.pick(['x', '', '%', '%ff', 'a[]', '__proto__']);
  const value = random.pick(BAD_STRINGS);
  const encoded = percentEncode(value, random.chance(0.5));
  const { path, query } = splitTarget(request.target);
  const pair = `${name}=${encoded}`;
  const twice = random.chance(0.2);
  request.target = joinTarget(
    path,
    [query, pair, twice ? `${name}=${percentEncode(random.pick(BAD_STRINGS))}` : '']
      .filter(Boolean)
      .join('&'),
  );
  return `query ${name.slice(0, 20)}=${value.slice(0, 20)}${twice ? ' (twice)' : ''}`;
};

const queryShape: Mutation = (_target, random, request) => {
  const shape = random.pick([
    '?',
    '&&&',
    '=',
    '%',
    'a=1&a=2&a=3',
    'a[b][c]=1',
    '#frag',
    '?x=1',
    ';a=b',
    'q=%ff%fe',
  ]);
  const { path, query } = splitTarget(request.target);
  request.target = `${path}?${query ? `${query}&` : ''}${shape}`;
  return `query shape ${shape}`;
};

const cookie: Mutation = (_target, random, request) => {
  const name = random.pick(COOKIE_NAMES);
  const roll = random.int(5);
  let value: string;
  let label: string;
  if (roll === 0) {
    value = `${name}=${random.pick(COOKIE_VALUES[name] ?? [])}; ${name}=${random.pick(COOKIE_VALUES[name] ?? [])}`;
    label = `cookie ${name} twice`;
  } else if (roll === 1) {
    value = `${name}=${'z'.repeat(random.pick([4096, 8000]))}`;
    label = `cookie ${name} huge`;
  } else if (roll === 2) {
    value = random.pick([
      '=;;;=',
      `${name}`,
      `${name}==`,
      `${name}=a=b=c`,
      `;${name}=;`,
      `${name}="unterminated`,
    ]);
    label = `cookie header ${value.slice(0, 20)}`;
  } else if (roll === 3) {
    const bad = percentEncode(random.pick(BAD_STRINGS), true);
    value = `${name}=${bad}`;
    label = `cookie ${name}=${bad.slice(0, 20)}`;
  } else {
    value = COOKIE_NAMES.map((each) => `${each}=${random.pick(COOKIE_VALUES[each] ?? [])}`).join('; ');
    label = 'every cookie wrong';
  }
  request.headers.push(['Cookie', value]);
  return label;
};

const header: Mutation = (_target, random, request) => {
  const [name, value] = random.pick(BAD_HEADERS);
  const index = request.headers.findIndex(([given]) => given.toLowerCase() === name.toLowerCase());
  if (index !== -1) request.headers.splice(index, 1);
  request.headers.push([name, value]);
  return `header ${name}: ${value.slice(0, 30)}`;
};

const method: Mutation = (target, random, request) => {
  const wrong = random.pick(WRONG_METHODS.filter((each) => each !== target.method));
  request.method = wrong;
  if (target.body?.kind === 'fixed') request.body = random.pick(target.body.bodies);
  else if (wrong !== 'GET' && wrong !== 'HEAD' && random.chance(0.5)) {
    request.body = random.pick(BAD_JSON_BODIES);
    request.headers.push(['Content-Type', 'application/json']);
  }
  return `method ${wrong}`;
};

const body: Mutation = (target, random, request) => {
  request.method = target.method === 'GET' ? random.pick(['POST', 'PUT']) : target.method;
  const good = target.body;
  if (good?.kind === 'fixed') {
    request.body = random.pick(good.bodies);
    return `body ${request.body.slice(0, 24)}`;
  }
  const roll = random.int(6);
  const setType = (type: string) => {
    request.headers = request.headers.filter(([name]) => name.toLowerCase() !== 'content-type');
    request.headers.push(['Content-Type', type]);
  };
  if (roll === 0) {
    request.body = random.pick(BAD_JSON_BODIES);
    setType('application/json');
    return `body ${JSON.stringify(String(request.body).slice(0, 24))}`;
  }
  if (roll === 1) {
    request.body = 'x'.repeat(random.pick([17_000, 1_100_000]));
    setType('application/json');
    return `body of ${request.body.length} bytes`;
  }
  if (roll === 2) {
    request.body = random.pick(BAD_FORM_BODIES);
    setType(random.pick(['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']));
    return `form body ${request.body.slice(0, 24)}`;
  }
  if (good?.kind === 'form') {
    const params = new URLSearchParams(good.value as Record<string, string>);
    const keys = [...params.keys()];
    const key = random.pick(keys);
    params.set(key, random.pick(BAD_STRINGS));
    request.body = params.toString();
    setType('application/x-www-form-urlencoded');
    return `form field ${key} wrong`;
  }
  const value = good ? good.value : {};
  if (roll === 3) {
    request.body = JSON.stringify(value);
    setType(random.pick(BAD_CONTENT_TYPES));
    return `good body, content type ${request.headers.at(-1)?.[1].slice(0, 30)}`;
  }
  const mutated = mutateJson(value, random);
  request.body = JSON.stringify(mutated.body);
  setType('application/json');
  return mutated.label;
};

const length: Mutation = (target, random, request) => {
  request.method = target.method === 'GET' ? 'POST' : target.method;
  const payload =
    typeof request.body === 'string' || Buffer.isBuffer(request.body) ? String(request.body) : '{"a":1}';
  request.body = payload;
  const roll = random.int(6);
  if (roll === 0) {
    request.headers.push(['Content-Length', String(Math.max(0, payload.length - 3))]);
    return 'Content-Length shorter than the body';
  }
  if (roll === 1) {
    request.headers.push(['Content-Length', String(payload.length + 100)]);
    request.halfClose = true;
    return 'Content-Length longer than the body, then the client gives up';
  }
  if (roll === 2) {
    request.headers.push(
      ['Content-Length', String(payload.length)],
      ['Content-Length', String(payload.length + 1)],
    );
    return 'Content-Length twice, disagreeing';
  }
  if (roll === 3) {
    request.headers.push(['Transfer-Encoding', 'chunked']);
    request.body = `zz\r\n${payload}\r\n0\r\n\r\n`;
    return 'chunked body with a bad chunk size';
  }
  if (roll === 4) {
    request.headers.push(['Transfer-Encoding', 'chunked'], ['Content-Length', String(payload.length)]);
    request.body = `${payload.length.toString(16)}\r\n${payload}\r\n0\r\n\r\n`;
    return 'both Transfer-Encoding and Content-Length';
  }
  request.headers.push(['Content-Length', '-1']);
  request.contentLength = 'none';
  return 'Content-Length -1';
};

const extra: Mutation = (target, random, request) => {
  const made = target.extraBodies?.(random);
  if (!made) return body(target, random, request);
  request.method = target.method;
  request.body = made.body;
  request.headers = request.headers.filter(([name]) => name.toLowerCase() !== 'content-type');
  request.headers.push(['Content-Type', made.contentType]);
  return made.label;
};

/** What each case breaks, by weight: routes with a body get more body cases. */
function mutationsFor(target: FuzzTarget): Mutation[] {
  const common: Mutation[] = [
    pathPiece,
    pathPiece,
    pathPiece,
    rawTarget,
    overlong,
    queryValue,
    queryValue,
    queryShape,
    cookie,
    cookie,
    header,
    header,
    header,
    method,
  ];
  const reads = target.body !== undefined || target.method !== 'GET';
  const withBody: Mutation[] = reads ? [body, body, body, body, length] : [length];
  const extras: Mutation[] = target.extraBodies ? [extra, extra, extra, extra, extra] : [];
  return [...common, ...withBody, ...extras];
}

/** The good request of a target, as the raw client sends it. */
export function goodRequest(target: FuzzTarget, random: Random): RawRequest {
  const headers = typeof target.headers === 'function' ? target.headers(random) : (target.headers ?? []);
  const request: RawRequest = { method: target.method, target: target.path, headers: [...headers] };
  const good = target.body;
  if (good && good.kind === 'json') {
    request.body = JSON.stringify(good.value);
    request.headers.push(['Content-Type', 'application/json']);
  } else if (good && good.kind === 'form') {
    request.body = new URLSearchParams(good.value as Record<string, string>).toString();
    request.headers.push(['Content-Type', 'application/x-www-form-urlencoded']);
  } else if (good && good.kind === 'fixed') {
    request.body = good.bodies[0] ?? '';
    request.headers.push(['Content-Type', 'application/json']);
  }
  return request;
}

/**
 * Strings of the right kind that no field takes as they are: a NUL inside (Postgres text cannot hold one, and the
 * shop backend fails on it), a short value no enumeration has, a lone surrogate.
 */
export const HOSTILE_STRINGS = ['a\u0000b', 'x', '\ud800'] as const;

/**
 * Not drawn by chance: every string field of a JSON body, once with each hostile string. A field of the right kind
 * with a wrong value gets past the checks of its kind, so this is where a route's own rules (and what runs after a
 * rule that did not stop it) meet bad input; random draws reached a route's field rarely.
 */
export function stringFieldCases(target: FuzzTarget, random: Random): FuzzCase[] {
  const good = target.body;
  if (good?.kind !== 'json' || typeof good.value !== 'object' || good.value === null) return [];
  const value = good.value as Record<string, unknown>;
  return Object.keys(value)
    .filter((field) => typeof value[field] === 'string')
    .flatMap((field) =>
      HOSTILE_STRINGS.map((hostile) => {
        const request = goodRequest(target, random);
        request.body = JSON.stringify({ ...value, [field]: hostile });
        if (target.sign) target.sign(request);
        return { target: target.name, label: `field ${field} = ${JSON.stringify(hostile)}`, request };
      }),
    );
}

/**
 * The target's cases: each one is the good request with one thing (sometimes two) wrong, then each string field
 * with each hostile string (`stringFieldCases`).
 */
export function casesFor(target: FuzzTarget, random: Random): FuzzCase[] {
  const mutations = mutationsFor(target);
  const drawn = Array.from({ length: target.cases }, () => {
    const request = goodRequest(target, random);
    const labels = [random.pick(mutations)(target, random, request)];
    if (random.chance(0.25)) labels.push(random.pick([cookie, header, queryValue])(target, random, request));
    if (target.sign && random.chance(0.9)) target.sign(request);
    return { target: target.name, label: labels.join(' + '), request };
  });
  return [...drawn, ...stringFieldCases(target, random)];
}
