// The shop's mail goes out over SMTP (SMTP_URL, by default the sandbox's catcher) from MAIL_FROM.
import nodemailer, { type Transporter } from 'nodemailer';
import { BRAND_NAME, SHOP_BASE_URL } from '../../lib/site';
import { backendBudgets } from '../backend-budgets';

export const DEFAULT_SMTP_URL = 'smtp://127.0.0.1:2525';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

let transport: Transporter | undefined;

export function mailTransport(): Transporter {
  if (!transport) {
    const budget = backendBudgets().smtp;
    transport = nodemailer.createTransport({
      url: process.env.SMTP_URL || DEFAULT_SMTP_URL,
      connectionTimeout: budget,
      greetingTimeout: budget,
      socketTimeout: budget,
    });
  }
  return transport;
}

/** `"Vitalis" <no-reply@shop-host>` unless MAIL_FROM says otherwise. */
export function mailFrom(): string {
  return process.env.MAIL_FROM || `"${BRAND_NAME}" <no-reply@${new URL(SHOP_BASE_URL).hostname}>`;
}
