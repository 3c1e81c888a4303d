// The sandbox's own checkout page: plain server-rendered HTML, usable with a keyboard and without JavaScript.

import { priceCents, productText, variantTitle } from '../catalogue/present';
import { gid } from '../floor/gid';
import { escapeHtml } from '../floor/http';
import { type Currency, MARKETS } from '../floor/markets';
import { decimal } from '../floor/money';
import { findCart, loadLines } from '../stores/carts';
import { customerById } from '../stores/customers';
import { orderByStatusToken, placeOrder, type ShippingAddress, shippingCents } from '../stores/orders';
import type { ShopState } from './context';

export interface HtmlResponse {
  status: number;
  html?: string;
  redirect?: string;
}

function page(title: string, body: string, language = 'en'): string {
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – Sandbox checkout</title>
<style>
body{font-family:system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;color:#1b1f24;line-height:1.5}
table{width:100%;border-collapse:collapse}td,th{padding:.4rem;border-bottom:1px solid #dde1e6;text-align:left}
.num{text-align:right}label{display:block;margin-top:.8rem;font-weight:600}
input,select{width:100%;padding:.5rem;font:inherit;border:1px solid #8a929b;border-radius:4px;box-sizing:border-box}
button{margin-top:1.2rem;padding:.7rem 1.4rem;font:inherit;font-weight:700;background:#1f5fbf;color:#fff;border:0;border-radius:4px}
:focus-visible{outline:3px solid #f0a500;outline-offset:2px}.error{color:#a40e26;font-weight:600}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

interface FormValues {
  email: string;
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  zip: string;
  city: string;
  countryCode: string;
}

const FIELDS: [keyof FormValues, string, string][] = [
  ['email', 'Email', 'email'],
  ['firstName', 'First name', 'given-name'],
  ['lastName', 'Last name', 'family-name'],
  ['address1', 'Street and house number', 'address-line1'],
  ['address2', 'Apartment, suite, etc. (optional)', 'address-line2'],
  ['zip', 'Postal code', 'postal-code'],
  ['city', 'City', 'address-level2'],
];

function money(cents: number, currency: string): string {
  return `${decimal(cents)} ${currency}`;
}

async function renderCheckout(
  state: ShopState,
  cartId: string,
  values: Partial<FormValues>,
  problems: string[],
  status: number,
): Promise<HtmlResponse> {
  const cart = await findCart(state.db, cartId);
  if (!cart)
    return { status: 404, html: page('Cart not found', '<h1>This cart is no longer available</h1>') };
  const lines = await loadLines(state.db, cart.token);
  const currency = cart.currency as Currency;
  const language = cart.languageCode.toLowerCase() as 'de';
  let subtotal = 0;
  const rows = lines
    .map((line) => {
      const variant = state.catalogue.variantsById.get(line.variantId);
      if (!variant) return '';
      const unit = priceCents(variant, currency);
      subtotal += unit * line.quantity;
      const title = productText(variant.product, language).title;
      const option = variantTitle(state.catalogue, variant, language);
      return `<tr><td lang="${escapeHtml(language)}">${escapeHtml(title)}${option === 'Default Title' ? '' : `<br><small>${escapeHtml(option)}</small>`}</td><td class="num">${line.quantity}</td><td class="num">${money(unit * line.quantity, currency)}</td></tr>`;
    })
    .join('');
  const shipping = shippingCents(currency, subtotal);
  let email = values.email ?? cart.email ?? '';
  if (!email && cart.customerId) {
    email = (await customerById(state.db, cart.customerId))?.email ?? '';
  }
  const filled: Partial<FormValues> = {
    ...values,
    email,
    countryCode: values.countryCode ?? cart.countryCode,
  };
  const inputs = FIELDS.map(
    ([name, label, autocomplete]) =>
      `<label for="${name}">${label}</label><input id="${name}" name="${name}" autocomplete="${autocomplete}" value="${escapeHtml(filled[name])}"${name === 'address2' ? '' : ' required'}${name === 'email' ? ' type="email"' : ''}>`,
  ).join('\n');
  const countries = MARKETS.filter((market) => market.country !== 'ZZ')
    .map((market) => {
      const name = new Intl.DisplayNames(['en'], { type: 'region' }).of(market.country) ?? market.country;
      return `<option value="${market.country}"${market.country === filled.countryCode ? ' selected' : ''}>${escapeHtml(name)}</option>`;
    })
    .join('');
  const errorList = problems.length
    ? `<div role="alert" class="error"><p>Please check your input:</p><ul>${problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('')}</ul></div>`
    : '';
  const action = `/checkouts/cn/${encodeURIComponent(cart.token)}?key=${encodeURIComponent(cart.key)}`;
  const body = `<h1>Checkout</h1>
${errorList}
<section aria-labelledby="summary"><h2 id="summary">Order summary</h2>
${lines.length === 0 ? '<p>Your cart is empty.</p>' : ''}
<table><thead><tr><th scope="col">Item</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Total</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><th scope="row" colspan="2">Subtotal</th><td class="num">${money(subtotal, currency)}</td></tr>
<tr><th scope="row" colspan="2">Shipping</th><td class="num">${shipping === 0 ? 'Free' : money(shipping, currency)}</td></tr>
<tr><th scope="row" colspan="2">Total</th><td class="num"><strong>${money(subtotal + shipping, currency)}</strong></td></tr></tfoot></table>
</section>
<form method="post" action="${escapeHtml(action)}">
<h2>Contact and shipping address</h2>
${inputs}
<label for="countryCode">Country</label><select id="countryCode" name="countryCode" autocomplete="country">${countries}</select>
<button type="submit"${lines.length === 0 ? ' disabled' : ''}>Pay now ${money(subtotal + shipping, currency)}</button>
</form>`;
  return { status, html: page('Checkout', body) };
}

export function checkoutPage(state: ShopState, token: string, key: string): Promise<HtmlResponse> {
  return renderCheckout(state, gid('Cart', token, `key=${key}`), {}, [], 200);
}

export async function payCheckout(
  state: ShopState,
  token: string,
  key: string,
  form: URLSearchParams,
): Promise<HtmlResponse> {
  const values: FormValues = {
    email: (form.get('email') ?? '').trim().toLowerCase(),
    firstName: (form.get('firstName') ?? '').trim(),
    lastName: (form.get('lastName') ?? '').trim(),
    address1: (form.get('address1') ?? '').trim(),
    address2: (form.get('address2') ?? '').trim(),
    zip: (form.get('zip') ?? '').trim(),
    city: (form.get('city') ?? '').trim(),
    countryCode: (form.get('countryCode') ?? '').trim().toUpperCase(),
  };
  const problems: string[] = [];
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) problems.push('Enter a valid email');
  for (const [name, label] of FIELDS) {
    if (name !== 'address2' && name !== 'email' && !values[name])
      problems.push(`Enter ${label.toLowerCase()}`);
  }
  if (!MARKETS.some((market) => market.country === values.countryCode && market.country !== 'ZZ')) {
    problems.push('Choose a country');
  }
  const cartId = gid('Cart', token, `key=${key}`);
  if (problems.length > 0) return renderCheckout(state, cartId, values, problems, 422);
  const address: ShippingAddress = {
    firstName: values.firstName,
    lastName: values.lastName,
    address1: values.address1,
    address2: values.address2 || null,
    zip: values.zip,
    city: values.city,
    countryCode: values.countryCode,
    country: new Intl.DisplayNames(['en'], { type: 'region' }).of(values.countryCode) ?? values.countryCode,
  };
  const result = await placeOrder(state, token, key, values.email, address);
  if (result.ok) return { status: 303, redirect: `/orders/${result.statusToken}` };
  if (result.reason === 'cart-missing') {
    return { status: 404, html: page('Cart not found', '<h1>This cart is no longer available</h1>') };
  }
  const problem =
    result.reason === 'cart-empty'
      ? 'Your cart is empty'
      : `Not enough stock left for ${result.detail ?? 'an item'}`;
  return renderCheckout(state, cartId, values, [problem], 409);
}

export async function orderStatusPage(state: ShopState, statusToken: string): Promise<HtmlResponse> {
  const order = await orderByStatusToken(state.db, statusToken);
  if (!order) return { status: 404, html: page('Order not found', '<h1>Order not found</h1>') };
  return {
    status: 200,
    html: page(
      `Order ${order.name}`,
      `<h1>Thank you for your order!</h1><p>Order <strong>${escapeHtml(order.name)}</strong> is confirmed. A confirmation has been sent to ${escapeHtml(order.email)}.</p><p>Total: ${escapeHtml(order.total)} ${escapeHtml(order.currency)}</p><p>Status: ${escapeHtml(order.fulfillmentStatus === 'FULFILLED' ? 'Shipped' : 'Being prepared')}</p>`,
    ),
  };
}
