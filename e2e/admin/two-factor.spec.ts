import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { adminLogin, DEMO, DEMO_PASSWORD, pathnameIs, screenshot } from './admin-helpers';

/**
 * Staff's two-factor sign-in (issue 33, finding 9) on a staff account made for this run, so the
 * demo admin other specs sign in with never gets a second factor.
 */
async function freshAdmin(request: APIRequestContext): Promise<string> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const email = `e2e-2fa-${tag}@example.pk`;
  const signup = await request.post('/api/v1/auth/signup', { data: { name: `E2E 2FA ${tag}`, email, whatsappNumber: '03001234567', password: DEMO_PASSWORD } });
  expect(signup.status(), await signup.text()).toBe(201);
  const { user } = (await signup.json()) as { user: { id: string } };
  const admin = await request.post('/api/v1/auth/login', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
  const { accessToken } = (await admin.json()) as { accessToken: string };
  const promote = await request.patch(`/api/v1/admin/users/${user.id}/role`, { data: { role: 'admin' }, headers: { Authorization: `Bearer ${accessToken}` } });
  expect(promote.status(), await promote.text()).toBe(200);
  return email;
}

/** The code the authenticator app shows now (or one time step ago). */
const codeFor = (secret: string, stepsAgo = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 * stepsAgo });

async function logout(page: Page): Promise<void> {
  expect((await page.request.post('/api/v1/auth/logout')).status()).toBe(204);
}

async function codeStep(page: Page, email: string): Promise<void> {
  await adminLogin(page, email);
  await expect(page.getByLabel('Verification code')).toBeVisible();
  // the password alone is no session
  await expect(page).toHaveURL(pathnameIs('/admin/login'));
}

test.use({ viewport: { width: 360, height: 800 } });

test('an admin turns on two-factor sign-in and then signs in with a code or a recovery code, once', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = await freshAdmin(request);

  // -- set-up from /admin/account
  await adminLogin(page, email);
  await expect(page).toHaveURL(pathnameIs('/admin'));
  await page.goto('/admin/account');
  const section = page.getByTestId('two-factor-section');
  await expect(section.getByText('Off', { exact: true })).toBeVisible();
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await section.getByTestId('totp-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await screenshot(page, 'admin-2fa-setup');
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'admin-2fa-setup');
  await page.setViewportSize({ width: 360, height: 800 });

  // a wrong first code does not turn it on
  await section.getByLabel('Code from the app').fill('000000');
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(section.getByText('That code is not correct.', { exact: false })).toBeVisible();
  // the app's code of one step ago (still accepted), so the sign-in below has a later one of its own
  await section.getByLabel('Code from the app').fill(await codeFor(secret, 1));
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const codes = page.getByTestId('recovery-codes');
  await expect(codes.getByText('Save your recovery codes')).toBeVisible();
  const recoveryCodes = (await codes.locator('li').allInnerTexts()).map((c) => c.trim());
  expect(recoveryCodes).toHaveLength(10);
  await screenshot(page, 'admin-2fa-recovery-codes');
  const cont = codes.getByRole('button', { name: 'Continue' });
  await expect(cont).toBeDisabled();
  await codes.getByText('I saved my recovery codes').click();
  await cont.click();
  await expect(section.getByText('On', { exact: true })).toBeVisible();
  await expect(section.getByText('Recovery codes left: 10')).toBeVisible();

  // -- password, then a wrong code: refused with a clear message, still on the login page
  await logout(page);
  await codeStep(page, email);
  await screenshot(page, 'admin-2fa-code-step');
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'admin-2fa-code-step');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByLabel('Verification code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not correct. Enter the 6-digit code your authenticator app shows now, or a recovery code.')).toBeVisible();
  await expect(page).toHaveURL(pathnameIs('/admin/login'));

  // -- the app's code: the admin panel
  await page.getByLabel('Verification code').fill(await codeFor(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(pathnameIs('/admin'));
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();

  // -- a recovery code works once
  await logout(page);
  await codeStep(page, email);
  await page.getByLabel('Verification code').fill(recoveryCodes[0].toLowerCase());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(pathnameIs('/admin'));
  await logout(page);
  await codeStep(page, email);
  await page.getByLabel('Verification code').fill(recoveryCodes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not correct.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(pathnameIs('/admin/login'));
});

test('the demo admin without a second factor still signs in with the password alone', async ({ page }) => {
  await adminLogin(page, DEMO.admin);
  await expect(page).toHaveURL(pathnameIs('/admin'));
});
