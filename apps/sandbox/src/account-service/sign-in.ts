// The hosted sign-in and registration pages and their posts: CSRF token, same-origin check, rate limits,
// the customers the shop backend knows, then back to the shop (flow.ts).
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { readBody } from '../floor/http';
import { newSecret } from '../floor/secrets';
import { type CustomerRow, createCustomer, customerByEmail, customerByPassword } from '../stores/customers';
import { ACCOUNT_SERVICE_BASE } from './config';
import {
  CSRF_COOKIE,
  clientAddress,
  isSecure,
  SESSION_COOKIE,
  type ServiceContext,
  sendPage,
  serviceOrigin,
  signedIn,
} from './context';
import { readCookie, serializeCookie } from './cookies';
import { checkReturnTo, continueToShop, pageContext, readFlow, refuseReturnTo } from './flow';
import { type FieldError, type Flow, type FormState, loginPage, registerPage } from './pages';
import { issueGrant, startSession } from './sessions';
import type { Texts } from './texts';

export const EMAIL = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .regex(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/);
const PASSWORD_RULES = [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9]/];

type Page = 'login' | 'register';

/** The CSRF cookie's value, set now when the browser has none. */
export function csrfOf(
  context: ServiceContext,
  request: IncomingMessage,
): { token: string; cookie: string | null } {
  const existing = readCookie(request, CSRF_COOKIE);
  if (existing && /^[A-Za-z0-9_-]{20,64}$/.test(existing)) return { token: existing, cookie: null };
  const token = newSecret(24);
  return {
    token,
    cookie: serializeCookie(CSRF_COOKIE, token, {
      path: ACCOUNT_SERVICE_BASE,
      maxAge: 60 * 60 * 2,
      secure: isSecure(context, request),
      sameSite: 'Strict',
    }),
  };
}

function render(
  response: ServerResponse,
  status: number,
  page: Page,
  flow: Flow,
  csrf: { token: string; cookie: string | null },
  form: FormState,
): number {
  const html = (page === 'login' ? loginPage : registerPage)(pageContext(flow), flow, csrf.token, form);
  return sendPage(response, status, html, csrf.cookie ? { 'set-cookie': csrf.cookie } : {});
}

const emptyForm: FormState = { values: {}, errors: [], formError: null };

/** GET of the sign-in or registration page; a browser already signed in here goes straight back. */
export async function showForm(
  context: ServiceContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  page: Page,
  pathLocale?: string,
): Promise<number> {
  const flow = readFlow(url.searchParams, pathLocale);
  const returnTo = checkReturnTo(context, flow);
  if (returnTo.kind === 'invalid') return refuseReturnTo(response, flow);
  if (page === 'login' && url.searchParams.get('prompt') !== 'login') {
    const signed = await signedIn(context, request, { serviceCookie: true });
    if (signed) return continueToShop(context, request, response, signed, flow, returnTo);
  }
  return render(response, 200, page, flow, csrfOf(context, request), emptyForm);
}

function sameOrigin(context: ServiceContext, request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return origin === serviceOrigin(context, request).origin;
}

