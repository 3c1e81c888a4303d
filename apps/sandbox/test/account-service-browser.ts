// A browser as far as the account service sees one: a cookie jar, manual redirects, the hosted forms.
import { data } from './http';

export const BASE = '/account-service';
export const SHOP = 'http://localhost:3010';
export const CLIENT = { client_id: 'storefront', client_secret: 'sandbox-account-secret' };

let counter = 0;
export const uniqueEmail = (prefix = 'sso') => `${prefix}${Date.now()}${counter++}@example.com`;

/** A customer of the shop backend (customerCreate), whom the account service knows too. */
export async function shopCustomer(email = uniqueEmail(), password = 'Konto123!', run: typeof data = data) {
  const created = await run(
    `mutation($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } customerUserErrors { message } } }`,
    { input: { email, password, firstName: 'Anna', lastName: 'Nowak' } },
  );
  if (!created.customerCreate.customer) throw new Error(JSON.stringify(created.customerCreate));
  return { email, password, id: String(created.customerCreate.customer.id).split('/').pop() as string };
}

export class Browser {
  readonly cookies = new Map<string, string>();

  /** `formOrigin`: the Origin a browser sends when posting the service's form (its public origin). */
  constructor(
    readonly origin: string,
    readonly formOrigin = origin,
  ) {}

  async get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.request(path, { method: 'GET', headers });
  }

  async post(path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
    return this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: this.formOrigin, ...headers },
      body: new URLSearchParams(form).toString(),
    });
  }

  async request(path: string, init: RequestInit & { headers: Record<string, string> }): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(path.startsWith('http') ? path : `${this.origin}${path}`, {
      ...init,
      headers: { ...(cookie ? { cookie } : {}), ...init.headers },
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = (pair ?? '').indexOf('=');
      const name = (pair ?? '').slice(0, index);
      const value = (pair ?? '').slice(index + 1);
      if (/Max-Age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** The hosted form's hidden CSRF value (the matching cookie is in the jar now). */
  async csrf(path = `${BASE}/account/login?locale=pl-PL`): Promise<string> {
    const html = await (await this.get(path)).text();
    const match = /name="csrf" value="([^"]+)"/.exec(html);
    if (!match) throw new Error(`no csrf field in ${html.slice(0, 300)}`);
    return match[1] as string;
  }

  /** Signs in through the hosted form; answers the service's redirect. */
  async signIn(
    email: string,
    password: string,
    params: Record<string, string> = { locale: 'pl-PL', return_to: `${SHOP}/pl/sso/callback` },
  ): Promise<Response> {
    const csrf = await this.csrf(
      `${BASE}/account/login?${new URLSearchParams({ ...params, prompt: 'login' })}`,
    );
    return this.post(`${BASE}/account/login`, { ...params, email, password, csrf });
  }
}

export function codeOf(response: Response): string {
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) throw new Error(`expected a redirect, got ${response.status}`);
  const code = new URL(location).searchParams.get('code');
  if (!code) throw new Error(`no code in ${location}`);
  return code;
}

export async function exchange(
  origin: string,
  body: Record<string, string>,
  headers: Record<string, string> = {},
  // biome-ignore lint/suspicious/noExplicitAny: the token answer's shape is what the tests check
): Promise<{ status: number; headers: Headers; body: any }> {
  const response = await fetch(`${origin}${BASE}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(body).toString(),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

export const refresh = (origin: string, refreshToken: string) =>
  exchange(origin, { grant_type: 'refresh_token', refresh_token: refreshToken, ...CLIENT });
