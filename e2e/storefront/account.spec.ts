import { expect, test } from '@playwright/test';
import { signInByApi } from '../helpers';
import { DEMO_PASSWORD, main, signupByApi } from './helpers';

test('business name can be saved once, then it is locked', async ({ page }) => {
  const user = await signupByApi(page, 'business');
  await page.goto('/account');
  const account = main(page);
  await expect(account.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await expect(account.getByText(user.email)).toBeVisible();
  await expect(account.getByText(user.name)).toBeVisible();

  const businessForm = account.getByRole('form', { name: 'Business name form' });
  await businessForm.getByLabel('Business Name').fill('   ');
  await businessForm.getByRole('button', { name: 'Save' }).click();
  await expect(businessForm.getByText('Business name cannot be empty')).toBeVisible();

  const businessName = `Raza Traders ${Date.now() % 100000}`;
  await businessForm.getByLabel('Business Name').fill(businessName);
  await businessForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Business name saved successfully')).toBeVisible();
  await expect(account.getByTestId('business-name')).toHaveText(businessName);
  await expect(account.getByText('Your business name cannot be changed once saved.')).toBeVisible();
  await expect(account.getByRole('form', { name: 'Business name form' })).toHaveCount(0);

  // locked for good, not just until the page reloads
  await page.reload();
  await expect(account.getByTestId('business-name')).toHaveText(businessName);
  await expect(account.getByLabel('Business Name')).toHaveCount(0);
});

test('a profile without a WhatsApp number gets the form with the phone rules', async ({ page }) => {
  // the seed leaves the top-up helper without a phone; only invalid numbers are tried, so the seed stays as it is
  await signInByApi(page, 'helper@demo.pk', DEMO_PASSWORD);
  await page.goto('/account');
  const phoneForm = main(page).getByRole('form', { name: 'WhatsApp number form' });
  const input = phoneForm.getByLabel('Add your WhatsApp Number');

  await input.fill('0300123');
  await phoneForm.getByRole('button', { name: 'Save' }).click();
  await expect(phoneForm.getByText('Phone number must be at least 10 digits')).toBeVisible();

  await input.fill('0300123456789012');
  await phoneForm.getByRole('button', { name: 'Save' }).click();
  await expect(phoneForm.getByText('Phone number must not exceed 15 digits')).toBeVisible();
});

test('a profile with a WhatsApp number shows it read-only', async ({ page }) => {
  await signInByApi(page, 'free@demo.pk', DEMO_PASSWORD);
  await page.goto('/account');
  await expect(main(page).getByText('0300-1234567')).toBeVisible();
  await expect(main(page).getByRole('form', { name: 'WhatsApp number form' })).toHaveCount(0);
});
