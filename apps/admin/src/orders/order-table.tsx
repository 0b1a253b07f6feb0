import { Table } from 'antd';
import type { AdminOrderPage, AdminOrderView } from '@resellpk/contracts';
import { useT } from '@resellpk/web-i18n';
import { useOrderColumns } from './order-columns';
import { PAGE_SIZES } from './order-filters';

/** Wide screens: one page of orders as a table, with the page size to choose. */
export function OrderTable({ data, loading, onOpen, onPage }: { data: AdminOrderPage; loading: boolean; onOpen: (order: AdminOrderView) => void; onPage: (page: number, pageSize: number) => void }) {
  const t = useT();
  const columns = useOrderColumns(onOpen);
  return (
    <Table<AdminOrderView>
      rowKey="id"
      columns={columns}
      dataSource={data.items}
      loading={loading}
      scroll={{ x: 860 }}
      onRow={(o) => ({ onDoubleClick: () => onOpen(o) })}
      pagination={{
        current: data.page,
        pageSize: data.pageSize,
        total: data.total,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        showTotal: (total) => (total === 1 ? t('1 order') : t('{{n}} orders', { n: total.toLocaleString('en-US') })),
        onChange: onPage,
      }}
      locale={{ emptyText: ' ' }}
    />
  );
}
