import { test, expect, type Page } from '@playwright/test';

/**
 * The first-visit budget (docs/web-performance.md) rests on the kit pages never loading antd.
 * The federation runtime records every shared module it has loaded; a page that starts using an
 * antd component would show up here long before the benchmark is run again.
 */
async function loadedSharedModules(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Versions = Record<string, { loaded?: boolean; loading?: unknown }>;
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Versions>>> } })
      .__FEDERATION__.__SHARE__;
    const names = new Set<string>();
    for (const scopes of Object.values(share))
      for (const modules of Object.values(scopes))
        for (const [name, versions] of Object.entries(modules))
          if (Object.values(versions).some((v) => v.loaded || v.loading)) names.add(name);
    return [...names].sort();
  });
}

for (const path of ['/login', '/signup', '/products', '/forgot-password']) {
  test(`a cold visit to ${path} loads no antd module`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main h2, main h3').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const loaded = await loadedSharedModules(page);
    expect(loaded).toContain('react');
    expect(loaded.filter((name) => name.startsWith('antd'))).toEqual([]);
  });
}

test('an antd page loads antd through the shared scope (the check above can see it)', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: /pricing|plans/i }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await loadedSharedModules(page)).toContain('antd/es/config-provider');
});
