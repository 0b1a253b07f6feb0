import { Flex, Input, Segmented, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { ORDER_STATUSES } from '@resellpk/contracts';
import { useT } from '@resellpk/web-i18n';
import { DayFilter } from '../shared/day-filter';
import type { OrderFilters } from './order-filters';
import { ORDER_STATUS_LABEL } from './order-status';

const STATUS_OPTIONS = ['all', ...ORDER_STATUSES] as const;

/** One end of the date range: a small caption over its day picker. */
function DayBound({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <label style={{ flex: 1, minWidth: 0 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {caption}
      </Typography.Text>
      {children}
    </label>
  );
}

/** The list's filters: status, a search (applied on Enter or the button) and a date range. */
export function OrderFilterBar({ filters, onChange }: { filters: OrderFilters; onChange: (patch: Partial<OrderFilters>) => void }) {
  const t = useT();
  const [searchText, setSearchText] = useState(filters.search);

  // the box follows the address (back button, dashboard link)
  useEffect(() => setSearchText(filters.search), [filters.search]);

  return (
    <>
      <div style={{ overflowX: 'auto', marginBottom: 12 }}>
        <Segmented
          value={filters.status}
          onChange={(status) => onChange({ status })}
          aria-label={t('Filter by status')}
          data-testid="status-filter"
          options={STATUS_OPTIONS.map((s) => ({ value: s, label: s === 'all' ? t('All') : t(ORDER_STATUS_LABEL[s]) }))}
        />
      </div>
      <Flex gap={8} wrap align="flex-end" style={{ marginBottom: 16 }}>
        <Input.Search
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          onSearch={(value) => onChange({ search: value.trim() })}
          placeholder={t('Order ID, customer name or phone')}
          aria-label={t('Search orders')}
          allowClear
          maxLength={100}
          enterButton
          style={{ flex: '1 1 260px', minWidth: 0 }}
        />
        <Flex gap={8} style={{ flex: '1 1 300px' }}>
          <DayBound caption={t('From')}>
            <DayFilter value={filters.from} max={filters.to || undefined} onChange={(from) => onChange({ from })} label={t('From date')} style={{ width: '100%' }} />
          </DayBound>
          <DayBound caption={t('To')}>
            <DayFilter value={filters.to} min={filters.from || undefined} onChange={(to) => onChange({ to })} label={t('To date')} style={{ width: '100%' }} />
          </DayBound>
        </Flex>
      </Flex>
    </>
  );
}
