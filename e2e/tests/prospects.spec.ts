import { expect, expectAxeClean, signIn, test } from './support';

const SITE = '/site/maison-lumiere';

test('a visitor who writes through the contact form becomes a prospect the owner approves as a client', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(SITE);
  await expect(page.getByRole('heading', { level: 1, name: 'Maison Lumière Salon' })).toBeVisible();
  await page.getByRole('link', { name: 'Contact us' }).first().click();
  const form = page.getByRole('form', { name: 'Write to us' });
  await form.getByLabel('Name').fill('Rosalie Caron');
  await form.getByLabel('Email').fill('rosalie.caron@example.org');
  await form.getByLabel('Phone').fill('+1 819-555-0123');
  await form.getByLabel('Your message').fill('Do you do bridal hair on Sundays?');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you! We will get back to you soon.')).toBeVisible();

  await signIn(page, 'owner@rendezvous.test');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole('button', { name: 'Customers' }).click();
  await page.getByRole('link', { name: 'Prospects' }).click();
  await expect(page).toHaveURL(/\/customers\/prospects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Prospects' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'rosalie.caron@example.org' });
  await expect(row).toContainText('Contact form');
  await expect(row).toContainText('New');
  await expectAxeClean(page, '/customers/prospects');

  await page.getByRole('textbox', { name: 'Search prospects' }).fill('rosalie');
  await expect(page.getByRole('row').filter({ hasText: 'Grace Kim' })).toHaveCount(0);
  await row.getByRole('button', { name: 'Approve Rosalie Caron' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve prospect' });
  await expect(dialog).toContainText('rosalie.caron@example.org');
  await expectAxeClean(page, 'the approve dialog', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Approved');
  await expect(row.getByRole('button', { name: 'Approve Rosalie Caron' })).toBeDisabled();

  // She is now a client of the business.
  await page.getByRole('link', { name: 'Clients' }).click();
  await page.getByRole('textbox', { name: 'Search clients' }).fill('rosalie');
  const client = page.getByRole('row').filter({ hasText: 'rosalie.caron@example.org' });
  await expect(client).toContainText('Rosalie Caron');
  await expect(client).toContainText(/active/i);

  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/customers/prospects');
  await expect(page.getByRole('heading', { level: 1, name: 'Prospects' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('an owner invites consultants by e-mail from All Admins and reads what concerns the consultants', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'owner@rendezvous.test');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/all-admins');
  await page.getByRole('button', { name: 'Invite consultants by e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite consultants by e-mail' });
  await dialog.getByRole('textbox', { name: /Email addresses/ }).fill('lena.fox@example.org, not-an-email, consultant@rendezvous.test');
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(dialog.getByText('lena.fox@example.org: Invitation sent')).toBeVisible();
  await expect(dialog.getByText('not-an-email: Email must be valid')).toBeVisible();
  await expect(dialog.getByText('consultant@rendezvous.test: Already has an account')).toBeVisible();
  await expectAxeClean(page, 'the invite-consultants dialog', '[role="dialog"]');
  await page.screenshot({ path: 'test-results/invite-consultants.png' });
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.goto('/invitations');
  await expect(page.getByRole('row').filter({ hasText: 'lena.fox@example.org' })).toContainText('Invited');

  await page.goto('/activities');
  await page.getByRole('textbox', { name: 'Concerning' }).click();
  await page.getByRole('option', { name: 'Consultants' }).click();
  await expect(page.getByRole('textbox', { name: 'Filter by admin' })).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Camille' }).first()).toBeVisible();
  await expectAxeClean(page, '/activities concerning consultants');
  await page.screenshot({ path: 'test-results/consultant-activities.png' });
});
