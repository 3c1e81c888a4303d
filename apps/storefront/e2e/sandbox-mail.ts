import { expect } from '@playwright/test';
import { SANDBOX_URL } from '../playwright.config';

export interface OutboxMail {
  to: string;
  kind: string;
  subject: string;
  text: string;
  data: { from?: string; html?: string | null; listUnsubscribe?: string | null };
}

/** The mails the sandbox received for an address, newest first. */
export async function outbox(to: string): Promise<OutboxMail[]> {
  const response = await fetch(`${SANDBOX_URL}/__sandbox/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { emails: OutboxMail[] }).emails;
}

/** Waits for the address's `count`th mail and returns the newest. */
export async function waitForMail(to: string, count = 1): Promise<OutboxMail> {
  await expect.poll(async () => (await outbox(to)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  return (await outbox(to))[0] as OutboxMail;
}

/** The first link of a mail's text that starts with `prefix`. */
export function linkIn(mail: OutboxMail, prefix: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(prefix));
  if (!link) throw new Error(`No ${prefix} link in the mail:\n${mail.text}`);
  return link;
}
