import { expect, test } from '@playwright/test';
import * as fs from 'node:fs';
import { DEMO, DEMO_PASSWORD } from '../admin/admin-helpers';
import { apiLogin, login } from '../helpers';
import { resellerWithOrders } from './order-helpers';

/**
 * Issue 34 (15): the "Order shipped" notification's tracking link was prose that wrapped mid-URL
 * on a 360 px phone and could not be tapped. The server sends the link as a value; the page shows
 * a short "Track parcel" link to it, and nothing is wider than the screen.
 */
const SHOTS = '/tmp/shots-adminlists';

test('the Order shipped notification links to the tracking page and fits a 360 px phone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const shop = await resellerWithOrders(request);
  const [order] = shop.orders;
  // a long link, as couriers' links are: it must not stretch the page
  const link = `https://www.tcsexpress.com/track/?consignment=TCS${'7788990011'.repeat(5)}&utm_source=resellpk&utm_medium=notification`;
  const admin = { Authorization: `Bearer ${await apiLogin(request, DEMO.admin, DEMO_PASSWORD)}` };
  const shipped = await request.post(`/api/v1/admin/orders/${order.id}/status`, {
    headers: admin,
    data: { status: 'shipped', courier: 'TCS', trackingId: 'TCS-7788990011', trackingLink: link },
  });
  expect(shipped.status(), await shipped.text()).toBe(200);

  await page.setViewportSize({ width: 360, height: 740 });
  await login(page, shop.email, DEMO_PASSWORD);
  await page.goto('/notifications');
  const notice = page.getByTestId('notification').filter({ hasText: 'Order shipped' });
  await expect(notice).toHaveCount(1, { timeout: 20_000 });
  await expect(notice).toContainText('is on its way with TCS.');

  const track = notice.getByRole('link', { name: 'Track parcel' });
  await expect(track).toBeVisible();
  await expect(track).toHaveAttribute('href', link);
  await expect(track).toHaveAttribute('target', '_blank');
  expect(await track.evaluate((a) => a.tagName)).toBe('A');
  // the address is the link's, not a line of text broken in the middle
  await expect(notice).not.toContainText('https://');
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
  const box = await track.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(360);

  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/notifications-shipped-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(track).toHaveAttribute('href', link);
  await page.screenshot({ path: `${SHOTS}/notifications-shipped-1280.png`, fullPage: true });
});
