// The service's server-rendered pages: sign-in, registration, the refused-link page, orders and addresses.
// Plain HTML forms with labels and alert summaries, usable without JavaScript.
import { escapeHtml } from '../floor/http';
import { ACCOUNT_SERVICE_BASE } from './config';
import type { Texts } from './texts';

export interface PageContext {
  locale: string;
  language: string;
  theme: string | null;
  texts: Texts;
}

/** What a sign-in carries from page to page: where to go back, the shop's state, the look. */
export interface Flow {
  locale: string;
  theme: string | null;
  returnTo: string | null;
  state: string | null;
}

export function flowQuery(flow: Flow, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ locale: flow.locale });
  if (flow.theme) params.set('theme', flow.theme);
  if (flow.returnTo) params.set('return_to', flow.returnTo);
  if (flow.state) params.set('state', flow.state);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}

function layout(page: PageContext, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(page.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${escapeHtml(page.texts.serviceName)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1b1f24;background:#fff;line-height:1.5}
[data-theme=dark] body,body[data-theme=dark]{color:#eef1f4;background:#161a1f}
a{color:#1f5fbf}body[data-theme=dark] a{color:#8cb8ff}
label{display:block;margin-top:.9rem;font-weight:600}
input{width:100%;padding:.55rem;font:inherit;border:1px solid #8a929b;border-radius:4px;box-sizing:border-box}
input[aria-invalid=true]{border-color:#a40e26}
button{margin-top:1.2rem;padding:.7rem 1.4rem;font:inherit;font-weight:700;background:#1f5fbf;color:#fff;border:0;border-radius:4px;cursor:pointer}
:focus-visible{outline:3px solid #f0a500;outline-offset:2px}
.error{color:#a40e26;font-weight:600}body[data-theme=dark] .error{color:#ff9aa9}
.hint{font-size:.9rem;margin:.2rem 0 0}
table{width:100%;border-collapse:collapse}td,th{padding:.4rem;border-bottom:1px solid #dde1e6;text-align:left}
.num{text-align:right}nav ul{list-style:none;padding:0;display:flex;gap:1rem;flex-wrap:wrap}
</style>
</head>
<body data-theme="${escapeHtml(page.theme ?? 'default')}">
<main>
${body}
</main>
</body>
</html>`;
}

export interface FieldError {
  field: string;
  message: string;
}

function errorSummary(page: PageContext, errors: FieldError[], formError: string | null): string {
  if (!formError && errors.length === 0) return '';
  const items = errors.map((error) => `<li><a href="#${error.field}">${escapeHtml(error.message)}</a></li>`);
  return `<div role="alert" class="error" id="form-errors">
${formError ? `<p>${escapeHtml(formError)}</p>` : ''}${
  items.length ? `<p>${escapeHtml(page.texts.errorSummary)}</p><ul>${items.join('')}</ul>` : ''
}
</div>`;
}

function field(
  name: string,
  label: string,
  type: string,
  autocomplete: string,
  value: string,
  errors: FieldError[],
  hint?: string,
): string {
  const error = errors.find((item) => item.field === name);
  const describedBy = [hint ? `${name}-hint` : null, error ? `${name}-error` : null]
    .filter(Boolean)
    .join(' ');
  return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required value="${escapeHtml(value)}"${
    error ? ' aria-invalid="true"' : ''
  }${describedBy ? ` aria-describedby="${describedBy}"` : ''}>
${hint ? `<p class="hint" id="${name}-hint">${escapeHtml(hint)}</p>` : ''}${
  error ? `<p class="error" id="${name}-error">${escapeHtml(error.message)}</p>` : ''
}`;
}

function hiddenFlow(flow: Flow, csrf: string): string {
  const hidden = {
    csrf,
    locale: flow.locale,
    theme: flow.theme,
    return_to: flow.returnTo,
    state: flow.state,
  };
  return Object.entries(hidden)
    .filter(([, value]) => value)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('\n');
}

export interface FormState {
  values: Record<string, string>;
  errors: FieldError[];
  formError: string | null;
}

function formPage(
  page: PageContext,
  flow: Flow,
  csrf: string,
  form: FormState,
  parts: { title: string; action: string; fields: string[]; submit: string; aside: string },
): string {
  return layout(
    page,
    parts.title,
    `<h1>${escapeHtml(parts.title)}</h1>
${errorSummary(page, form.errors, form.formError)}
<form method="post" action="${ACCOUNT_SERVICE_BASE}/account/${parts.action}" novalidate>
${hiddenFlow(flow, csrf)}
${parts.fields.join('\n')}
<button type="submit">${escapeHtml(parts.submit)}</button>
</form>
<p>${parts.aside}</p>`,
  );
}

const otherPage = (
  flow: Flow,
  action: string,
  extra: Record<string, string>,
  question: string,
  text: string,
) =>
  `${escapeHtml(question)} <a href="${ACCOUNT_SERVICE_BASE}/account/${action}?${escapeHtml(flowQuery(flow, extra))}">${escapeHtml(text)}</a>`;

export function loginPage(page: PageContext, flow: Flow, csrf: string, form: FormState): string {
  const { texts } = page;
  return formPage(page, flow, csrf, form, {
    title: texts.signInTitle,
    action: 'login',
    fields: [
      field('email', texts.email, 'email', 'username', form.values.email ?? '', form.errors),
      field('password', texts.password, 'password', 'current-password', '', form.errors),
    ],
    submit: texts.signIn,
    aside: `${otherPage(flow, 'register', {}, texts.noAccount, texts.createAccount)}</p>
<p><a href="${ACCOUNT_SERVICE_BASE}/account/password/forgot?${escapeHtml(flowQuery(flow))}">${escapeHtml(
      texts.forgotLink,
    )}</a>`,
  });
}

export function registerPage(page: PageContext, flow: Flow, csrf: string, form: FormState): string {
  const { texts } = page;
  return formPage(page, flow, csrf, form, {
    title: texts.registerTitle,
    action: 'register',
    fields: [
      field('firstName', texts.firstName, 'text', 'given-name', form.values.firstName ?? '', form.errors),
      field('lastName', texts.lastName, 'text', 'family-name', form.values.lastName ?? '', form.errors),
      field('email', texts.email, 'email', 'email', form.values.email ?? '', form.errors),
      field('password', texts.password, 'password', 'new-password', '', form.errors, texts.passwordRule),
    ],
    submit: texts.register,
    aside: otherPage(flow, 'login', { prompt: 'login' }, texts.haveAccount, texts.signIn),
  });
}

export function badLinkPage(page: PageContext): string {
  return layout(
    page,
    page.texts.badLinkTitle,
    `<h1>${escapeHtml(page.texts.badLinkTitle)}</h1>
<p>${escapeHtml(page.texts.badLinkText)}</p>`,
  );
}

export interface OrderSummary {
  name: string;
  processedAt: Date;
  status: 'inProgress' | 'shipped' | 'cancelled';
  total: string;
  currency: string;
}

export interface AddressSummary {
  id: number;
  lines: string[];
  isDefault: boolean;
}

/** The address being edited on the address page, with what the form shows. */
export interface AddressEdit {
  id: number;
  csrf: string;
  form: FormState;
  /** An address in Italy: line 2 holds the house number and is required (spec §5). */
  italian: boolean;
  saved: boolean;
}

export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'zip',
  'city',
] as const;

function addressForm(page: PageContext, edit: AddressEdit): string {
  const { texts } = page;
  const { values, errors } = edit.form;
  const optional = (name: string, label: string, autocomplete: string) =>
    field(name, label, 'text', autocomplete, values[name] ?? '', errors).replace(' required ', ' ');
  return `<h2>${escapeHtml(texts.editAddress)}</h2>
${edit.saved ? `<p role="status">${escapeHtml(texts.addressSaved)}</p>` : ''}
${errorSummary(page, errors, edit.form.formError)}
<form method="post" action="${ACCOUNT_SERVICE_BASE}/account/${escapeHtml(page.locale)}/address" novalidate>
<input type="hidden" name="csrf" value="${escapeHtml(edit.csrf)}">
<input type="hidden" name="id" value="${edit.id}">
${page.theme ? `<input type="hidden" name="theme" value="${escapeHtml(page.theme)}">` : ''}
${field('firstName', texts.firstName, 'text', 'given-name', values.firstName ?? '', errors)}
${field('lastName', texts.lastName, 'text', 'family-name', values.lastName ?? '', errors)}
${optional('company', texts.company, 'organization')}
${field('address1', texts.street, 'text', 'address-line1', values.address1 ?? '', errors)}
${
  edit.italian
    ? field('address2', texts.houseNumber, 'text', 'address-line2', values.address2 ?? '', errors)
    : optional('address2', texts.address2, 'address-line2')
}
${field('zip', texts.zip, 'text', 'postal-code', values.zip ?? '', errors)}
${field('city', texts.city, 'text', 'address-level2', values.city ?? '', errors)}
<button type="submit">${escapeHtml(texts.saveAddress)}</button>
</form>`;
}

function accountNav(page: PageContext, email: string, current: 'orders' | 'address'): string {
  const query = page.theme ? `?theme=${encodeURIComponent(page.theme)}` : '';
  const link = (key: 'orders' | 'address', text: string) =>
    `<li><a href="${ACCOUNT_SERVICE_BASE}/account/${page.locale}/${key}${escapeHtml(query)}"${
      key === current ? ' aria-current="page"' : ''
    }>${escapeHtml(text)}</a></li>`;
  const logout = `${ACCOUNT_SERVICE_BASE}/account/logout?${new URLSearchParams({
    locale: page.locale,
    ...(page.theme ? { theme: page.theme } : {}),
  })}`;
  return `<p>${escapeHtml(page.texts.signedInAs)} <strong>${escapeHtml(email)}</strong></p>
<nav aria-label="${escapeHtml(page.texts.serviceName)}"><ul>
${link('orders', page.texts.navOrders)}
${link('address', page.texts.navAddress)}
<li><a href="${escapeHtml(logout)}">${escapeHtml(page.texts.signOut)}</a></li>
</ul></nav>`;
}

const STATUS_TEXT = {
  inProgress: 'statusInProgress',
  shipped: 'statusShipped',
  cancelled: 'statusCancelled',
} as const;

export function ordersPage(page: PageContext, email: string, orders: OrderSummary[]): string {
  const { texts } = page;
  const dates = new Intl.DateTimeFormat(page.locale, { dateStyle: 'medium' });
  const rows = orders.map((order) => {
    const money = new Intl.NumberFormat(page.locale, { style: 'currency', currency: order.currency });
    return `<tr><td>${escapeHtml(order.name)}</td><td>${escapeHtml(dates.format(order.processedAt))}</td><td>${escapeHtml(
      texts[STATUS_TEXT[order.status]],
    )}</td><td class="num">${escapeHtml(money.format(Number(order.total)))}</td></tr>`;
  });
  return layout(
    page,
    texts.ordersTitle,
    `${accountNav(page, email, 'orders')}
<h1>${escapeHtml(texts.ordersTitle)}</h1>
${
  rows.length === 0
    ? `<p>${escapeHtml(texts.noOrders)}</p>`
    : `<table><thead><tr><th scope="col">${escapeHtml(texts.order)}</th><th scope="col">${escapeHtml(
        texts.date,
      )}</th><th scope="col">${escapeHtml(texts.status)}</th><th scope="col" class="num">${escapeHtml(
        texts.total,
      )}</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
}`,
  );
}

export function addressPage(
  page: PageContext,
  email: string,
  addresses: AddressSummary[],
  edit: AddressEdit | null,
): string {
  const { texts } = page;
  const editLink = (id: number) =>
    `${ACCOUNT_SERVICE_BASE}/account/${page.locale}/address?${new URLSearchParams({
      edit: String(id),
      ...(page.theme ? { theme: page.theme } : {}),
    })}`;
  const items = addresses.map(
    (address) =>
      `<li><h2>${escapeHtml(address.isDefault ? texts.defaultAddress : texts.otherAddress)}</h2><address>${address.lines
        .map(escapeHtml)
        .join('<br>')}</address>${
        address.id === edit?.id
          ? ''
          : `<p><a href="${escapeHtml(editLink(address.id))}">${escapeHtml(texts.edit)}</a></p>`
      }</li>`,
  );
  return layout(
    page,
    texts.addressTitle,
    `${accountNav(page, email, 'address')}
<h1>${escapeHtml(texts.addressTitle)}</h1>
${items.length === 0 ? `<p>${escapeHtml(texts.noAddress)}</p>` : `<ul>${items.join('')}</ul>`}
${edit ? addressForm(page, edit) : ''}`,
  );
}

/** The password-reset request: the account's email, then a mail with a link. */
export function forgotPage(page: PageContext, flow: Flow, csrf: string, form: FormState): string {
  const { texts } = page;
  return formPage(page, flow, csrf, form, {
    title: texts.forgotTitle,
    action: 'password/forgot',
    fields: [
      `<p>${escapeHtml(texts.forgotIntro)}</p>`,
      field('email', texts.email, 'email', 'email', form.values.email ?? '', form.errors),
    ],
    submit: texts.sendLink,
    aside: otherPage(flow, 'login', { prompt: 'login' }, texts.haveAccount, texts.signIn),
  });
}

/** A page with a heading and one message (the reset mail sent, the invitation declined, a spent link). */
export function messagePage(
  page: PageContext,
  title: string,
  text: string,
  role: 'status' | 'alert',
): string {
  return layout(
    page,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p role="${role}">${escapeHtml(text)}</p>`,
  );
}

/** A one-time link of a customer mail: which customer, and its token. */
export interface MailLink {
  id: string;
  token: string;
}

/** A new password from a reset link, or the first one of an invited customer (who may decline instead). */
export function newPasswordPage(
  page: PageContext,
  flow: Flow,
  csrf: string,
  form: FormState,
  kind: 'reset' | 'activate',
  link: MailLink,
): string {
  const { texts } = page;
  const action = kind === 'reset' ? 'password/reset' : 'activate';
  const linkFields = `<input type="hidden" name="id" value="${escapeHtml(link.id)}">
<input type="hidden" name="token" value="${escapeHtml(link.token)}">`;
  const decline =
    kind === 'activate'
      ? `<form method="post" action="${ACCOUNT_SERVICE_BASE}/account/activate">
${hiddenFlow(flow, csrf)}
${linkFields}
<input type="hidden" name="decision" value="decline">
<button type="submit">${escapeHtml(texts.decline)}</button>
</form>`
      : '';
  const title = kind === 'reset' ? texts.newPasswordTitle : texts.activateTitle;
  return layout(
    page,
    title,
    `<h1>${escapeHtml(title)}</h1>
${kind === 'activate' ? `<p>${escapeHtml(texts.activateIntro)}</p>` : ''}
${errorSummary(page, form.errors, form.formError)}
<form method="post" action="${ACCOUNT_SERVICE_BASE}/account/${action}" novalidate>
${hiddenFlow(flow, csrf)}
${linkFields}
${field('password', texts.newPassword, 'password', 'new-password', '', form.errors, texts.passwordRule)}
${field('repeat', texts.repeatPassword, 'password', 'new-password', '', form.errors)}
<button type="submit">${escapeHtml(kind === 'reset' ? texts.savePassword : texts.activate)}</button>
</form>
${decline}`,
  );
}
