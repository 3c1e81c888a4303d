// The sandbox's SMTP server: accepts every message (no TLS, no authentication, any sender) and puts one outbox
// entry per recipient, kind `smtp`, beside the shop backend's own mails (GET /__sandbox/outbox).
import type { AddressInfo } from 'node:net';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../db/database';
import type { Faults } from '../floor/faults';
import { sendMail } from '../stores/outbox';

export interface SmtpCatcher {
  port: number;
  close(): Promise<void>;
}

/** Largest message accepted, as a real relay would announce it. */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = Array.isArray(field) ? field : field ? [field] : [];
  return objects.flatMap((object) => object.value.map((entry) => entry.address ?? '')).filter(Boolean);
}

export async function startSmtpCatcher(options: {
  db: Db;
  port: number;
  host: string;
  log: (line: string) => void;
  /** A fault for the path `smtp` refuses the next message with its status as the SMTP reply code (4xx/5xx). */
  faults?: Faults;
}): Promise<SmtpCatcher> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    banner: 'Storefront sandbox SMTP catcher',
    logger: false,
    onData(stream, session, callback) {
      const fault = options.faults?.take('smtp', null);
      if (fault) {
        stream.resume();
        stream.on('end', () => {
          const reply = fault.status && fault.status >= 400 ? fault.status : 451;
          const refuse = () =>
            callback(Object.assign(new Error('Injected fault: message refused'), { responseCode: reply }));
          setTimeout(refuse, fault.latencyMs);
        });
        return;
      }
      simpleParser(stream)
        .then(async (message) => {
          const envelope = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
          const recipients = envelope.length
            ? envelope
            : addressesOf(message.to).map((to) => to.toLowerCase());
          const listUnsubscribe = message.headerLines
            .find((header) => header.key === 'list-unsubscribe')
            ?.line.replace(/^[^:]*:\s*/, '');
          for (const to of recipients) {
            await sendMail(options.db, {
              to,
              kind: 'smtp',
              subject: message.subject ?? '',
              text: message.text ?? '',
              data: {
                from:
                  message.from?.text ??
                  (session.envelope.mailFrom ? session.envelope.mailFrom.address : null),
                html: typeof message.html === 'string' ? message.html : null,
                messageId: message.messageId ?? null,
                listUnsubscribe: listUnsubscribe ?? null,
              },
            });
          }
          options.log(`SMTP message for ${recipients.length} recipient(s) ${message.subject ?? ''}`);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  server.on('error', (error) => console.error('[sandbox] SMTP error:', error));
  const port = (server.server.address() as AddressInfo).port;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
