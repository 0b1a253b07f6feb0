import { expect, test, type Page } from '@playwright/test';
import { adminLogin, DEMO, DEMO_PASSWORD, pathnameIs } from '../admin/admin-helpers';
import { login } from '../helpers';

/**
 * The web server's Content-Security-Policy (apps/web-server/src/server.ts) must not break the app: Module
 * Federation remotes from other origins, antd's CSS-in-JS, fonts, images and the socket.io proxy.
 * Every violation the browser reports (event or console) fails the test.
 */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleViolations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(msg.text())) consoleViolations.push(msg.text());
  });
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = list;
    document.addEventListener('securitypolicyviolation', (e) => list.push(`${e.violatedDirective} ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`));
  });
  return async () => [...consoleViolations, ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []))];
}

test.describe('Content-Security-Policy and framing', () => {
  test('pages carry the CSP and refuse framing', async ({ page }) => {
    const res = await page.goto('/');
    const headers = res!.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toMatch(/script-src 'self' http:\/\/localhost:\d+ http:\/\/localhost:\d+/);
    expect(headers['x-frame-options']).toBe('DENY');

    // a page framing the shell gets the browser's error page instead of it
    const shellUrl = page.url();
    await page.setContent(`<iframe id="victim" src="${shellUrl}"></iframe>`);
    const frame = await (await page.locator('#victim').elementHandle())!.contentFrame();
    await expect.poll(() => frame!.url(), { timeout: 10_000 }).toMatch(/^chrome-error:/);
    await expect(page.frameLocator('#victim').locator('#root')).toHaveCount(0);
  });

  test('the storefront remote, its pages and a reseller session run without a violation', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/');
    await page.goto('/products');
    const card = page.getByTestId('product-card').first();
    await expect(card).toBeVisible();
    // product images come through the /api/media proxy
    await expect(card.locator('img').first()).toHaveJSProperty('complete', true);
    const product = (await (await page.request.get('/api/v1/products?limit=1')).json()).items[0];
    await page.goto(`/product/${product.id}`);
    await expect(page.getByText(product.name).first()).toBeVisible();
    await page.goto('/pricing');
    await login(page, DEMO.premium, DEMO_PASSWORD);
    await page.goto('/account');
    await expect(page.getByText(DEMO.premium).first()).toBeVisible();

    // live updates: socket.io through the same-origin proxy, over a websocket (connect-src 'self')
    const opened = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`);
          ws.onopen = () => (ws.close(), resolve('open'));
          ws.onerror = () => resolve('error');
        }),
    );
    expect(opened).toBe('open');
    expect(await violations()).toEqual([]);
  });

  test('the admin remote (antd pages) runs without a violation', async ({ page }) => {
    const violations = await watchCsp(page);
    await adminLogin(page, DEMO.admin);
    await expect(page).toHaveURL(pathnameIs('/admin'));
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
    // each page settles before the next navigation (an aborted session refresh would sign out)
    await page.goto('/admin/products');
    await expect(page.getByRole('heading', { name: 'Products', exact: true }).first()).toBeVisible();
    await page.goto('/admin/management');
    await expect(page.getByRole('heading', { name: 'Admin Management', exact: true })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
