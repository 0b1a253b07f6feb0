import { useT } from '@resellpk/web-i18n';
import { Card, List } from 'antd';

/** How It Works: the ways to earn and use coins (PRODUCT.md "Coins", the spec's section 9). */
export const COIN_RULES: ReadonlyArray<{ title: string; text: string }> = [
  { title: 'Mining', text: 'You mine 5 coins every hour, even while you are offline. Your balance grows live on this page.' },
  { title: 'Welcome Bonus', text: 'Every new account starts with 1,000 coins.' },
  { title: 'First Order Bonus', text: '30% of your first delivered order comes back to you as coins.' },
  { title: 'Referrals', text: 'Earn 1,000 coins when a friend you invited gets their first order delivered, plus 50% of the coins they spend.' },
  { title: 'Coin Packs', text: 'Buy coins with your wallet balance. Your first pack gets 2 bonus coins for every rupee.' },
  { title: 'Using Coins', text: 'Apply coins to free-plan products in your cart: each product shows how many coins it takes and the discount they give. Coins never expire.' },
];

export function HowItWorksTab() {
  const t = useT();
  return (
    <Card>
      <List
        dataSource={[...COIN_RULES]}
        renderItem={(rule, i) => (
          <List.Item>
            <List.Item.Meta
              avatar={
                <span
                  aria-hidden
                  style={{ display: 'inline-flex', width: 28, height: 28, borderRadius: 14, background: '#fff1b8', color: '#874d00', alignItems: 'center', justifyContent: 'center', fontWeight: 700 }}
                >
                  {i + 1}
                </span>
              }
              title={t(rule.title)}
              description={t(rule.text)}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
