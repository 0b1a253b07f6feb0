import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import * as path from 'node:path';
import { fillSignup, loginAs, main, newUser, SCREENSHOT_DIR, uniqueEmail } from '../storefront/helpers';
import { newReseller, personPage } from '../wallet/wallet-helpers';

/**
 * Discount coins through the shell against the real stack (identity, coins, wallet-payments, the
 * gateway): signup through a referral link (checked by coins, the users linked), the live balance
 * ticking and synced, the referral tab's copy and share, and a coin pack paid from a wallet funded
 * by a top-up a helper approved.
 */
const PASSWORD = 'Karachi#2025';
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function apiSignup(request: APIRequestContext, label: string): Promise<{ token: string; email: string }> {
  const email = uniqueEmail(label);
  const res = await request.post('/api/v1/auth/signup', { data: { name: `Coins ${label}`, email, whatsappNumber: '03001234567', password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(201);
  return { token: (await res.json()).accessToken as string, email };
}

async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(res.status(), `login ${email}`).toBe(200);
  return (await res.json()).accessToken as string;
}

/** The referral of a user, once coins has opened the account (moments after signup). */
async function referralOf(request: APIRequestContext, token: string): Promise<{ code: string; referredCount: number }> {
  let body: { code: string; referredCount: number } | undefined;
  await expect
    .poll(async () => {
      const res = await request.get('/api/v1/coins/referral', { headers: auth(token) });
      if (res.status() === 200) body = await res.json();
      return res.status();
    }, { timeout: 15_000 })
    .toBe(200);
  return body as { code: string; referredCount: number };
}

/** Credits the wallet the real way: a top-up request approved by the demo top-up helper. */
async function fundWallet(request: APIRequestContext, token: string, amountPaisa: number): Promise<void> {
  let methods = await (await request.get('/api/v1/payment-methods', { headers: auth(token) })).json();
  if (!methods.some((m: { available: boolean }) => m.available)) {
    const admin = await apiLogin(request, 'admin@demo.pk', 'Demo@12345');
    const res = await request.post('/api/v1/admin/payment-methods/wallets', {
      headers: auth(admin),
      data: { paymentMethodId: methods[0].id, walletTitle: 'ResellPK e2e', walletAddress: '03001234567' },
    });
    expect(res.status(), await res.text()).toBe(201);
    methods = await (await request.get('/api/v1/payment-methods', { headers: auth(token) })).json();
  }
  const method = methods.find((m: { available: boolean }) => m.available);
  const created = await request.post('/api/v1/payment-requests', { headers: { ...auth(token), 'Idempotency-Key': `e2e-${randomUUID()}` }, data: { paymentMethodId: method.id, amountPaisa } });
  expect(created.status(), await created.text()).toBe(201);
  const topUp = await created.json();
  expect((await request.post(`/api/v1/payment-requests/${topUp.id}/paid`, { headers: auth(token) })).status()).toBe(200);
  const helper = await apiLogin(request, 'helper@demo.pk', 'Demo@12345');
  const approved = await request.post(`/api/v1/admin/payment-requests/${topUp.id}/approve`, { headers: auth(helper) });
  expect(approved.status(), await approved.text()).toBe(200);
  await expect.poll(async () => (await (await request.get('/api/v1/wallet', { headers: auth(token) })).json()).balancePaisa, { timeout: 15_000 }).toBe(amountPaisa);
}

const coinsOf = (text: string | null) => Number((text ?? '').replace(/,/g, ''));

async function screenshotTabs(page: Page, who: string): Promise<void> {
  // the last toast gone (it covers the heading), the pointer off the tabs
  await expect(page.locator('.rpk-toasts > *')).toHaveCount(0, { timeout: 10_000 });
  await page.mouse.move(0, 0);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    for (const [tab, ready] of [
      ['Buy Coins', 'coin-pack-starter'],
      ['Referrals', 'referral-overview'],
      ['History', 'coin-history'],
      ['How It Works', null],
    ] as const) {
      await main(page).getByRole('tab', { name: tab }).click();
      if (ready) await expect(main(page).getByTestId(ready)).toBeVisible();
      else await expect(main(page).getByText('Using Coins')).toBeVisible();
      // all four tabs in the bar (none folded into a menu), nothing wider than the phone
      for (const name of ['Buy Coins', 'Referrals', 'History', 'How It Works']) await expect(main(page).getByRole('tab', { name })).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const slug = tab.toLowerCase().replace(/\s+/g, '-');
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `coins-${who}-${slug}-${width}.png`), fullPage: true });
    }
  }
}

