import { getEdition } from '@shop/editions';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { LoginScreen } from '@/components/account/LoginScreen';
import { ScreenTexts } from '@/components/shell/ScreenTexts';
import { provideRequestI18n } from '@/lib/i18n.server';
import { safeReturnPath } from '@/lib/return-path';
import { editionParam } from '@/lib/routing';
import { currentCustomer } from '@/server/account/current-customer';
import { accountMetadata } from '@/server/account/pages';
import { toHostedLogin } from '@/server/sso/pages';

type Props = {
  params: Promise<{ edition: string }>;
  searchParams: Promise<{ returnTo?: string | string[] }>;
};

// Per request: whether the shopper is signed in decides the page.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(editionParam((await params).edition) ?? notFound(), 'account.tab.login');
}

/** Login and Registration (spec §2.3); a signed-in customer goes on to where they were headed or the account. */
export default async function Login({ params, searchParams }: Props) {
  const edition = editionParam((await params).edition) ?? notFound();
  const value = (await searchParams).returnTo;
  const returnTo = safeReturnPath(Array.isArray(value) ? value[0] : value);
  toHostedLogin(edition, returnTo);
  if (await currentCustomer(edition)) redirect(returnTo ?? getEdition(edition).accountRoutes.orderHistory);
  const intl = await provideRequestI18n(edition);
  return (
    <ScreenTexts edition={edition} screen="account">
      <main className="page account-entry">
        <h1>{intl.t('account.nav.label')}</h1>
        <LoginScreen edition={edition} returnTo={returnTo} />
      </main>
    </ScreenTexts>
  );
}
