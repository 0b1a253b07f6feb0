import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { apiSignup } from '../helpers';
import { addFromCatalogue, openOrderDrawer, resellerWithOrders } from '../orders/order-helpers';
import { topUp } from '../partner/partner-helpers';
import { main } from '../storefront/helpers';
import { DEMO, newReseller, pickAvailableMethod, requestWithdrawal } from '../wallet/wallet-helpers';
import { atWidthIn, audit, heading, inLanguage, landing, report, signedIn, testId, text, tr, visit, visitor, RUNS, type Found } from './axe-helpers';

/**
 * axe-core with the WCAG 2.1 A and AA rules on every storefront and admin screen, at a 360 px
 * phone and a 1280 px desktop in English, and at 360 px in Urdu (right to left; RUNS in axe-helpers.ts), as the user who sees it.
 * What each visit waits for is the product's own text in that language (tr, from its Urdu dictionary).
 * Each test checks its screens one after another and fails at the end listing every violation
 * (rule, node, and for contrast the colours and ratio), so one run shows all that is wrong.
 * The helpers are in axe-helpers.ts.
 */
/** A new reseller's pending top-up of Rs. 1,500 as Add Funds sends it; its payment chat, once open. */
async function paymentChat(request: APIRequestContext, label: string): Promise<string> {
  const seller = await apiSignup(request, label);
  const headers = { Authorization: `Bearer ${seller.token}` };
  const methods = (await (await request.get('/api/v1/payment-methods', { headers })).json()) as { id: string; available: boolean }[];
  const method = methods.find((m) => m.available);
  expect(method, 'an available payment method (demo data)').toBeTruthy();
  const created = await request.post('/api/v1/payment-requests', { headers: { ...headers, 'Idempotency-Key': `e2e-${randomUUID()}` }, data: { paymentMethodId: method!.id, amountPaisa: 1500_00 } });
  expect(created.status(), await created.text()).toBe(201);
  const roomId = (await created.json()).chatRoomId as string;
  await expect.poll(async () => (await request.get(`/api/v1/chats/${roomId}`, { headers })).status(), { timeout: 15_000 }).toBe(200);
  return roomId;
}