test.describe('coins', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a visitor is asked to log in', async ({ page }) => {
    await page.goto('/coins');
    await expect(main(page).getByTestId('coins-login-prompt')).toContainText('Log in to see your coins');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'coins-logged-out-360.png'), fullPage: true });
  });

  test('signup through a referral link: linked, 1,000 coins ticking and synced, the referral tab copies and shares', async ({ page, request }) => {
    test.setTimeout(150_000);
    const referrer = await apiSignup(request, 'referrer');
    const { code } = await referralOf(request, referrer.token);
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);

    // the device share sheet does not exist headless: record what the page hands it
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      (window as unknown as { __shared: unknown[] }).__shared = shared;
      Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: unknown) => void shared.push(data) });
    });
    const syncs: number[] = [];
    const isSync = (r: Request) => r.method() === 'POST' && r.url().endsWith('/api/v1/coins/sync');
    page.on('request', (r) => {
      if (isSync(r)) syncs.push(Date.now());
    });
    let syncsAnswered = 0;
    page.on('requestfinished', (r) => {
      if (isSync(r)) syncsAnswered += 1;
    });

    // the link as shared (lower case typed codes work too); the banner shows the code as coins stores it
    await page.goto(`/signup?ref=${code.toLowerCase()}`);
    const banner = main(page).getByRole('alert').filter({ hasText: 'referral code' });
    await expect(banner).toContainText(`You're signing up with referral code ${code}`);
    await expect(banner).toContainText("You'll get bonus coins on your first purchase!");
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'coins-signup-referral-1280.png'), fullPage: true });
    const user = newUser('referred');
    await fillSignup(page, user);
    await main(page).getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page).toHaveURL(/\/products$/);
    const signedUpAt = Date.now();

    // coins linked the two users; the new user has a code of their own
    await expect.poll(async () => (await referralOf(request, referrer.token)).referredCount, { timeout: 15_000 }).toBe(1);
    const userToken = await apiLogin(request, user.email, user.password);
    const own = (await referralOf(request, userToken)).code;
    expect(own).not.toBe(code);

    // the coin-saving banner on a free product with a coin discount the 1,000 coins cover
    await page.goto('/products?search=Earbuds');
    const earbuds = main(page).getByTestId('product-card').filter({ hasText: 'Earbuds Pro' });
    await expect(earbuds).toContainText('Save Rs. 500 using 150 coins', { timeout: 20_000 });

    // the chip: live balance to 4 decimals, ticking, linking to /coins
    const chip = page.getByTestId('coin-chip');
    // the chip's "C" coin is drawn by CSS (as text it would be shown but not part of the link's name)
    await expect(chip).toHaveText(/^1,000\.\d{4}$/, { timeout: 20_000 });
    await expect(chip).toHaveAccessibleName(/^Coin balance: 1,000\.\d{4}$/);
    const chipFirst = coinsOf((await chip.textContent())!.replace(/^C/, ''));
    await expect.poll(async () => coinsOf((await chip.textContent())!.replace(/^C/, '')), { timeout: 5_000 }).toBeGreaterThan(chipFirst);
    await chip.click();
    await expect(page).toHaveURL(/\/coins$/);

    // the balance card ticks every second from 1,000 (mining 5 an hour)
    const live = main(page).getByTestId('coin-balance-live');
    await expect(live).toHaveText(/^1,000\.\d{4}$/);
    const first = coinsOf(await live.textContent());
    expect(first).toBeGreaterThanOrEqual(1000);
    expect(first).toBeLessThan(1001);
    await expect.poll(async () => coinsOf(await live.textContent()), { timeout: 5_000 }).toBeGreaterThan(first);
    await expect(main(page).getByRole('tab', { name: 'Buy Coins' })).toHaveAttribute('aria-selected', 'true');
    await expect(main(page).getByTestId('first-purchase-offer')).toContainText('First Purchase Offer: 2 bonus coins for every rupee!');
    await expect(main(page).getByTestId('coin-pack-popular')).toContainText('+2,000 first purchase bonus');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'coins-new-user-buy-coins-1280.png'), fullPage: true });

    // the tab bar by keyboard: arrows move and open, Home and End jump to the ends
    const tab = (name: string) => main(page).getByRole('tab', { name });
    await tab('Buy Coins').focus();
    for (const [key, name] of [['ArrowRight', 'Referrals'], ['End', 'How It Works'], ['ArrowRight', 'Buy Coins'], ['ArrowLeft', 'How It Works'], ['Home', 'Buy Coins']] as const) {
      await page.keyboard.press(key);
      await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
      await expect(tab(name)).toBeFocused();
    }
    await expect(main(page).getByTestId('first-purchase-offer')).toBeVisible();

    // Referrals: link and code, copied to the clipboard
    await main(page).getByRole('tab', { name: 'Referrals' }).click();
    const origin = new URL(page.url()).origin;
    const link = `${origin}/signup?ref=${own}`;
    await expect(main(page).getByLabel('Your Referral Link')).toHaveValue(link);
    await expect(main(page).getByLabel('Your Referral Code')).toHaveValue(own);
    await main(page).getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByText('Link Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await main(page).getByRole('button', { name: 'Copy Code' }).click();
    await expect(page.getByText('Code Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(own);

    // share: the device sheet, WhatsApp and Telegram with the default message
    await main(page).getByRole('button', { name: 'Share', exact: true }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared)).toEqual([
      { title: 'ResellPK', text: `Join me on ResellPK and Get Free Coins!\n${link}`, url: link },
    ]);
    const whatsapp = main(page).getByRole('link', { name: 'WhatsApp' });
    await expect(whatsapp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`Join me on ResellPK and Get Free Coins!\n${link}`)}`);
    const telegram = main(page).getByRole('link', { name: 'Telegram' });
    await expect(telegram).toHaveAttribute('href', `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent('Join me on ResellPK and Get Free Coins!')}`);

    // the settings sub-view: an own message, then Back to Overview shares it
    await main(page).getByRole('button', { name: 'Settings' }).click();
    await expect(main(page).getByTestId('referral-settings')).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'coins-referral-settings-1280.png'), fullPage: true });
    await main(page).getByLabel('Share message').fill('Coins for you, friend!');
    await main(page).getByRole('button', { name: 'Save Message' }).click();
    await main(page).getByRole('button', { name: 'Back to Overview' }).click();
    await expect(main(page).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`Coins for you, friend!\n${link}`)}`);

    // History: the welcome bonus
    await main(page).getByRole('tab', { name: 'History' }).click();
    const row = main(page).getByTestId('coin-history-row').filter({ hasText: 'Welcome bonus' });
    await expect(row).toContainText('+1,000.00');
    await expect(row).toContainText('Welcome Bonus');

    // the 60 s sync ran on its own (the schedule starts with the chip right after signup)...
    await expect.poll(() => syncs.length, { timeout: Math.max(5_000, 75_000 - (Date.now() - signedUpAt)) }).toBeGreaterThan(0);
    expect(syncs[0] - signedUpAt).toBeGreaterThan(55_000);
    // ...and once more when the tab becomes visible again. The page sends no second sync while one
    // is on its way (its answer refreshes the figures anyway), so the scheduled one must have been
    // answered first: on a loaded machine it often was not yet, and the visibility sync was skipped.
    await expect.poll(() => syncsAnswered, { timeout: 15_000 }).toBe(syncs.length);
    // the page's own handler of that answer (which frees the schedule) runs in a later task
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const before = syncs.length;
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => syncs.length, { timeout: 5_000 }).toBe(before + 1);
    // mining continued: the stored balance moved past what the page first showed
    const account = await (await request.get('/api/v1/coins', { headers: auth(userToken) })).json();
    expect(Number(account.balance)).toBeGreaterThan(1000.08);
  });

  test('a pack paid from the wallet: short wallet sends to Add Funds, then the first-purchase bonus; screenshots', async ({ page, request }) => {
    test.setTimeout(120_000);
    const buyer = await apiSignup(request, 'buyer');
    await referralOf(request, buyer.token); // account open
    await loginAs(page, buyer.email, PASSWORD);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/coins');
    await expect(main(page).getByTestId('coin-balance-live')).toHaveText(/^1,000\.\d{4}$/);

    // an empty wallet cannot pay: the way to add funds, nothing charged, no coins
    const starter = main(page).getByTestId('coin-pack-starter');
    await expect(starter).toContainText('500 coins');
    await expect(starter).toContainText('+500 first purchase bonus');
    await expect(main(page).getByTestId('coin-pack-premium')).toContainText('50% Bonus');
    await starter.getByRole('button', { name: 'Buy for Rs. 250' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Buy Now' }).click();
    const short = main(page).getByTestId('wallet-short');
    await expect(short).toContainText('Your wallet balance is not enough for this coin pack. Add funds to your wallet and try again.');
    await expect(short.getByRole('link', { name: 'Add Funds' })).toHaveAttribute('href', '/wallet/add-funds');
    await expect(starter.getByRole('button', { name: 'Retry purchase' })).toBeVisible();

    // funded by a top-up a helper approves, the same purchase goes through: 500 + 2 x 250 bonus
    await fundWallet(request, buyer.token, 100_000);
    await starter.getByRole('button', { name: 'Retry purchase' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Buy Now' }).click();
    await expect(page.getByText('Coins Purchased!')).toBeVisible();
    await expect(page.getByText('1,000.00 coins were added to your balance.')).toBeVisible();
    await expect(main(page).getByTestId('coin-balance-live')).toHaveText(/^2,000\.\d{4}$/);
    await expect(main(page).getByTestId('first-purchase-offer')).toHaveCount(0);
    expect((await (await request.get('/api/v1/wallet', { headers: auth(buyer.token) })).json()).balancePaisa).toBe(75_000);

    await main(page).getByRole('tab', { name: 'History' }).click();
    const rows = main(page).getByTestId('coin-history-row');
    await expect(rows.first()).toContainText('Purchased 1000 coins for Rs. 250 (First purchase bonus)');
    await expect(rows.first()).toContainText('+1,000.00');
    await expect(rows.filter({ hasText: 'Welcome bonus' })).toContainText('+1,000.00');

    await screenshotTabs(page, 'buyer');

    // the same page in Urdu, right to left, on a phone
    await page.setViewportSize({ width: 360, height: 740 });
    await main(page).getByRole('tab', { name: 'Buy Coins' }).click();
    await page.getByTestId('site-footer').getByRole('combobox').selectOption('ur');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(main(page).getByRole('tab', { name: 'کوائنز خریدیں' })).toBeVisible();
    await expect(main(page).getByText('آپ کا کوائن بیلنس')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'coins-buyer-buy-coins-ur-360.png'), fullPage: true });
    await page.getByTestId('site-footer').getByRole('combobox').selectOption('en');
  });

  test('the referral settings stay open when the window crosses the phone breakpoint', async ({ browser, request }) => {
    const reseller = await newReseller(request, 'breakpoint');
    const page = await personPage(browser, reseller.email, 1280);
    await page.goto('/coins?tab=referrals');
    await main(page).getByRole('button', { name: 'Settings' }).click();
    await main(page).getByLabel('Share message').fill('Half typed');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'coins-referral-settings-typing-1280.png'), fullPage: true });
    // a phone turned, a window narrowed and widened: the sub-view and what was typed are kept
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(main(page).getByTestId('referral-settings')).toBeVisible();
    await expect(main(page).getByLabel('Share message')).toHaveValue('Half typed');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'coins-referral-settings-typing-360.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(main(page).getByLabel('Share message')).toHaveValue('Half typed');
    await page.context().close();
  });
});
