import { useNavigate } from 'react-router-dom';
import { Button, Flex, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { AdminProductView } from '@resellpk/contracts';
import { useT } from '@resellpk/web-i18n';
import { productEditPath, productViewPath } from './product-paths';

// three icon buttons (40 px, the brand's control height) + two 4 px gaps + the cell's 16 px paddings
export const ACTIONS_WIDTH = 3 * 40 + 2 * 4 + 2 * 16;

/** What a row's delete button needs from the list: the product being deleted, and how to ask. */
export interface ProductRowActions {
  deleting: string | undefined;
  onDelete: (p: AdminProductView) => void;
}

/** A product's view, edit and delete icon buttons: one row in the table (ACTIONS_WIDTH); phone cards may wrap. */
export function ProductActions({ p, wrap = true, row }: { p: AdminProductView; wrap?: boolean; row: ProductRowActions }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Flex gap={4} wrap={wrap} data-testid="product-actions">
      <Tooltip title={t('View')}>
        <Button aria-label={t('View {{name}}', { name: p.name })} icon={<EyeOutlined />} onClick={() => navigate(productViewPath(p.id))} />
      </Tooltip>
      <Tooltip title={t('Edit')}>
        <Button aria-label={t('Edit {{name}}', { name: p.name })} icon={<EditOutlined />} onClick={() => navigate(productEditPath(p.id))} />
      </Tooltip>
      <Tooltip title={t('Delete')}>
        <Button
          danger
          aria-label={t('Delete {{name}}', { name: p.name })}
          icon={<DeleteOutlined />}
          loading={row.deleting === p.id}
          onClick={() => row.onDelete(p)}
        />
      </Tooltip>
    </Flex>
  );
}
