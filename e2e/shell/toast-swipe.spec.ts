import { expect, test, type Page } from '@playwright/test';
import { screenshot } from '../helpers';

/**
 * Spec (client behaviour): a toast can be swiped away, threshold 50. A failed login shows one; a
 * short drag springs it back, a drag past 50 px removes it long before its 5 s are up.
 */
async function failLogin(page: Page): Promise<void> {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.locator('input[name="email"]').fill('free@demo.pk');
  await main.locator('input[name="password"]').fill('Wrong@12345');
  await main.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('Login failed');
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** The toast's centre, where a finger would land. */
async function centreOf(page: Page): Promise<{ x: number; y: number }> {
  const box = await page.getByTestId('toast').boundingBox();
  if (!box) throw new Error('no toast on screen');
  return { x: box.x + box.width / 3, y: box.y + box.height / 2 };
}

test('a mouse drag past 50 px swipes the toast away, a shorter one springs it back (1280 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await failLogin(page);
  const { x, y } = await centreOf(page);

  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 30, y, { steps: 5 });
  await screenshot(page, 'toast-dragged');
  await page.mouse.up();
  await expect(page.getByTestId('toast')).toBeVisible();
  await expect(page.getByTestId('toast')).not.toHaveAttribute('style', /translateX/);

  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 80, y, { steps: 8 });
  await page.mouse.up();
  // gone at once, not after the 5 s display time
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 1000 });
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 780 } });

  test('a finger swiping the toast sideways past 50 px removes it (360 px)', async ({ page }) => {
    await failLogin(page);
    await screenshot(page, 'toast-phone');
    const { x, y } = await centreOf(page);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: at, y }] });

    // 40 px: not far enough
    await touch('touchStart', x);
    for (const step of [10, 20, 30, 40]) await touch('touchMove', x - step);
    await touch('touchEnd', x - 40);
    await expect(page.getByTestId('toast')).toBeVisible();

    await touch('touchStart', x);
    for (const step of [15, 30, 45, 60, 75]) await touch('touchMove', x - step);
    await touch('touchEnd', x - 75);
    await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 1000 });
  });
});
