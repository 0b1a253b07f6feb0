import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config';

/**
 * The remotes take the federation runtime from the shell (tools/webpack/federation-runtime.js), so
 * their entries do not carry a second copy; each still runs standalone on its own port for its
 * team, loading federation-runtime.js itself. Both ways must render the page with no page error.
 */
const origin = (offset: number) => E2E_BASE_URL.replace(/:(\d+)$/, (_, port) => `:${Number(port) + offset}`);
const REMOTES = [
  { name: 'storefront', origin: origin(1), path: '/login', heading: 'Login' },
  { name: 'admin', origin: origin(2), path: '/admin/login', heading: 'Admin Login' },
];

for (const remote of REMOTES) {
  test(`the ${remote.name} remote runs standalone on its own port`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(`${remote.origin}${remote.path}`);
    await expect(page.getByRole('heading', { name: remote.heading, exact: true })).toBeVisible({ timeout: 15_000 });
    expect(errors).toEqual([]);
  });

  test(`the ${remote.name} remote entry uses the shell's federation runtime`, async ({ page, request }) => {
    const entry = await request.get(`${remote.origin}/remoteEntry.js`);
    expect(entry.status()).toBe(200);
    expect(await entry.text()).toContain('_FEDERATION_RUNTIME_CORE');
    // through the shell: one runtime, provided by the host before the remote's entry runs
    await page.goto(remote.path);
    await expect(page.getByRole('heading', { name: remote.heading, exact: true })).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => typeof (globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE)).toBe('object');
  });
}
