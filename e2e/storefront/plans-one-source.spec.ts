import { expect, test, type Locator, type Page } from '@playwright/test';
import { main } from './helpers';

/**
 * Issue 34, item 5: the landing, /pricing and /partner show the plans of GET /api/v1/plans (the
 * landing adds the Free card, /partner only the partner plans), with the same names and prices.
 */
interface Plan {
  code: string;
  name: string;
  pricePaisa: number;
  acquiredBy: 'subscription' | 'upgrade_request';
}

const rs = (paisa: number) => `Rs. ${(paisa / 100).toLocaleString('en-US')}`;

/** name and price of each card, in order */
async function cardsOf(cards: Locator, price: (card: Locator) => Locator, name: (card: Locator) => Locator): Promise<string[]> {
  const out: string[] = [];
  for (const card of await cards.all()) out.push(`${(await name(card).innerText()).trim()} ${(await price(card).innerText()).trim()}`);
  return out;
}

test.describe('one source of plans', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('landing, /pricing and /partner show the plans and prices of GET /api/v1/plans', async ({ page, request }) => {
    const plans: Plan[] = await (await request.get('/api/v1/plans')).json();
    expect(plans.map((p) => p.code)).toEqual(['premium', 'starter', 'pro', 'elite']);
    const expected = (list: Plan[]) => list.map((p) => `${p.name} ${rs(p.pricePaisa)}`);

    const firstPrice = (card: Locator) => card.getByText(/^Rs\. [\d,]+$/).first();
    const go = async (p: Page, url: string) => {
      await p.goto(url);
      await expect(main(p)).toBeVisible();
    };

    await go(page, '/');
    const landing = main(page).locator('section[aria-labelledby="plans-title"]').getByTestId('plan-card');
    await expect(landing).toHaveCount(plans.length + 1);
    expect(await cardsOf(landing, firstPrice, (c) => c.getByRole('heading'))).toEqual(['Free Rs. 0', ...expected(plans)]);
    await expect(main(page).getByText(/\b(Basic|VIP)\b/)).toHaveCount(0);

    await go(page, '/pricing');
    const pricing = main(page).getByTestId('plan-card');
    await expect(pricing).toHaveCount(plans.length);
    expect(await cardsOf(pricing, firstPrice, (c) => c.locator('.ant-card-head-title'))).toEqual(expected(plans));

    await go(page, '/partner');
    const partner = main(page).getByTestId('partner-plan-card');
    const partnerPlans = plans.filter((p) => p.acquiredBy === 'subscription');
    await expect(partner).toHaveCount(partnerPlans.length);
    expect(await cardsOf(partner, firstPrice, (c) => c.getByRole('heading'))).toEqual(expected(partnerPlans));
  });
});
