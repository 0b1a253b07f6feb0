import { expect, test } from '@playwright/test';
import * as fs from 'node:fs';

/**
 * Issue 34 (16): on a 360 px phone the landing's free-gift cards cut long names after two lines
 * ("Infrared Thermometer Non-...", no way to read the rest). Every name is shown whole.
 */
const SHOTS = '/tmp/shots-adminlists';

test("the landing shows every free gift's whole name at 360 px (and at 1280 px)", async ({ page, request }) => {
  const offers = (await (await request.get('/api/v1/free-offers')).json()) as Array<{ products: Array<{ name: string }> }>;
  const names = [...new Set(offers.flatMap((o) => o.products.map((p) => p.name)))];
  // the demo gifts include names too long for two lines of a phone's half-width card
  expect(names).toContain('Infrared Thermometer Non-Contact');

  await page.setViewportSize({ width: 360, height: 900 });
  await page.goto('/');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const gifts = page.getByTestId('free-gifts');
    await expect(gifts.getByTestId('free-gift-card').first()).toBeVisible({ timeout: 15_000 });
    // each card's first paragraph is its name
    const shown = gifts.getByTestId('free-gift-card').locator('p:first-of-type');
    await expect(shown).toHaveCount(Math.min(names.length, 8));
    for (const name of await shown.allInnerTexts()) expect(names).toContain(name);
    // nothing of a name is hidden: its box holds all of its text, across and down
    const cut = await shown.evaluateAll((els) =>
      els.filter((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
    );
    expect(cut).toEqual([]);
    await expect(gifts.getByText('Infrared Thermometer Non-Contact', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);

    fs.mkdirSync(SHOTS, { recursive: true });
    await gifts.screenshot({ path: `${SHOTS}/landing-gifts-${width}.png` });
  }
});