test.describe('axe WCAG 2.1 AA', () => {
  // ~10 minutes of screens in one file: its tests (each with its own users) spread over both
  // workers instead of holding one for the whole run
  // each test visits several screens, each one audited: 180 s on a saturated 2-core runner
  test.describe.configure({ mode: 'parallel', timeout: 180_000 });

  for (const { lang, width } of RUNS) {
    const at = atWidthIn(width, lang);
    test(`public storefront pages and the admin login ${at}`, async ({ browser }) => {
      const found: Found[] = [];
      const page = await visitor(browser, width, lang);
      await visit(page, '/', landing, found);
      await visit(page, '/products', testId('product-card'), found);
      const href = await main(page).getByTestId('product-card').first().locator('a[href^="/product/"]').first().getAttribute('href');
      await visit(page, href!, heading(/.+/), found, '/product/{id}');
      await visit(page, '/login', heading(tr('Login', lang)), found);
      await visit(page, '/signup', text(tr('Full Name', lang)), found);
      await visit(page, '/pricing', heading(/.+/), found);
      await visit(page, '/coins', testId('coins-login-prompt'), found, '/coins (visitor)');
      await visit(page, '/admin/login', async (p) => expect(p.getByLabel(tr('Email', lang), { exact: true })).toBeVisible(), found);
      await page.context().close();
      report(found);
    });

    test(`the catalogue signed in, free and premium, ${at}`, async ({ browser }) => {
      const found: Found[] = [];
      for (const email of [DEMO.free, DEMO.premium]) {
        const page = await signedIn(browser, email, width, lang);
        const who = email.split('@')[0];
        await visit(page, '/products', testId('product-card'), found, `/products (${who})`);
        const href = await main(page).getByTestId('product-card').first().locator('a[href^="/product/"]').first().getAttribute('href');
        await visit(page, href!, heading(/.+/), found, `/product/{id} (${who})`);
        await visit(page, '/pricing', heading(/.+/), found, `/pricing (${who})`);
        await page.context().close();
      }
      report(found);
    });

    // a screen a test, ~15 of them: on a loaded 2-core CI machine one screen can take 10 s to settle
    test(`a new reseller's wallet, chats, notifications and coins ${at}`, async ({ browser, request }) => {
      test.setTimeout(240_000);
      const found: Found[] = [];
      // a fresh reseller: wallet, a payment chat of their own, notifications, coins
      const reseller = await newReseller(request, `axe${width}${lang}`);
      const page = await signedIn(browser, reseller.email, width, lang);
      await visit(page, '/wallet', testId('wallet-balance'), found);
      await visit(page, '/wallet/history', text(tr('No transactions yet', lang)), found);
      await visit(page, '/notifications', text(tr('No notifications yet', lang)), found);
      await visit(page, '/my-chats', text(tr('Add Funds to Wallet', lang)), found, '/my-chats (empty)');
      await page.goto('/wallet/add-funds');
      await expect(page.getByText(tr('Currently unavailable', lang)).first()).toBeVisible();
      await audit(page, '/wallet/add-funds', found);
      await pickAvailableMethod(page);
      await page.getByTestId('top-up-amount').fill('2500');
      await audit(page, '/wallet/add-funds (method picked)', found);
      await page.getByTestId('create-request').click();
      await expect(page.getByTestId('countdown')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId('chat-system-message').first()).toBeVisible();
      await audit(page, '/wallet/chat/{id}', found);
      await visit(page, '/my-chats', testId('chat-card'), found);
      await page.goto('/coins');
      for (const [tab, ready] of [
        ['Buy Coins', 'coin-pack-starter'],
        ['Referrals', 'referral-overview'],
        ['History', 'coin-history'],
        ['How It Works', null],
      ] as const) {
        await main(page).getByRole('tab', { name: tr(tab, lang) }).click();
        if (ready) await expect(main(page).getByTestId(ready)).toBeVisible({ timeout: 15_000 });
        else await expect(main(page).getByText(tr('Using Coins', lang))).toBeVisible();
        await audit(page, `/coins ${tab}`, found);
      }
      await page.context().close();
      report(found);
    });

    test(`admin and top-up helper screens ${at}`, async ({ browser, request }) => {
      test.setTimeout(240_000);
      const found: Found[] = [];
      const admin = await signedIn(browser, DEMO.admin, width, lang);
      await visit(admin, '/admin/dashboard', text(tr('Total Products', lang)), found);
      await visit(admin, '/admin/products', text(tr('Add Product', lang)), found);
      await admin.context().close();

      // a payment chat for the helper to open (through the API: Add Funds is audited in the test above)
      const roomId = await paymentChat(request, `axestaff${width}${lang}`);

      const staff = await signedIn(browser, DEMO.helper, width, lang);
      await visit(staff, '/admin', text(tr('Topup Chats', lang)), found, '/admin (helper home)');
      await visit(staff, '/admin/topup-chats', testId('payment-chat'), found);
      await visit(staff, `/admin/chat/${roomId}`, testId('approve'), found, '/admin/chat/{id}');
      await visit(staff, '/admin/topup-helper', testId('method-card'), found);
      await staff.getByRole('tab', { name: tr('Chat Templates', lang) }).click();
      await expect(staff.getByTestId('chat-template').first()).toBeVisible();
      await audit(staff, '/admin/topup-helper Chat Templates', found);
      await staff.context().close();
      report(found);
    });

    test(`a reseller's cart, checkout, orders, withdrawal form and partner plans ${at}`, async ({ browser, request }) => {
      test.setTimeout(240_000);
      const found: Found[] = [];
      // two orders placed through the API, then a cart with an item that unlocks a free gift
      const shop = await resellerWithOrders(request);
      const page = await signedIn(browser, shop.email, width);
      await addFromCatalogue(page, 'Earbuds Pro', 'Earbuds Pro');
      await inLanguage(page, lang);
      await visit(page, '/cart', testId('cart-line'), found, '/cart (items)');
      await page.getByTestId('proceed-to-checkout').click();
      await expect(page.getByRole('dialog', { name: tr('Checkout', lang) })).toBeVisible();
      await audit(page, '/cart Checkout dialog', found);
      await visit(page, '/orders', testId('order-card'), found);
      await visit(page, `/orders/${shop.orders[0].id}`, testId('order-history'), found, '/orders/{id}');
      await visit(page, '/wallet/withdraw', testId('submit-withdrawal'), found);
      await visit(page, '/partner', testId('partner-plan-details'), found);
      await page.context().close();
      report(found);
    });

    test(`admin orders with the drawer, resellers, withdrawals and the audit log ${at}`, async ({ browser, request }) => {
      test.setTimeout(240_000);
      const found: Found[] = [];
      const shop = await resellerWithOrders(request);
      // an approved top-up (an audit log entry) and a pending withdrawal for the lists
      const seller = await apiSignup(request, `axewd${width}${lang}`);
      await topUp(request, seller.token, 1500_00);
      const withdrawal = await requestWithdrawal(request, seller.token, 500_00);
      const admin = await signedIn(browser, DEMO.admin, width, lang);
      const orders = async (p: Page) => expect(p.locator('.ant-table-row, [data-testid="order-card"]').first()).toBeVisible({ timeout: 15_000 });
      await visit(admin, '/admin/orders', orders, found);
      await openOrderDrawer(admin, shop.orders[0].id, lang);
      await audit(admin, '/admin/orders order drawer', found);
      await visit(admin, '/admin/resellers', heading(tr('Resellers', lang)), found);
      await visit(admin, '/admin/withdrawals', text(withdrawal.referenceCode), found);
      await visit(admin, '/admin/audit-log', testId('audit-entry'), found);
      await admin.context().close();
      report(found);
    });
  }
});
