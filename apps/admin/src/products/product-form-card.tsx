import type { ReactNode } from 'react';
import { Card, Row } from 'antd';

/** One titled card of the product form, its fields' columns in one gutter row. */
export function ProductFormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title} style={{ marginBottom: 16 }}>
      <Row gutter={16}>{children}</Row>
    </Card>
  );
}
