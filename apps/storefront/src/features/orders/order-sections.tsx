import { CarOutlined, CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, RollbackOutlined, WhatsAppOutlined } from '@ant-design/icons';
import type { OrderView } from '@resellpk/contracts';
import { formatPhone, orderNumber } from '@resellpk/domain';
import { formatDateTime, useT } from '@resellpk/web-i18n';
import { PriceText, TEXT_GREEN } from '@resellpk/web-ui';
import { Button, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { whatsappTrackingUrl } from '../share/whatsapp';
import { safeTrackingLink, statusLook, type StatusLook } from './order-status';

const ICONS: Record<StatusLook['icon'], ReactNode> = {
  clock: <ClockCircleOutlined />,
  truck: <CarOutlined />,
  check: <CheckCircleOutlined />,
  close: <CloseCircleOutlined />,
  rollback: <RollbackOutlined />,
};

export function StatusTag({ status }: { status: string }) {
  const t = useT();
  const look = statusLook(status);
  return (
    <Tag color={look.color} icon={ICONS[look.icon]} style={{ marginInlineEnd: 0 }} data-testid="order-status" data-status={status}>
      {t(look.label)}
    </Tag>
  );
}

export function OrderDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

/** The items with their images: name, quantity x the unit price the reseller paid, gift badge. */
export function OrderItems({ order }: { order: OrderView }) {
  const t = useT();
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }} data-testid="order-items">
      {order.items.map((item) => (
        <li key={item.id} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <img src={item.image?.cardUrl} alt="" width={48} height={48} style={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 6, background: '#f5f5f5', flex: 'none' }} />
          <div style={{ flex: 1, minWidth: 0 }}>
            <div style={{ overflowWrap: 'anywhere' }}>{item.name}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {item.quantity} × <PriceText paisa={item.unitPricePaisa} />
              {item.isGift && (
                <Tag color="green" style={{ marginInlineStart: 6 }}>
                  {t('Free Gift')}
                </Tag>
              )}
            </Typography.Text>
          </div>
          <PriceText paisa={item.totalPricePaisa} />
        </li>
      ))}
    </ul>
  );
}

/** The end customer: name, mobile, address and city (`labelled` when no card title says "Customer"). */
export function CustomerBlock({ order, labelled = true }: { order: OrderView; labelled?: boolean }) {
  const t = useT();
  return (
    <div style={{ fontSize: 13 }} data-testid="order-customer">
      <div>
        {labelled && <Typography.Text type="secondary">{t('Customer')}: </Typography.Text>}
        <strong>{order.customerName}</strong> · <span dir="ltr" style={{ whiteSpace: 'nowrap' }}>{formatPhone(order.customerPhone)}</span>
      </div>
      {/* what the reseller typed: never translated (translate="no" also keeps browser translation off it) */}
      <div style={{ overflowWrap: 'anywhere' }} translate="no">
        {order.customerAddress}, {order.customerCity}
      </div>
    </div>
  );
}

function Figure({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, fontWeight: strong ? 700 : undefined }}>
      <span>{label}</span>
      <span>{children}</span>
    </div>
  );
}

export function OrderTotals({ order }: { order: OrderView }) {
  const t = useT();
  return (
    <div style={{ fontSize: 13, display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="order-totals">
      <Figure label={t('Items')}>
        <PriceText paisa={order.itemsPaisa} />
      </Figure>
      <Figure label={t('Your Profit')}>
        <span style={{ color: TEXT_GREEN }}>
          <PriceText paisa={order.totalProfitPaisa} />
        </span>
      </Figure>
      <Figure label={t('Shipping')}>
        <PriceText paisa={order.shippingPaisa} />
      </Figure>
      <Figure label={t('Total Amount')} strong>
        <PriceText paisa={order.totalAmountPaisa} />
      </Figure>
    </div>
  );
}

/** Courier, tracking id and the tracking link once shipped, and the WhatsApp message to the customer. */
export function TrackingBlock({ order }: { order: OrderView }) {
  const t = useT();
  const link = safeTrackingLink(order.trackingLink);
  if (!order.courier && !order.trackingId && !link) return null;
  return (
    <div style={{ fontSize: 13, display: 'flex', flexDirection: 'column', gap: 4 }} data-testid="order-tracking">
      {order.courier && (
        <div>
          <Typography.Text type="secondary">{t('Courier')}: </Typography.Text>
          <strong>{order.courier}</strong>
        </div>
      )}
      {order.trackingId && (
        <div>
          <Typography.Text type="secondary">{t('Tracking ID')}: </Typography.Text>
          <span dir="ltr">{order.trackingId}</span>
        </div>
      )}
      {link && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Button size="small" href={link} target="_blank" rel="noopener noreferrer" data-testid="tracking-link">
            {t('Track parcel')}
          </Button>
          <Button
            size="small"
            icon={<WhatsAppOutlined style={{ color: '#128C4B' }} />}
            href={whatsappTrackingUrl({
              customerName: order.customerName,
              customerPhone: order.customerPhone,
              orderNumber: orderNumber(order.id),
              courier: order.courier,
              trackingId: order.trackingId,
              trackingLink: link,
            })}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="share-tracking"
          >
            {t('Share tracking on WhatsApp')}
          </Button>
        </div>
      )}
    </div>
  );
}
