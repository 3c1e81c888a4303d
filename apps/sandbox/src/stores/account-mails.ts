// The customer mails of the classic accounts: activation and password reset, each with a one-time token in its link.
import type { Executor } from '../db/database';
import { gid } from '../floor/gid';
import { issueOneTimeToken, type OneTimePurpose } from './customer-tokens';
import type { CustomerRow } from './customers';
import { type MailKind, sendMail } from './outbox';

/** The shop's own account URL of a one-time token (`/account/reset|activate/<id>/<token>`). */
export function accountUrl(origin: string, kind: OneTimePurpose, customerId: number, token: string): string {
  return `${origin}/account/${kind}/${customerId}/${token}`;
}

export function parseAccountUrl(
  value: unknown,
  kind: OneTimePurpose,
): { customerId: number; token: string } | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    const match = new RegExp(`/account/${kind}/(\\d{1,15})/([0-9a-f]+)$`).exec(url.pathname);
    return match ? { customerId: Number(match[1]), token: match[2] as string } : null;
  } catch {
    return null;
  }
}

/** The link a customer mail shows: the storefront's page when the templates point there, else the shop's URL. */
function mailLink(
  accountLinks: string | undefined,
  kind: OneTimePurpose,
  customerId: number,
  token: string,
  url: string,
): string {
  if (!accountLinks) return url;
  const page = kind === 'reset' ? 'reset-password' : 'activate-account';
  return `${accountLinks}/${page}?${new URLSearchParams({ id: String(customerId), token })}`;
}

const MAILS: Record<
  OneTimePurpose,
  {
    kind: MailKind;
    subject: string;
    text: (link: string) => string;
    data: (url: string, token: string) => object;
  }
> = {
  activate: {
    kind: 'customer_account_activate',
    subject: 'Customer account activation',
    text: (link) => `You've been invited to create a customer account. Activate it here: ${link}`,
    data: (url) => ({ activationUrl: url }),
  },
  reset: {
    kind: 'customer_account_reset',
    subject: 'Customer account password reset',
    text: (link) => `Follow this link to reset your customer account password: ${link}`,
    data: (url, token) => ({ resetUrl: url, resetToken: token }),
  },
};

/** Mails a one-time link (activation of an invited customer, password reset); the shop's URL of it. */
async function sendAccountMail(
  db: Executor,
  purpose: OneTimePurpose,
  origin: string,
  customer: CustomerRow,
  accountLinks: string | undefined,
): Promise<string> {
  const token = await issueOneTimeToken(db, customer.id, purpose);
  const url = accountUrl(origin, purpose, customer.id, token);
  const mail = MAILS[purpose];
  await sendMail(db, {
    to: customer.email,
    kind: mail.kind,
    subject: mail.subject,
    text: mail.text(mailLink(accountLinks, purpose, customer.id, token, url)),
    data: { customerId: gid('Customer', customer.id), ...mail.data(url, token) },
  });
  return url;
}

/** Mails an activation link to an invited customer; the shop's activation URL. */
export function sendActivation(
  db: Executor,
  origin: string,
  customer: CustomerRow,
  accountLinks?: string,
): Promise<string> {
  return sendAccountMail(db, 'activate', origin, customer, accountLinks);
}

/** Mails a password reset link. */
export async function sendReset(
  db: Executor,
  origin: string,
  customer: CustomerRow,
  accountLinks?: string,
): Promise<void> {
  await sendAccountMail(db, 'reset', origin, customer, accountLinks);
}
