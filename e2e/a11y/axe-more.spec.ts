import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, apiSignup } from '../helpers';
import { topUp } from '../partner/partner-helpers';
import { main } from '../storefront/helpers';
import { DEMO, DEMO_PASSWORD, newReseller } from '../wallet/wallet-helpers';
import { atWidthIn, audit, heading, report, signedIn, testId, text, tr, visit, visitor, RUNS, type Found, type Lang } from './axe-helpers';

/**
 * axe-core (WCAG 2.1 A/AA, helpers in axe-helpers.ts) on the screens axe.spec.ts does not visit:
 * the storefront's info, password-reset, account, menu, favourites and notifications pages and its
 * 404, and the admin's home, management, offers, freebies, plan requests, product pages and 404;
 * at 360 and 1280 px in English and at 360 px in Urdu (RUNS in axe-helpers.ts).
 */
/** The public storefront pages, each with the heading that shows it is drawn (its English key; tr gives the Urdu). */
const PUBLIC_PAGES: { path: string; en: string; screen?: string }[] = [
  { path: '/about', en: 'About Us' },
  { path: '/contact', en: 'Contact Us' },
  { path: '/faq', en: 'Frequently Asked Questions' },
  { path: '/how-it-works', en: 'How It Works' },
  { path: '/privacy', en: 'Privacy Policy' },
  { path: '/terms', en: 'Terms of Service' },
  { path: '/success-stories', en: 'Success Stories' },
  { path: '/forgot-password', en: 'Forgot your password?' },
  { path: '/reset-password', en: 'This link is incomplete', screen: '/reset-password (no token)' },
];

/** The public pages, the 404 and a reset link with a token (the form, then the server's refusal). */
async function publicPages(page: Page, found: Found[], lang: Lang): Promise<void> {
  for (const p of PUBLIC_PAGES) {
    await visit(page, p.path, heading(tr(p.en, lang)), found, `${p.screen ?? p.path}`);
    if (p.path === '/faq') {
      // and with its first answer open
      const question = main(page).getByRole('button').first();
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(main(page).locator('.ant-collapse-panel-active')).toBeVisible();
      await audit(page, '/faq (an answer open)', found);
    }
  }
  await visit(page, '/no-such-page', heading('404'), found, '404 page');
  await visit(page, '/reset-password?token=axe-not-a-real-token', heading(tr('Choose a new password', lang)), found, '/reset-password?token=…');
  const form = main(page).locator('form');
  await form.locator('input[name="password"]').fill('Axe#Reset2025');
  await form.locator('input[name="confirmPassword"]').fill('Axe#Reset2025');
  await form.locator('button[type="submit"]').click();
  await expect(main(page).locator('.ant-alert-error, [role="alert"]').first()).toBeVisible({ timeout: 15_000 });
  await audit(page, '/reset-password?token=… (refused)', found);
}

/** A new reseller with one notification (an approved top-up) and one favourite product. */
async function resellerWithNotificationAndFavourite(request: APIRequestContext, label: string): Promise<string> {
  const { email } = await newReseller(request, label);
  const token = await apiLogin(request, email, DEMO_PASSWORD);
  await topUp(request, token, 1000_00);
  const headers = { Authorization: `Bearer ${token}` };
  const list = await request.get('/api/v1/products?limit=5', { headers });
  expect(list.status()).toBe(200);
  const product = ((await list.json()).items as { id: string }[])[0];
  const fav = await request.put(`/api/v1/favorites/${encodeURIComponent(product.id)}`, { headers });
  expect(fav.status(), await fav.text()).toBeLessThan(300);
  return email;
}

/** The signed-in storefront pages: account, menu, favourites (one saved) and notifications (one). */
async function resellerPages(page: Page, found: Found[], lang: Lang): Promise<void> {
  const h = (en: string) => heading(tr(en, lang));
  await visit(page, '/account', h('My Account'), found);
  await visit(page, '/menu', h('Menu'), found);
  await visit(page, '/favorites', testId('favorites-grid'), found, '/favorites (one saved)');
  await visit(page, '/notifications', testId('notification'), found, '/notifications (one)');
}

