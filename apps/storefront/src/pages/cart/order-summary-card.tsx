import type { OrderQuote } from '@resellpk/contracts';
import { formatCoins } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { PriceText, TEXT_GREEN } from '@resellpk/web-ui';
import { Button, Card, Divider, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LinkButton } from '../../shared/link-button';

function Row({ label, children, testId, strong }: { label: string; children: ReactNode; testId: string; strong?: boolean }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, padding: '4px 0', fontWeight: strong ? 700 : undefined, fontSize: strong ? 16 : undefined }}>
      <span style={{ minWidth: 0 }}>{label}</span>
      {/* a long label wraps, the figure does not: "Rs." and its amount stay on one line at 360 px */}
      <span data-testid={testId} style={{ flex: 'none', whiteSpace: 'nowrap', textAlign: 'end' }}>
        {children}
      </span>
    </div>
  );
}

/** Order Summary: every figure is the server's quote; the button waits for an orderable one. */
export function OrderSummaryCard(props: { quote: OrderQuote | undefined; updating: boolean; failed: boolean; onRetry: () => void; onCheckout: () => void }) {
  const { quote } = props;
  const t = useT();
  return (
    <Card title={t('Order Summary')} size="small" data-testid="order-summary" aria-busy={props.updating}>
      {!quote && !props.failed && <Skeleton active paragraph={{ rows: 4 }} title={false} />}
      {props.failed && (
        <Typography.Paragraph type="danger" data-testid="quote-error">
          {t('Prices could not be updated.')}{' '}
          <Button size="small" type="link" onClick={props.onRetry}>
            {t('Try again')}
          </Button>
        </Typography.Paragraph>
      )}
      {quote && (
        <div style={{ opacity: props.updating ? 0.6 : 1, transition: 'opacity 0.2s' }}>
          <Row label={t('Total Weight')} testId="summary-weight">
            <span dir="ltr">{quote.totalWeightKg.toLocaleString('en-PK', { maximumFractionDigits: 3 })} kg</span>
          </Row>
          <Row label={t('Items')} testId="summary-items">
            <PriceText paisa={quote.itemsPaisa} />
          </Row>
          <Row label={t('Your Profit')} testId="summary-profit">
            <span style={{ color: TEXT_GREEN }}>
              <PriceText paisa={quote.totalProfitPaisa} />
            </span>
          </Row>
          <Row label={t('Shipping')} testId="summary-shipping">
            <PriceText paisa={quote.shippingPaisa} />
          </Row>
          {quote.coinsToSpend !== '0.0000' && (
            <Row label={t('Coins used')} testId="summary-coins">
              <span dir="ltr">{formatCoins(quote.coinsToSpend)}</span>
            </Row>
          )}
          {quote.allowanceUsedPaisa > 0 && (
            <Row label={t('Wholesale allowance applied automatically:')} testId="summary-allowance">
              <span style={{ color: TEXT_GREEN }}>
                <PriceText paisa={quote.allowanceUsedPaisa} />
              </span>
            </Row>
          )}
          {quote.gifts.length > 0 && (
            <Row label={t('Free gifts')} testId="summary-gifts">
              {quote.gifts.reduce((n, g) => n + g.quantity, 0)}
            </Row>
          )}
          <Divider style={{ margin: '8px 0' }} />
          <Row label={t('Total Amount')} testId="summary-total" strong>
            <PriceText paisa={quote.totalAmountPaisa} />
          </Row>
          <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '4px 0 12px' }}>
            {t('Your customer pays the total to the courier (cash on delivery); your profit reaches your wallet after delivery.')}
          </Typography.Paragraph>
        </div>
      )}
      <Button type="primary" block size="large" disabled={!quote?.orderable || props.updating} onClick={props.onCheckout} data-testid="proceed-to-checkout">
        {t('Proceed to Checkout')}
      </Button>
      {quote && !quote.orderable && (
        <Typography.Paragraph type="danger" style={{ fontSize: 13, marginTop: 8, marginBottom: 0 }} data-testid="not-orderable">
          {t('Fix the marked items to continue.')}
        </Typography.Paragraph>
      )}
      {quote && !quote.premiumAccess && (
        <LinkButton to="/coins" type="link" block style={{ marginTop: 4, whiteSpace: 'normal', height: 'auto' }} data-testid="subscribe-now">
          {t('Get more discount – Subscribe now')}
        </LinkButton>
      )}
    </Card>
  );
}
