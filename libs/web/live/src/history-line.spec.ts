import { historyLineText } from './history-line';

// a t() that marks what it translated and fills {{placeholders}}, as i18next does
const t = (key: string, vars: Record<string, string> = {}) => `[${key.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? `{{${name}}}`)}]`;

describe('wallet history line text', () => {
  it('words each kind from its values, translating the names in it', () => {
    expect(historyLineText({ type: 'top_up', referenceCode: 'TOP-AB12CD', kind: 'topup_approved', values: { amountPaisa: 1, methodType: 'jazzcash', methodName: 'JazzCash' } }, t)).toBe(
      '[Wallet top-up via [JazzCash]]',
    );
    expect(
      historyLineText(
        { type: 'withdrawal', referenceCode: 'WD-7K3Q9M', kind: 'withdrawal_paid', values: { amountPaisa: 1, withdrawalStatus: 'paid', payoutKind: 'easypaisa', accountLast4: '4567' } },
        t,
      ),
    ).toBe('[Withdrawal to [Easypaisa] •••• 4567: paid]');
    expect(historyLineText({ type: 'coin_pack', referenceCode: null, kind: 'coin_pack', values: { amountPaisa: 1, packName: 'Popular', coins: 2200 } }, t)).toBe(
      '[[Popular] coin pack (2,200 coins)]',
    );
    expect(historyLineText({ type: 'order_profit', referenceCode: '1A2B3C4D', kind: 'order_profit', values: { amountPaisa: 1, orderNumber: '1A2B3C4D' } }, t)).toBe(
      '[Profit from order #1A2B3C4D]',
    );
  });

  it('a kind it does not know, or a line missing a value, reads as its type; an unknown type as a wallet transaction', () => {
    expect(historyLineText({ type: 'refund', referenceCode: null, kind: 'cashback_v2', values: { amountPaisa: 1 } }, t)).toBe('[Refund]');
    expect(historyLineText({ type: 'coin_pack', referenceCode: null, kind: 'coin_pack', values: { amountPaisa: 1 } }, t)).toBe('[Coin pack]');
    expect(historyLineText({ type: 'gift' as never, referenceCode: null }, t)).toBe('[Wallet transaction]');
  });
});
