import { Divider, Timeline, Typography } from 'antd';
import type { OrderView } from '@resellpk/contracts';
import { formatDateTime, useT } from '@resellpk/web-i18n';
import { CHANGED_BY_LABEL, ORDER_STATUS_LABEL } from './order-status';

/** The order drawer's "History": each status change with when, by whom and the note. */
export function OrderHistorySection({ order }: { order: OrderView }) {
  const t = useT();
  return (
    <>
      <Divider titlePlacement="start">{t('History')}</Divider>
      {order.history.length === 0 ? (
        <Typography.Text type="secondary">{t('No status changes yet.')}</Typography.Text>
      ) : (
        <Timeline
          data-testid="order-history"
          items={order.history.map((h, i) => ({
            key: `${h.at}-${i}`,
            content: (
              <div>
                <Typography.Text strong>{t(ORDER_STATUS_LABEL[h.status])}</Typography.Text>
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  <time dateTime={h.at}>{formatDateTime(h.at)}</time> · {t('by {{who}}', { who: h.byName ?? t(CHANGED_BY_LABEL[h.by]) })}
                </Typography.Text>
                {h.note && <Typography.Text style={{ display: 'block' }}>{h.note}</Typography.Text>}
              </div>
            ),
          }))}
        />
      )}
    </>
  );
}
