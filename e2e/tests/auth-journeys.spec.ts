import { DEMO_PASSWORD, expect, mailedCode, signIn, test } from './support';

test.describe('authentication journeys', () => {
  test('sign up, set up the business, skip the guided steps, land on the console dashboard', async ({ page }) => {
    const email = `new-owner-${Date.now()}@example.com`;
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Chloé');
    await page.getByLabel('Last name').fill('Martin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Lavender-Fields-42');
    await page.getByRole('button', { name: 'Start my free trial' }).click();

    await expect(page).toHaveURL(/\/setup-your-business$/);
    await expect(page.getByText('Tell us about your business')).toBeVisible();
    // Submitting empty shows the spec's messages and stays.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Business name is required')).toBeVisible();

    await page.getByLabel('Business name').fill('Studio Chloé');
    await page.getByRole('textbox', { name: 'Type of business' }).click();
    await page.getByRole('option', { name: 'Salon' }).click();
    await page.getByRole('textbox', { name: 'Business category' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Continue' }).click();

    // The guided steps come next; all of them can wait.
    await expect(page).toHaveURL(/\/setup-your-business\/steps$/);
    await expect(page.getByRole('heading', { name: 'Set up your business' })).toBeVisible();
    await page.getByRole('button', { name: 'Finish later' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByText(/Hey Chloé, you have \d+ actions? left to complete your setup/)).toBeVisible();
  });

  test('the demo owner signs in, sees the permitted menu, and logs out', async ({ page }) => {
    await signIn(page, 'owner@rendezvous.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const entry of ['Dashboard', 'Appointments', 'Customers', 'Communications', 'My Business']) {
      await expect(menu.getByText(entry, { exact: true })).toBeVisible();
    }
    // A business owner is not a platform admin: no Businesses entry.
    await expect(menu.getByText('Businesses', { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    // The session is over: a protected page sends us back to sign-in.
    await page.goto('/appointments');
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test('a wrong password shows the server message and the form stays usable', async ({ page }) => {
    await signIn(page, 'owner@rendezvous.test', 'not-the-password');
    await expect(page.getByText('A valid username and password is required')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  test('forgot password with the code from the mailbox, then sign in with the new one', async ({ page, request }) => {
    const email = 'platform@rendezvous.test';
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send verification code' }).click();
    const code = await mailedCode(request, email);

    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify code' }).click();
    await page.getByLabel(/^New password/).fill('Northern-Lights-88');
    await page.getByLabel('Confirm new password').fill('Northern-Lights-88');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);

    await signIn(page, email, 'Northern-Lights-88');
    // A platform admin belongs to no business: their home is the list of all businesses.
    await expect(page).toHaveURL(/\/all-businesses$/);

    // Journeys run later on this worker's server sign in as the platform admin with the demo
    // password: it is put back, through the same three steps.
    const headers = { 'x-origin-key': 'rdv-admin-console', 'x-request-type': 'admin' };
    const send = await request.post('/api/auth/send-verification-code', { headers, data: { email } });
    expect(send.ok()).toBe(true);
    let again = code;
    await expect.poll(async () => (again = await mailedCode(request, email))).not.toBe(code);
    for (const [path, data] of [
      ['confirm-verification-code', { email, verification_code: again }],
      ['update-password', { email, verification_code: again, password: DEMO_PASSWORD }],
    ] as const) {
      const res = await request.post(`/api/auth/${path}`, { headers, data });
      expect(res.ok(), await res.text()).toBe(true);
    }
  });

  test('a consultant opening a forbidden route sees the exact permission message', async ({ page }) => {
    await signIn(page, 'consultant@rendezvous.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByText('Admins', { exact: true })).toHaveCount(0);

    await page.goto('/all-admins');
    await expect(
      page.getByText('Sorry you do not have permission to access this page. Please contact your supervisor').first(),
    ).toBeVisible();
  });

  test('a deep link without a session returns to it after sign-in', async ({ page }) => {
    await page.goto('/appointments');
    await expect(page).toHaveURL(/\/sign-in/);
    await page.getByLabel('Username or email').fill('owner@rendezvous.test');
    await page.getByLabel(/^Password/).fill('Rendezvous!2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/appointments$/);
  });
});
