import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, main, signupByApi } from './helpers';

// a 360 px phone, the storefront's smallest screen
test.use({ viewport: { width: 360, height: 740 } });

test('a reseller changes the password on /account: field errors at once, then every other session ends and this one stays', async ({ page, playwright, baseURL }) => {
  const user = await signupByApi(page, 'pwchange');
  // the same account signed in elsewhere (another phone, or whoever had the old password)
  const elsewhere = await playwright.request.newContext({ baseURL });
  expect((await elsewhere.post('/api/v1/auth/login', { data: { email: user.email, password: user.password } })).status()).toBe(200);

  await page.goto('/account');
  const form = main(page).getByRole('form', { name: 'Change password form' });
  const submit = form.getByRole('button', { name: 'Change password' });
  await expect(form).toBeVisible();

  // the form's own checks, next to each field
  await submit.click();
  await expect(form.getByText('Please enter your current password')).toBeVisible();
  await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();
  await form.getByLabel('Current password').fill('Wrong#Pass99');
  await expect(form.getByText('Please enter your current password')).toHaveCount(0);
  await form.getByLabel('New password', { exact: true }).fill('Fresh#Start42');
  await form.getByLabel('Confirm new password').fill('Fresh#Start43');
  await submit.click();
  await expect(form.getByText('Passwords do not match')).toBeVisible();
  await form.getByLabel('Confirm new password').fill('Fresh#Start42');
  await expect(form.getByText('Passwords do not match')).toHaveCount(0);

  // the server's: a wrong current password, then a common new one, each under its field
  await submit.click();
  await expect(form.getByText('Your current password is not correct')).toBeVisible();
  await form.getByLabel('Current password').fill(user.password);
  await form.getByLabel('New password', { exact: true }).fill('Password123');
  await form.getByLabel('Confirm new password').fill('Password123');
  await submit.click();
  await expect(form.getByText('This password is too common. Choose one that is harder to guess.')).toBeVisible();
  await expectNoHorizontalScroll(page);

  await form.getByLabel('New password', { exact: true }).fill('Fresh#Start42');
  await form.getByLabel('Confirm new password').fill('Fresh#Start42');
  await submit.click();
  await expect(form.getByText('Your password has been changed. Other devices have been signed out.')).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');
  await expectNoHorizontalScroll(page);

  // the other session is over; this one goes on, and the new password is the one that works
  expect((await elsewhere.post('/api/v1/auth/refresh')).status()).toBe(401);
  await page.reload();
  await expect(main(page).getByRole('heading', { name: 'My Account' })).toBeVisible();
  const check = await playwright.request.newContext({ baseURL });
  expect((await check.post('/api/v1/auth/login', { data: { email: user.email, password: user.password } })).status()).toBe(401);
  expect((await check.post('/api/v1/auth/login', { data: { email: user.email, password: 'Fresh#Start42' } })).status()).toBe(200);
  await elsewhere.dispose();
  await check.dispose();
});
