import { rupeesToPaisa, type Paisa } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { Button, CloseIcon, PriceText, WhatsAppIcon } from '@resellpk/web-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { MAX_MARGIN_RUPEES, parseMarginRupees, whatsappShareUrl } from './whatsapp';

/** Icon button: the reseller types their margin, then WhatsApp opens with the product and their price. */
export function ShareWhatsAppButton({ productId, name, unitPricePaisa }: { productId: string; name: string; unitPricePaisa: Paisa }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [marginText, setMarginText] = useState('');
  const inputId = useId();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const marginPaisa = rupeesToPaisa(parseMarginRupees(marginText));

  // close on a click outside or Escape, like any popover
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const share = () => {
    const url = whatsappShareUrl({ name, unitPricePaisa, marginPaisa, url: `${window.location.origin}/product/${productId}` });
    window.open(url, '_blank', 'noopener,noreferrer');
    setOpen(false);
  };

  return (
    <div ref={box} style={{ position: 'relative' }}>
      <Button
        icon={<WhatsAppIcon style={{ color: '#25D366', fontSize: 16 }} />}
        aria-label={t('Share to WhatsApp')}
        title={t('Share to WhatsApp')}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen((v) => !v)}
      />
      {open && (
        <div
          role="dialog"
          aria-labelledby={titleId}
          className="rpk-popover"
          style={{
            position: 'absolute',
            bottom: 'calc(100% + 8px)',
            insetInlineEnd: 0,
            zIndex: 50,
            width: 244,
            padding: 12,
            background: '#fff',
            borderRadius: 8,
            boxShadow: '0 6px 16px rgba(0,0,0,0.12), 0 3px 6px -4px rgba(0,0,0,0.16)',
            display: 'flex',
            flexDirection: 'column',
            gap: 8,
          }}
        >
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <strong id={titleId}>{t('Share to WhatsApp')}</strong>
            <Button variant="text" size="small" aria-label={t('Close')} icon={<CloseIcon />} onClick={() => setOpen(false)} />
          </div>
          <label htmlFor={inputId}>{t('Your margin (Rs.)')}</label>
          <span className="rpk-input">
            <input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_MARGIN_RUPEES}
              step={1}
              value={marginText}
              onChange={(e) => setMarginText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') share();
              }}
              autoFocus
            />
          </span>
          <span className="rpk-muted" style={{ fontSize: 13 }}>
            {t('Selling price')}: <PriceText paisa={unitPricePaisa + marginPaisa} />
          </span>
          <Button variant="primary" icon={<WhatsAppIcon />} onClick={share} block>
            {t('Share on WhatsApp')}
          </Button>
        </div>
      )}
    </div>
  );
}
