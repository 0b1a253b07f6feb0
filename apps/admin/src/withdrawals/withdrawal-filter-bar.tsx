import { Flex, Input, Segmented } from 'antd';
import { useT } from '@resellpk/web-i18n';
import { FILTERS } from './withdrawal-status';
import type { WithdrawalFilter } from './withdrawals-api';

/** The status filter and the reseller search (applied on Enter or the button). */
export function WithdrawalFilterBar({ status, isPhone, onStatus, onSearch }: { status: WithdrawalFilter; isPhone: boolean; onStatus: (status: WithdrawalFilter) => void; onSearch: (search: string) => void }) {
  const t = useT();
  return (
    <Flex gap={12} wrap align="center" justify="space-between" style={{ marginBottom: 16 }}>
      <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Segmented<WithdrawalFilter> value={status} onChange={onStatus} aria-label={t('Filter by status')} options={FILTERS.map((f) => ({ value: f.value, label: t(f.label) }))} />
      </div>
      <Input.Search
        allowClear
        placeholder={t('Reseller name, email or phone')}
        aria-label={t('Search withdrawals by reseller')}
        maxLength={100}
        style={{ width: isPhone ? '100%' : 300 }}
        onSearch={(value) => onSearch(value.trim())}
        data-testid="withdrawals-search"
      />
    </Flex>
  );
}
