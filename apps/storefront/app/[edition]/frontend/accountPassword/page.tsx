import { type EditionKey, getEdition } from '@shop/editions';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AccountArea } from '@/components/account/AccountArea';
import { AccountStream } from '@/components/account/AccountStream';
import { AccountUnavailable } from '@/components/account/AccountUnavailable';
import { PasswordForm } from '@/components/account/PasswordForm';
import { provideRequestI18n } from '@/lib/i18n.server';
import { editionParam } from '@/lib/routing';
import {
  ACCOUNT_UNAVAILABLE,
  accountMetadata,
  requireCustomer,
  requireSignedIn,
} from '@/server/account/pages';
import { notInSingleSignOn } from '@/server/sso/pages';

type Props = { params: Promise<{ edition: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(editionParam((await params).edition) ?? notFound(), 'account.changePassword.title');
}

export default async function ChangePasswordPage({ params }: Props) {
  const edition = editionParam((await params).edition) ?? notFound();
  notInSingleSignOn(edition);
  const route = getEdition(edition).accountRoutes.changePassword;
  await requireSignedIn(edition, route);
  await provideRequestI18n(edition);
  return (
    <AccountStream frame={{ edition, page: 'changePassword', title: 'account.changePassword.title' }}>
      <ChangePassword edition={edition} route={route} />
    </AccountStream>
  );
}

/** The part that needs the customer (the welcome line): streamed in behind the frame. */
async function ChangePassword({ edition, route }: { edition: EditionKey; route: string }) {
  const customer = await requireCustomer(edition, route);
  if (customer === ACCOUNT_UNAVAILABLE)
    return <AccountUnavailable title="account.changePassword.title" href={route} />;
  return (
    <AccountArea
      edition={edition}
      customer={customer}
      page="changePassword"
      title="account.changePassword.title"
    >
      <PasswordForm edition={edition} action="password" />
    </AccountArea>
  );
}
