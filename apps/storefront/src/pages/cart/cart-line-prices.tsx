import type { QuoteLine } from '@resellpk/contracts';
import type { CartItem } from '@resellpk/web-cart';
import { useT } from '@resellpk/web-i18n';
import { PriceText, TEXT_GREEN } from '@resellpk/web-ui';
import { Typography } from 'antd';

/** A cart line's price per unit (the retail price struck through when it is lower), or "Updating prices..." before the quote. */
export function CartLineUnitPrice({ line }: { line: QuoteLine | undefined }) {
  const t = useT();
  return (
    <Typography.Text type="secondary" style={{ fontSize: 13 }} data-testid="unit-price">
      {line ? (
        <>
          <PriceText paisa={line.unitPricePaisa} /> {t('each')}
          {line.unitPricePaisa < line.retailPricePaisa && (
            <>
              {' '}
              <PriceText paisa={line.retailPricePaisa} strike />
            </>
          )}
        </>
      ) : (
        t('Updating prices...')
      )}
    </Typography.Text>
  );
}

/** A cart line's profit (the quote's, else the stored one) and, once quoted, its total. */
export function CartLineAmounts({ item, line }: { item: CartItem; line: QuoteLine | undefined }) {
  const t = useT();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', fontSize: 13 }}>
      <span>
        {t('Profit')}: <strong style={{ color: TEXT_GREEN }} data-testid="line-profit"><PriceText paisa={line?.profitAmountPaisa ?? item.profitAmountPaisa} /></strong>
      </span>
      {line && (
        <span>
          {t('Line total')}: <strong data-testid="line-total"><PriceText paisa={line.lineTotalPaisa} /></strong>
        </span>
      )}
    </div>
  );
}
