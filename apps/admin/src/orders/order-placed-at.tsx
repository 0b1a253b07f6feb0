import { Typography } from 'antd';
import { formatDateTime } from '@resellpk/web-i18n';

/** When an order was placed, small and grey under its number (the table's first column, a phone's card). */
export function OrderPlacedAt({ iso }: { iso: string }) {
  return (
    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
      <time dateTime={iso}>{formatDateTime(iso)}</time>
    </Typography.Text>
  );
}
