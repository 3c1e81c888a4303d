// One refresh per refresh token across instances sharing a Postgres database. The service rotates refresh tokens and
// ends the whole session when a spent one comes again, so the first instance asked takes a transaction-scoped
// advisory lock on the token's key, calls the service and keeps the answer (sealed with the server secret) for 30 s;
// another instance asked meanwhile waits for the lock and gives the kept answer. Within one process session.ts
// shares the call among requests first; on the embedded database (one process) that is all there is.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { ssoRefreshes } from '../db/schema';
import { logLine } from '../log';
import type { TokenCall } from './account-service';

export const REFRESH_ANSWER_KEPT_SECONDS = 30;

function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'storefront', 'sso refresh answer', 32));
}

export function sealAnswer(secret: string, answer: TokenCall): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The answer, or null when it was sealed with another secret or altered. */
export function openAnswer(secret: string, text: string): TokenCall | null {
  try {
    const [iv, tag, sealed] = text.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !sealed) return null;
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv);
    decipher.setAuthTag(tag);
    return JSON.parse(
      Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8'),
    ) as TokenCall;
  } catch {
    return null;
  }
}

/**
 * The service's answer for the refresh token `key` names: the one another instance got within 30 s, else `refresh()`'s,
 * called under the lock. An unreachable service's answer is not kept (the token was not spent). A database that
 * fails before the call is made leaves the call to this instance alone.
 */
export async function refreshAcrossInstances(
  db: Db,
  secret: string,
  key: string,
  refresh: () => Promise<TokenCall>,
): Promise<TokenCall> {
  let answer: TokenCall | undefined;
  try {
    return await db.transaction(async (tx) => {
      const transaction = tx as unknown as Db;
      await transaction.execute(
        sql`SELECT pg_advisory_xact_lock(hashtext('storefront-sso-refresh'), hashtext(${key}))`,
      );
      const [kept] = await transaction
        .select({ answer: ssoRefreshes.answer })
        .from(ssoRefreshes)
        .where(and(eq(ssoRefreshes.key, key), gt(ssoRefreshes.keptUntil, sql`now()`)));
      const keptAnswer = kept && openAnswer(secret, kept.answer);
      if (keptAnswer) return keptAnswer;
      answer = await refresh();
      if (answer.ok || answer.reason === 'invalid_grant') {
        const row = {
          answer: sealAnswer(secret, answer),
          keptUntil: sql`now() + make_interval(secs => ${REFRESH_ANSWER_KEPT_SECONDS})`,
        };
        await transaction
          .insert(ssoRefreshes)
          .values({ key, ...row })
          .onConflictDoUpdate({ target: ssoRefreshes.key, set: row });
      }
      return answer;
    });
  } catch (error) {
    logLine('error', 'sso refresh lock failed', { error });
    return answer ?? refresh();
  }
}

/** Drops answers whose 30 s are over (a job). */
export async function deleteSpentRefreshes(db: Db): Promise<number> {
  const deleted = await db
    .delete(ssoRefreshes)
    .where(lte(ssoRefreshes.keptUntil, sql`now()`))
    .returning({ key: ssoRefreshes.key });
  return deleted.length;
}
