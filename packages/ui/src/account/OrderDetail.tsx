import { useI18n } from '@shop/i18n/react';
import { ORDER_STATUS_TEXT, type OrderDetailData } from './order-data';

export interface OrderDetailProps {
  order: OrderDetailData;
  backHref: string;
}

/**
 * Order detail (spec §3): date, number, delivery address, delivery status with tracking, the items with their
 * rate and return actions, shipping costs ('Free' when zero), subtotal and total with the store's VAT copy.
 */
export function OrderDetail({ order, backHref }: OrderDetailProps) {
  const { t, formatDate, formatPrice, formatVat } = useI18n();
  return (
    <article className="shop-order-detail" aria-labelledby="order-detail-title">
      <a className="shop-order-detail__back" href={backHref}>
        {t('order.back')}
      </a>
      <h2 id="order-detail-title">{t('order.title', { number: order.number })}</h2>
      <dl className="shop-order-detail__facts">
        <div>
          <dt>{t('order.date')}</dt>
          <dd>{formatDate(order.date, { dateStyle: 'long' })}</dd>
        </div>
        <div>
          <dt>{t('order.number')}</dt>
          <dd>{order.number}</dd>
        </div>
        <div>
          <dt>{t('order.deliveryAddress')}</dt>
          <dd>
            {order.deliveryAddress.map((line) => (
              <span key={line} className="shop-order-detail__line">
                {line}
              </span>
            ))}
          </dd>
        </div>
        <div>
          <dt>{t('order.deliveryStatus')}</dt>
          <dd data-status={order.status}>{t(ORDER_STATUS_TEXT[order.status])}</dd>
        </div>
        {order.tracking.map((shipment) =>
          shipment.number ? (
            <div key={shipment.number}>
              <dt>{t('order.trackingNumber')}</dt>
              <dd>
                {shipment.number}
                {shipment.url ? (
                  <>
                    {' '}
                    <a href={shipment.url} target="_blank" rel="noopener noreferrer">
                      {t('order.trackShipment', { company: shipment.company ?? '' })}
                    </a>
                  </>
                ) : null}
              </dd>
            </div>
          ) : null,
        )}
      </dl>
      <table className="shop-order-detail__items">
        <caption className="shop-visually-hidden">{t('order.items', { count: order.items.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('order.item.article')}</th>
            <th scope="col">{t('order.item.articleNumber')}</th>
            <th scope="col">{t('order.item.colour')}</th>
            <th scope="col">{t('order.item.unitPrice')}</th>
            <th scope="col">{t('order.item.quantity')}</th>
            <th scope="col">{t('order.item.total')}</th>
            <th scope="col">
              <span className="shop-visually-hidden">{t('order.item.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <th scope="row">{item.title}</th>
              {/* Below 992 px the rows stack, and each cell shows its column's name (data-label). */}
              <td data-label={t('order.item.articleNumber')}>{item.articleNumber ?? '–'}</td>
              <td data-label={t('order.item.colour')}>{item.colour ?? '–'}</td>
              <td data-label={t('order.item.unitPrice')}>{formatPrice(item.unitPrice)}</td>
              <td data-label={t('order.item.quantity')}>{item.quantity}</td>
              <td data-label={t('order.item.total')}>{formatPrice(item.total)}</td>
              <td className="shop-order-detail__actions">
                {item.rateHref ? <a href={item.rateHref}>{t('order.item.rate')}</a> : null}
                {item.returnHref ? <a href={item.returnHref}>{t('order.item.return')}</a> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="shop-order-detail__totals">
        <div>
          <dt>{t('order.subtotal')}</dt>
          <dd>{formatPrice(order.subtotal)}</dd>
        </div>
        <div>
          <dt>{t('order.shippingCosts')}</dt>
          <dd>{order.shipping === 0 ? t('price.free') : formatPrice(order.shipping)}</dd>
        </div>
        <div className="shop-order-detail__total">
          <dt>{t('order.totalWithVat')}</dt>
          <dd>{formatPrice(order.total)}</dd>
        </div>
      </dl>
      <p className="shop-order-detail__vat">{formatVat()}</p>
    </article>
  );
}
