// Every email in the sandbox, kept in the outbox table (GET /__sandbox/outbox reads it): the shop backend's own
// (activation, reset, order confirmation) and every message the SMTP catcher receives.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { outbox } from '../db/schema';

export type MailKind = 'customer_account_activate' | 'customer_account_reset' | 'order_confirmation' | 'smtp';

export interface Mail {
  to: string;
  kind: MailKind;
  subject: string;
  text: string;
  data: Record<string, unknown>;
}

type Executor = Pick<Db, 'insert'>;

export async function sendMail(db: Executor, mail: Mail): Promise<void> {
  await db.insert(outbox).values(mail);
}

export async function listMail(db: Db, to?: string | null) {
  const query = db.select().from(outbox);
  const rows = to
    ? await query.where(eq(outbox.to, to.toLowerCase())).orderBy(desc(outbox.id))
    : await query.orderBy(desc(outbox.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
