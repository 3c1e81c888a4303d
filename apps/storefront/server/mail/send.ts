// Sending one mail: tried a few times with growing pauses, each failure logged; when every try failed the caller
// gets a MailNotSent, so it can tell the shopper (never a silent loss, never a false success).
import { logLine } from '../log';
import { mailFrom, mailTransport, type OutgoingMail } from './transport';

export class MailNotSent extends Error {
  constructor(
    readonly kind: string,
    override readonly cause: unknown,
  ) {
    super(`The ${kind} mail could not be sent`);
  }
}

/** Pauses before the second and third try. */
export const MAIL_RETRY_DELAYS_MS = [300, 1200];

export async function sendMail(
  kind: string,
  mail: OutgoingMail,
  delays = MAIL_RETRY_DELAYS_MS,
): Promise<void> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, delays[attempt - 1]));
    try {
      const info = await mailTransport().sendMail({ from: mailFrom(), ...mail });
      logLine('info', 'mail sent', { kind, messageId: info.messageId, attempt: attempt + 1 });
      return;
    } catch (error) {
      lastError = error;
      logLine(attempt === delays.length ? 'error' : 'warn', 'mail failed', {
        kind,
        attempt: attempt + 1,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  throw new MailNotSent(kind, lastError);
}
