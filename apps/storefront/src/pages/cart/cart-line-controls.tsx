import { MSG, PAISA_PER_RUPEE, rupeesToPaisa } from '@resellpk/domain';
import type { CartItem } from '@resellpk/web-cart';
import { useT } from '@resellpk/web-i18n';
import { InputNumber } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Stepper } from '../../features/orders/stepper';
import { useRefuseMinusSign } from './use-refuse-minus-sign';

/** What the reseller may type as a line's margin, in whole rupees (the gateway's limit is Rs. 100,000). */
export const MAX_LINE_PROFIT_RUPEES = 100_000;
const MAX_QUANTITY = 99;

/**
 * A cart line's inputs: the quantity stepper (stops at 1) and the reseller's profit, typed in
 * rupees and stored in paisa; a refused minus sign is said under the row.
 */
export function CartLineControls({ item, onQuantity, onProfit }: { item: CartItem; onQuantity: (quantity: number) => void; onProfit: (paisa: number) => void }) {
  const t = useT();
  const [profitRupees, setProfitRupees] = useState<number | null>(item.profitAmountPaisa / PAISA_PER_RUPEE || null);
  // another tab (or a clear) changed the stored margin: show it
  useEffect(() => setProfitRupees(item.profitAmountPaisa / PAISA_PER_RUPEE || null), [item.profitAmountPaisa]);
  const [negativeRefused, setNegativeRefused] = useState(false);
  const profitBox = useRef<HTMLSpanElement>(null);
  useRefuseMinusSign(profitBox, setNegativeRefused);

  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end', justifyContent: 'space-between', marginTop: 12 }}>
        <Stepper value={item.quantity} min={1} max={MAX_QUANTITY} onChange={onQuantity} label={t('Quantity')} testId="quantity" />
        <label style={{ display: 'flex', flexDirection: 'column', gap: 2, fontSize: 12 }}>
          <span>{t('Your profit (Rs.)')}</span>
          <span ref={profitBox} style={{ display: 'block' }}>
            <InputNumber
              size="small"
              // no min: antd would keep "-50" while typing and make it 0 on blur; a negative value is refused below instead
              max={MAX_LINE_PROFIT_RUPEES}
              precision={0}
              step={50}
              inputMode="numeric"
              value={profitRupees}
              placeholder="0"
              status={negativeRefused ? 'error' : undefined}
              aria-invalid={negativeRefused || undefined}
              style={{ width: 120 }}
              data-testid="profit-input"
              onChange={(value) => {
                // (a minus sign never reaches the box; a negative number from anywhere else, e.g. the down arrow at 0, is refused too)
                if (typeof value === 'number' && value < 0) return setNegativeRefused(true);
                const rupees = typeof value === 'number' && Number.isFinite(value) ? Math.min(Math.floor(value), MAX_LINE_PROFIT_RUPEES) : 0;
                setProfitRupees(value === null ? null : rupees);
                onProfit(rupeesToPaisa(rupees));
              }}
            />
          </span>
        </label>
      </div>
      {/* under the box (the row keeps its alignment): why the minus sign did not go in */}
      {negativeRefused && (
        <div role="alert" data-testid="profit-error" style={{ color: '#cf1322', fontSize: 13, textAlign: 'end', marginTop: 4 }}>
          {t(MSG.profitNegative)}
        </div>
      )}
    </>
  );
}
