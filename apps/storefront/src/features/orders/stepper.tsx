import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { useT } from '@resellpk/web-i18n';
import { Button } from 'antd';

/** − n + for quantities: minus stops at `min` (a cart line at 1, a gift at 0). */
export function Stepper({ value, min, max, onChange, label, testId }: { value: number; min: number; max: number; onChange: (next: number) => void; label: string; testId?: string }) {
  const t = useT();
  return (
    <div role="group" aria-label={label} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }} data-testid={testId}>
      <Button size="small" icon={<MinusOutlined />} aria-label={t('Decrease quantity')} disabled={value <= min} onClick={() => onChange(value - 1)} />
      <span style={{ minWidth: 28, textAlign: 'center', fontWeight: 600 }} aria-live="polite" data-testid={testId ? `${testId}-value` : undefined}>
        {value}
      </span>
      <Button size="small" icon={<PlusOutlined />} aria-label={t('Increase quantity')} disabled={value >= max} onClick={() => onChange(value + 1)} />
    </div>
  );
}
