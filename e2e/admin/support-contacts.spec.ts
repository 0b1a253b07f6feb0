import { expect, test, type Page } from '@playwright/test';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { apiSignup, login } from '../helpers';
import { adminLogin, DEMO, pathnameIs } from './admin-helpers';

/** For looking at: /tmp/shots-operator (E2E_SHOTS_DIR) or tmp/screenshots. */
const SHOTS = process.env.E2E_SHOTS_DIR ?? path.resolve(__dirname, '..', '..', 'tmp', 'screenshots');
async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-${page.viewportSize()?.width ?? 0}.png`), fullPage: true });
}

/** A mobile number no other run uses: 0321-XXXXXXX. */
const freshMobile = () => `0321-${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

/**
 * The support contacts are the admin's settings, not constants: an admin changes the WhatsApp
 * number at 360 px, and /contact and the Elite "Claim Elite Benefits on WhatsApp" link use it.
 */
test.describe('support contacts', () => {
  test('an admin changes the WhatsApp number at 360 px; /contact shows it and the WhatsApp links use it', async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    const mobile = freshMobile();
    const digits = `92${mobile.replace(/\D/g, '').slice(1)}`;

    await page.setViewportSize({ width: 360, height: 740 });
    await adminLogin(page, DEMO.admin);
    await expect(page).toHaveURL(pathnameIs('/admin'));
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
    const form = page.getByRole('form', { name: 'Support contacts' });
    const number = form.getByLabel('WhatsApp number');
    await expect(number).not.toHaveValue('');

    // a landline is not a WhatsApp number: refused with the reason, nothing saved
    await number.fill('042-35761234');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Enter a Pakistani mobile number for WhatsApp, such as 0300-1234567')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shot(page, 'admin-support-contacts-refused');

    await number.fill(mobile);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('status')).toContainText('Support contacts saved.');
    await shot(page, 'admin-support-contacts-saved');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'admin-support-contacts-saved');

    // a visitor (a browser of their own) reads it on /contact, written as in Pakistan, linked to wa.me
    const visitor = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await visitor.goto('/contact');
    const link = visitor.getByTestId('support-whatsapp');
    // other gateway processes answer from memory for up to 10 s: a reload asks again
    await expect(async () => {
      await visitor.reload();
      await expect(link).toHaveText(mobile, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(link).toHaveAttribute('href', `https://wa.me/${digits}`);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shot(visitor, 'contact-support-contacts');
    await visitor.setViewportSize({ width: 1280, height: 900 });
    await shot(visitor, 'contact-support-contacts');

    // the Elite perks link of a reseller goes to the same number
    const reseller = await apiSignup(request, 'support-contacts');
    await visitor.setViewportSize({ width: 360, height: 740 });
    await login(visitor, reseller.email, reseller.password);
    await visitor.goto('/partner');
    await visitor.locator('main').getByTestId('partner-plan-card').nth(2).click();
    const elite = visitor.locator('main').getByRole('link', { name: /Claim Elite Benefits on WhatsApp/ });
    await expect(elite).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${digits}\\?text=.*Elite`));
    await visitor.close();
  });
});
