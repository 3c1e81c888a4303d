import { getEdition } from '@shop/editions';
import { getIntl } from '@shop/i18n';
import { OrderDetail, OrderHistory } from '@shop/ui';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AccountArea } from '@/components/account/AccountArea';
import { type AccountFrame, AccountStream } from '@/components/account/AccountStream';
import { AccountUnavailable } from '@/components/account/AccountUnavailable';
import { noticeOf } from '@/components/account/notices';
import { provideRequestI18n } from '@/lib/i18n.server';
import { toOrderDetail, toOrderSummary } from '@/lib/orders';
import { editionParam } from '@/lib/routing';
import {
  ACCOUNT_UNAVAILABLE,
  accountMetadata,
  requireCustomer,
  requireSignedIn,
} from '@/server/account/pages';
import { toAccountSite } from '@/server/sso/pages';

type Props = {
  params: Promise<{ edition: string }>;
  searchParams: Promise<{ order?: string | string[]; notice?: string | string[] }>;
};

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(editionParam((await params).edition) ?? notFound(), 'order.history.title');
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Order history (latest 50, newest first), or one order's detail with `?order={number}`. */
export default async function OrderHistoryPage({ params, searchParams }: Props) {
  const edition = editionParam((await params).edition) ?? notFound();
  toAccountSite(edition, 'orderHistory');
  const query = await searchParams;
  const route = getEdition(edition).accountRoutes.orderHistory;
  const orderNumber = first(query.order);
  const returnTo = orderNumber ? `${route}?order=${encodeURIComponent(orderNumber)}` : route;
  await requireSignedIn(edition, returnTo);
  await provideRequestI18n(edition);
  const frame = {
    edition,
    page: 'orderHistory',
    title: 'order.history.title',
    notice: noticeOf(first(query.notice)),
  } satisfies AccountFrame;
  return (
    <AccountStream frame={frame}>
      <Orders frame={frame} route={route} returnTo={returnTo} orderNumber={orderNumber} />
    </AccountStream>
  );
}

/** The part that needs the customer: streamed in behind the frame. */
async function Orders({
  frame,
  route,
  returnTo,
  orderNumber,
}: {
  frame: AccountFrame;
  route: string;
  returnTo: string;
  orderNumber: string | undefined;
}) {
  const { edition } = frame;
  const customer = await requireCustomer(edition, returnTo);
  if (customer === ACCOUNT_UNAVAILABLE)
    return <AccountUnavailable title="order.history.title" href={route} />;
  const intl = await getIntl(edition);
  const order = orderNumber
    ? customer.orders.find((entry) => String(entry.orderNumber) === orderNumber)
    : undefined;
  return (
    <AccountArea {...frame} customer={customer}>
      {orderNumber ? (
        order ? (
          <OrderDetail order={toOrderDetail(edition, order)} backHref={route} />
        ) : (
          <p>{intl.t('order.notFound')}</p>
        )
      ) : (
        <OrderHistory orders={customer.orders.map((entry) => toOrderSummary(edition, entry))} />
      )}
    </AccountArea>
  );
}
