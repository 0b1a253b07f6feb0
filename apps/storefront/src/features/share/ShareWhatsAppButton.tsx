import { WhatsAppOutlined } from '@ant-design/icons';
import { rupeesToPaisa, type Paisa } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { PriceText } from '@resellpk/web-ui';
import { Button, InputNumber, Popover, Typography } from 'antd';
import { useId, useState } from 'react';
import { whatsappShareUrl } from './whatsapp';

/** Icon button: the reseller types their margin, then WhatsApp opens with the product and their price. */
export function ShareWhatsAppButton({ productId, name, unitPricePaisa }: { productId: string; name: string; unitPricePaisa: Paisa }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [marginRupees, setMarginRupees] = useState<number | null>(null);
  const inputId = useId();
  const marginPaisa = rupeesToPaisa(marginRupees ?? 0);

  const share = () => {
    const url = whatsappShareUrl({ name, unitPricePaisa, marginPaisa, url: `${window.location.origin}/product/${productId}` });
    window.open(url, '_blank', 'noopener,noreferrer');
    setOpen(false);
  };

  const content = (
    <div style={{ width: 220, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <label htmlFor={inputId}>{t('Your margin (Rs.)')}</label>
      <InputNumber
        id={inputId}
        min={0}
        max={1_000_000}
        precision={0}
        value={marginRupees}
        onChange={(value) => setMarginRupees(typeof value === 'number' ? value : null)}
        onPressEnter={share}
        style={{ width: '100%' }}
        autoFocus
      />
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {t('Selling price')}: <PriceText paisa={unitPricePaisa + marginPaisa} />
      </Typography.Text>
      <Button type="primary" icon={<WhatsAppOutlined />} onClick={share} block>
        {t('Share on WhatsApp')}
      </Button>
    </div>
  );

  return (
    <Popover content={content} title={t('Share to WhatsApp')} trigger="click" open={open} onOpenChange={setOpen}>
      <Button
        icon={<WhatsAppOutlined style={{ color: '#25D366' }} />}
        aria-label={t('Share to WhatsApp')}
        title={t('Share to WhatsApp')}
      />
    </Popover>
  );
}
