import { expect, test, type Locator, type Page } from '@playwright/test';
import * as path from 'node:path';
import { screenshot } from '../helpers';
import { expectNoHorizontalScroll, main, SCREENSHOT_DIR } from './helpers';

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  expect(b, 'element is laid out').not.toBeNull();
  return b!;
}

function expectInside(inner: Box, outer: Box, what: string) {
  expect(inner.x, `${what}: left edge`).toBeGreaterThanOrEqual(outer.x);
  expect(inner.y, `${what}: top edge`).toBeGreaterThanOrEqual(outer.y);
  expect(inner.x + inner.width, `${what}: right edge`).toBeLessThanOrEqual(outer.x + outer.width);
  expect(inner.y + inner.height, `${what}: bottom edge`).toBeLessThanOrEqual(outer.y + outer.height);
}

const planCards = (page: Page) => main(page).getByTestId('plan-card');

test.describe('/pricing', () => {
  for (const width of [360, 1280]) {
    test(`one "Popular" plan and the Elite "Best Value" badge inside its card at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      await page.goto('/pricing');
      await expect(planCards(page)).toHaveCount(4);

      const popular = main(page).getByText('Popular', { exact: true });
      await expect(popular).toHaveCount(1);
      // the plan the served catalogue flags
      const popularCard = planCards(page).filter({ has: page.getByText('Popular', { exact: true }) });
      await expect(popularCard).toHaveCount(1);
      await expect(popularCard).toContainText('Pro');

      const elite = planCards(page).filter({ hasText: 'Elite' });
      const bestValue = elite.getByText('Best Value', { exact: true });
      await expect(bestValue).toBeVisible();
      await expect(main(page).getByText('Best Value', { exact: true })).toHaveCount(1);
      expectInside(await box(bestValue), await box(elite), 'Best Value badge');
      expectInside(await box(popular), await box(popularCard), 'Popular badge');
      if (width === 360) await expectNoHorizontalScroll(page);

      if (width === 1280) {
        // the four cards share a row and their buttons line up
        const buttons = planCards(page).getByRole('link', { name: /^(Upgrade to|Choose) / });
        await expect(buttons).toHaveCount(4);
        const ys = await Promise.all((await buttons.all()).map(async (b) => Math.round((await box(b)).y)));
        expect(new Set(ys).size, `button tops ${ys.join(', ')}`).toBe(1);
      }
      await screenshot(page, 'pricing-plans');
    });
  }
});

test.describe('landing page plans', () => {
  for (const width of [768, 1280]) {
    test(`the three plan buttons line up at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const section = main(page).locator('section[aria-labelledby="plans-title"]');
      await expect(section.getByTestId('plan-card')).toHaveCount(3);
      const buttons = section.getByRole('link', { name: /^(Sign Up Free|Upgrade Now|Contact Sales)$/ });
      await expect(buttons).toHaveCount(3);
      const boxes = await Promise.all((await buttons.all()).map((b) => box(b)));
      const tops = boxes.map((b) => Math.round(b.y));
      expect(new Set(tops).size, `button tops ${tops.join(', ')}`).toBe(1);
      // side by side on one line, not stacked
      expect(boxes[0].x + boxes[0].width).toBeLessThan(boxes[1].x);
      // each button sits at the bottom of its card
      for (const [i, card] of (await section.getByTestId('plan-card').all()).entries()) {
        const c = await box(card);
        expect(c.y + c.height - (boxes[i].y + boxes[i].height)).toBeLessThanOrEqual(32);
      }
      await section.screenshot({ path: path.join(SCREENSHOT_DIR, `landing-plans-${width}.png`) });
    });
  }
});
