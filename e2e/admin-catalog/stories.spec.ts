import { expect, test } from '@playwright/test';
import { DEMO } from '../admin/admin-helpers';
import { apiToken, bearer, expectNoHorizontalScroll, signInAsAdmin, uniqueTag } from './catalog-helpers';

/**
 * Issue 38, "Content that is true": the stories on the landing page and /success-stories are the
 * ones staff keep in /admin/stories (the demo data's three are marked as examples); staff add,
 * edit, hide and reorder them, and the storefront shows exactly the visible ones in that order.
 */
test('staff add, reorder and hide stories; the landing page and Success Stories show the visible ones in order', async ({ page, browser, request }) => {
  const tag = uniqueTag();
  const name = `Rukhsana ${tag}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await page.getByRole('menuitem', { name: 'Stories' }).click();
  await expect(page.getByRole('heading', { name: 'Reseller Stories' })).toBeVisible();
  const cards = page.getByTestId('story-card');
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();

  // a story the form refuses first (too short), then saves
  await page.getByRole('button', { name: 'Add story' }).click();
  const form = page.getByRole('dialog', { name: 'Add story' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('What they do').fill('Tailor and reseller');
  await form.getByLabel('City').fill('Sialkot');
  await form.getByLabel('Their words').fill('Too short');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toContainText('Enter their words (20 to 400 characters)');
  await form.getByLabel('Their words').fill('I show the catalogue to the women of my street, and they order through me every week.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Story added', { exact: true })).toBeVisible();
  await expect(cards).toHaveCount(before + 1);
  await expect(cards.last()).toContainText(name);

  // first place: moved up until it leads
  for (let i = 0; i < before; i++) {
    await cards.filter({ hasText: name }).getByRole('button', { name: `Move ${name} up` }).click();
    await expect(cards.nth(before - 1 - i)).toContainText(name);
  }
  await expect(cards.first()).toContainText(name);
  // the next one hidden
  const hiddenName = (await cards.nth(1).locator('strong').first().textContent()) ?? '';
  await cards.nth(1).getByRole('button', { name: 'Hide' }).click();
  await expect(cards.nth(1).getByTestId('story-hidden')).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/admin-stories-1280.png', fullPage: true });

  // what a visitor sees, at 360 px
  const visitor = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await visitor.goto('/');
  const section = visitor.getByTestId('stories');
  await expect(section).toContainText('What Our Resellers Say');
  await expect(section.locator('.rpk-muted').first()).toHaveText('Tailor and reseller, Sialkot');
  await expect(section).not.toContainText(hiddenName);
  await expectNoHorizontalScroll(visitor);
  await section.scrollIntoViewIfNeeded();
  await visitor.screenshot({ path: 'e2e/screenshots/landing-stories-360.png' });
  await visitor.goto('/success-stories');
  await expect(visitor.getByTestId('stories')).toContainText(name);
  await expect(visitor.getByTestId('stories')).not.toContainText(hiddenName);
  await visitor.close();

  // the audit log names each change; the hidden story comes back for the other tests
  const token = await apiToken(request, DEMO.admin);
  const hidden = ((await (await request.get('/api/v1/admin/stories', { headers: bearer(token) })).json()) as Array<{ id: string; name: string }>).find((s) => s.name === hiddenName);
  expect((await request.post(`/api/v1/admin/stories/${hidden?.id}/visibility`, { headers: bearer(token), data: { visible: true } })).status()).toBe(200);
  const log = await (await request.get('/api/v1/admin/audit-log', { headers: bearer(token), params: { action: 'content.story_created' } })).json();
  expect(JSON.stringify(log)).toContain('content.story_created');
});

test('a phone-width admin can add a story (360 px)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsAdmin(page);
  await page.goto('/admin/stories');
  await expect(page.getByRole('heading', { name: 'Reseller Stories' })).toBeVisible();
  await expect(page.getByTestId('story-card').first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Add story' }).click();
  await expect(page.getByRole('dialog', { name: 'Add story' }).getByLabel('Their words')).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/admin-stories-form-360.png' });
});