function csrfMatches(request: IncomingMessage, submitted: string): boolean {
  const cookie = readCookie(request, CSRF_COOKIE);
  if (!cookie || !submitted) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(submitted);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const text = (form: URLSearchParams, name: string) => (form.get(name) ?? '').slice(0, 1000);

/** A post's checks before its own: the form's origin and CSRF token, then the per-client post limit. */
export function refusedPost(
  context: ServiceContext,
  request: IncomingMessage,
  form: URLSearchParams,
  texts: Texts,
): { status: number; message: string } | null {
  if (!sameOrigin(context, request) || !csrfMatches(request, text(form, 'csrf')))
    return { status: 403, message: texts.formExpired };
  const client = clientAddress(request);
  if (!context.posts.allows(client)) return { status: 429, message: texts.tooMany };
  context.posts.record(client);
  return null;
}

/** The password rules (8 to 72 characters, upper- and lowercase, digit, special character); the problem or null. */
export function passwordProblem(texts: Texts, password: string): string | null {
  if (!password) return texts.passwordMissing;
  if (password.length < 8 || password.length > 72 || !PASSWORD_RULES.every((rule) => rule.test(password)))
    return texts.passwordWeak;
  return null;
}

/** POST of either form: checks shared by both, then the page's own. */
export async function submitForm(
  context: ServiceContext,
  request: IncomingMessage,
  response: ServerResponse,
  page: Page,
): Promise<number> {
  const form = new URLSearchParams(await readBody(request));
  const flow = readFlow(form);
  const returnTo = checkReturnTo(context, flow);
  if (returnTo.kind === 'invalid') return refuseReturnTo(response, flow);
  const csrf = csrfOf(context, request);
  const { texts } = pageContext(flow);
  const values = {
    email: text(form, 'email'),
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
  };
  const again = (status: number, formError: string | null, errors: FieldError[] = []) =>
    render(response, status, page, flow, csrf, { values, errors, formError });
  const refused = refusedPost(context, request, form, texts);
  if (refused) return again(refused.status, refused.message);
  const client = clientAddress(request);
  const password = form.get('password') ?? '';
  const email = EMAIL.safeParse(values.email);
  if (page === 'login') {
    const errors: FieldError[] = [];
    if (!email.success) errors.push({ field: 'email', message: texts.emailInvalid });
    if (!password) errors.push({ field: 'password', message: texts.passwordMissing });
    if (errors.length || !email.success) return again(400, null, errors);
    const key = `${client}|${email.data}`;
    if (!context.failures.allows(key)) return again(429, texts.tooMany);
    const customer =
      password.length <= 200 ? await customerByPassword(context.db, email.data, password) : null;
    if (!customer) {
      context.failures.record(key);
      return again(401, texts.wrongCredentials);
    }
    return signIn(context, request, response, customer, flow);
  }
  const errors = registrationErrors(texts, values, email.success, password);
  if (errors.length || !email.success) return again(400, null, errors);
  const created = await register(context, {
    email: email.data,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    password,
  });
  if (!created) return again(409, null, [{ field: 'email', message: texts.emailTaken }]);
  return signIn(context, request, response, created, flow);
}

function registrationErrors(
  texts: Texts,
  values: { firstName: string; lastName: string },
  emailValid: boolean,
  password: string,
): FieldError[] {
  const errors: FieldError[] = [];
  if (!values.firstName.trim() || values.firstName.length > 255)
    errors.push({ field: 'firstName', message: texts.firstNameMissing });
  if (!values.lastName.trim() || values.lastName.length > 255)
    errors.push({ field: 'lastName', message: texts.lastNameMissing });
  if (!emailValid) errors.push({ field: 'email', message: texts.emailInvalid });
  const problem = passwordProblem(texts, password);
  if (problem) errors.push({ field: 'password', message: problem });
  return errors;
}

/** A new enabled customer in the shop's customer records, or null when the address is taken. */
async function register(
  context: ServiceContext,
  input: { email: string; firstName: string; lastName: string; password: string },
): Promise<CustomerRow | null> {
  return context.db.transaction(async (tx) => {
    if (await customerByEmail(tx, input.email)) return null;
    return createCustomer(tx, { ...input, state: 'enabled' });
  });
}

export async function signIn(
  context: ServiceContext,
  request: IncomingMessage,
  response: ServerResponse,
  customer: CustomerRow,
  flow: Flow,
): Promise<number> {
  const session = await startSession(context.db, customer.id, flow.locale);
  const browser = await issueGrant(context.db, 'browser', session.id, context.config.refreshTtl);
  const cookie = serializeCookie(SESSION_COOKIE, browser, {
    path: ACCOUNT_SERVICE_BASE,
    maxAge: context.config.refreshTtl,
    secure: isSecure(context, request),
    sameSite: 'Lax',
  });
  return continueToShop(
    context,
    request,
    response,
    { session, customer },
    flow,
    checkReturnTo(context, flow),
    [cookie],
  );
}
