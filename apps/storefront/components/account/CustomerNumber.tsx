import { useT } from '@shop/i18n/react';

/** The customer's number in the customer-relationship service's record (spec §7 getUser), when it could say. */
export function CustomerNumber({ number }: { number: string | null }) {
  const t = useT();
  if (!number) return null;
  return <p>{t('account.personal.customerNumber', { number })}</p>;
}
