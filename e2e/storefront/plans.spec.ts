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
    test(`the Free card and the plan catalogue, buttons lined up in each row, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const section = main(page).locator('section[aria-labelledby="plans-title"]');
      const cards = section.getByTestId('plan-card');
      // Free and the four plans of GET /plans (Premium, Starter, Pro, Elite)
      await expect(cards).toHaveCount(5);
      const buttons = cards.getByRole('link', { name: /^(Sign Up Free|Upgrade to Premium|Choose (Starter|Pro|Elite))$/ });
      await expect(buttons).toHaveCount(5);
      const cardBoxes = await Promise.all((await cards.all()).map((c) => box(c)));
      const buttonBoxes = await Promise.all((await buttons.all()).map((b) => box(b)));
      // cards sharing a row have their buttons on one line, each at the bottom of its card
      const rows = new Map<number, number[]>();
      cardBoxes.forEach((c, i) => rows.set(Math.round(c.y), [...(rows.get(Math.round(c.y)) ?? []), i]));
      for (const members of rows.values()) {
        const tops = members.map((i) => Math.round(buttonBoxes[i].y));
        expect(new Set(tops).size, `button tops ${tops.join(', ')}`).toBe(1);
      }
      for (const [i, c] of cardBoxes.entries()) expect(c.y + c.height - (buttonBoxes[i].y + buttonBoxes[i].height)).toBeLessThanOrEqual(32);
      // side by side, not stacked: all five on one row at 1280 px, several a row at 768 px
      if (width === 1280) expect(rows.size).toBe(1);
      else expect(rows.size).toBeLessThan(5);
      await section.screenshot({ path: path.join(SCREENSHOT_DIR, `landing-plans-${width}.png`) });
    });
  }
});
