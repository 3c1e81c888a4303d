import type { MessageId } from '@shop/i18n';

/** Success messages of §8 a page shows after a redirect, named in its query (`?notice=registered`). */
export const NOTICES = {
  registered: 'account.register.success',
  activated: 'account.created',
  passwordReset: 'account.password.saved',
} as const satisfies Record<string, MessageId>;

export type Notice = keyof typeof NOTICES;

export function withNotice(path: string, notice: Notice): string {
  return `${path}${path.includes('?') ? '&' : '?'}notice=${notice}`;
}

export function noticeOf(value: unknown): MessageId | null {
  return typeof value === 'string' && value in NOTICES ? NOTICES[value as Notice] : null;
}