test.describe('axe WCAG 2.1 AA, more screens', () => {
  // each test visits several screens, each one audited: 180 s on a saturated 2-core runner
  test.describe.configure({ mode: 'parallel', timeout: 180_000 });

  for (const { lang, width } of RUNS) {
    const at = atWidthIn(width, lang);
    test(`storefront info, password reset and 404 pages ${at}`, async ({ browser }) => {
      const found: Found[] = [];
      const page = await visitor(browser, width, lang);
      await publicPages(page, found, lang);
      await page.context().close();
      report(found);
    });

    test(`a reseller's account, menu, favourites and notifications ${at}`, async ({ browser, request }) => {
      const found: Found[] = [];
      const page = await signedIn(browser, await resellerWithNotificationAndFavourite(request, `axemore${width}${lang}`), width, lang);
      await resellerPages(page, found, lang);
      await page.context().close();
      report(found);
    });

    test(`admin home, management, offers, freebies, plan requests and 404 ${at}`, async ({ browser, request }) => {
      const found: Found[] = [];
      // a pending plan upgrade request for the list
      const seller = await apiSignup(request, `axeplan${width}${lang}`);
      const asked = await request.post('/api/v1/plan-upgrade-requests', { headers: { Authorization: `Bearer ${seller.token}` }, data: { requestedPlan: 'premium' } });
      expect(asked.status(), await asked.text()).toBe(201);
      const admin = await signedIn(browser, DEMO.admin, width, lang);
      const rows = (phone: string) => async (p: Page) =>
        expect(main(p).locator(`.ant-table-row, [data-testid="${phone}"]`).first()).toBeVisible({ timeout: 15_000 });
      await visit(admin, '/admin', text(tr('Total Products', lang)), found, '/admin (admin home)');
      await visit(admin, '/admin/management', rows('user-card'), found);
      // a role change asks first (cancelled here), and a search that finds no one
      await main(admin).getByRole('button', { name: tr('Make Topup Helper', lang) }).first().click();
      const confirm = admin.getByRole('dialog');
      await expect(confirm).toBeVisible();
      await audit(admin, '/admin/management role change confirmation', found);
      await confirm.getByRole('button', { name: tr('Cancel', lang) }).click();
      await expect(confirm).toBeHidden();
      await main(admin).getByLabel(tr('Search by name or email', lang)).fill('no-such-user-axe');
      await expect(main(admin).getByText(tr('No users match your search', lang))).toBeVisible({ timeout: 15_000 });
      await audit(admin, '/admin/management (no match)', found);
      await visit(admin, '/admin/free-product-offers', heading(tr('Free Product Offers', lang)), found);
      await main(admin).getByRole('button', { name: tr('Create Offer', lang) }).click();
      await expect(admin.getByRole('dialog', { name: tr('Create Offer', lang) })).toBeVisible();
      await audit(admin, '/admin/free-product-offers Create Offer drawer', found);
      await visit(admin, '/admin/freebie-manager', text(tr('Zero-PKR gifts', lang)), found);
      await visit(admin, '/admin/plan-upgrade-requests', rows('request-card'), found);
      await visit(admin, '/admin/no-such-page', text(tr('Page not found', lang)), found, '/admin 404 page');
      await admin.context().close();
      report(found);
    });

    test(`admin product create, view and edit pages ${at}`, async ({ browser, request }) => {
      const found: Found[] = [];
      const token = await apiLogin(request, DEMO.admin, DEMO_PASSWORD);
      const list = await request.get('/api/v1/products?limit=5', { headers: { Authorization: `Bearer ${token}` } });
      expect(list.status()).toBe(200);
      const product = ((await list.json()).items as { id: string; name: string }[])[0];
      const admin = await signedIn(browser, DEMO.admin, width, lang);
      await visit(admin, '/admin/products/create', heading(tr('Add Product', lang)), found);
      await visit(admin, `/admin/products/${product.id}`, heading(product.name), found, '/admin/products/{id}');
      // the form is filled once the product is loaded: its name under the title
      const edit = async (p: Page) => {
        await heading(tr('Edit Product', lang))(p);
        await text(product.name)(p);
      };
      await visit(admin, `/admin/products/${product.id}/edit`, edit, found, '/admin/products/{id}/edit');
      await admin.context().close();
      report(found);
    });
  }
});
