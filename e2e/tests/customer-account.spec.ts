import { guestDetailsAndPay, openTimes, toSummary, WORDS } from './site-booking';
import { expect, expectAxeClean, mailedCode, test } from './support';

/**
 * A guest of the demo business creates an account with the e-mail they booked with: once they
 * type the code sent to it, the guest booking is in "My appointments", where they cancel it
 * (after confirming), and the card says so.
 */

const SITE = '/site/maison-lumiere';

test('a guest who signs up with their booking e-mail finds the booking and cancels it', async ({
  page,
  request,
}) => {
  const w = WORDS['en-CA'];
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(SITE);
  const dialog = await openTimes(page, 'en-CA', 12);
  await dialog.getByRole('radio').first().check();
  await guestDetailsAndPay(page, 'en-CA', 'Camille');
  await toSummary(page, 'en-CA');
  await dialog.getByRole('button', { name: w.confirm, exact: true }).click();
  await expect(dialog.getByText(w.done)).toBeVisible();

  await page.goto(`${SITE}/login?type=user`);
  await page.getByRole('tab', { name: 'Create an account' }).click();
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel(/^First name/).fill('Camille');
  await form.getByLabel(/^Last name/).fill('Guest');
  await form.getByLabel(/^Email/).fill('camille@guest.test');
  await form.getByLabel(/^Phone/).fill('514 555 0199');
  await form.getByLabel(/^Password/).fill('Camille-Garden-2031!');
  await form.getByRole('button', { name: 'Create my account' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'My appointments' })).toBeVisible();
  // Not verified yet: the guest booking is not theirs to see.
  await expect(page.getByText('You have no appointments yet.')).toBeVisible();
  const verify = page.getByRole('form', { name: 'Confirm your email' });
  await expect(verify).toBeVisible();
  await expectAxeClean(page, 'My appointments before the e-mail is confirmed');

  await verify
    .getByLabel('Verification code')
    .fill(await mailedCode(request, 'camille@guest.test'));
  await verify.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(
    page.getByText('1 appointment you booked as a guest is now in your account.'),
  ).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  const card = upcoming.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Upcoming')).toBeVisible();
  await expect(
    card.getByText('You can cancel or move it online until 24 hours before it starts.'),
  ).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath('my-appointments-1280.png'),
    fullPage: true,
  });
  await expectAxeClean(page, 'My appointments');

  await card.getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await expect(confirm).toBeVisible();
  await expectAxeClean(page, 'the cancel confirmation');
  await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByText('Cancelled')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

  // News and offers: off until the customer turns them on, and the change is kept.
  const yourData = page.getByRole('region', { name: 'Your data' });
  const news = yourData.getByRole('switch', { name: 'Send me news and offers by email' });
  await expect(news).not.toBeChecked();
  await yourData.getByText('Send me news and offers by email', { exact: true }).click();
  await expect(yourData.getByRole('status')).toHaveText('Your choice is saved.');
  await expect(news).toBeChecked();
  await expectAxeClean(page, 'My account with news and offers on');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your data' }).getByRole('switch', { name: 'Send me news and offers by email' })).toBeChecked();

  // At phone width nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: test.info().outputPath('my-appointments-390.png'),
    fullPage: true,
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
});

test('a signed-in customer books a weekly repeating appointment, every week checked first, paid at each one', async ({
  page,
}) => {
  const w = WORDS['en-CA'];
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${SITE}/login?type=user`);
  await page.getByRole('tab', { name: 'Create an account' }).click();
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel(/^First name/).fill('Rémi');
  await form.getByLabel(/^Last name/).fill('Weekly');
  await form.getByLabel(/^Email/).fill('remi@weekly.test');
  await form.getByLabel(/^Phone/).fill('514 555 0123');
  await form.getByLabel(/^Password/).fill('Remi-Weekly-2031!');
  await form.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My appointments' })).toBeVisible();

  await page.goto(SITE);
  const dialog = await openTimes(page, 'en-CA', 23);
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: w.next, exact: true }).click();
  // The demo salon takes up to six at once.
  await dialog.getByRole('checkbox', { name: 'Repeat this appointment' }).check();
  await dialog.getByRole('combobox', { name: 'Appointments in all' }).selectOption('3');
  await dialog.getByRole('button', { name: w.next, exact: true }).click();
  await expect(dialog.getByText('A repeating booking is paid at each appointment: paying now is not offered.')).toBeVisible();
  await dialog.getByRole('button', { name: w.next, exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Your 3 appointments' })).toBeVisible();
  await expect(dialog.getByText('Free', { exact: true })).toHaveCount(3);
  await expectAxeClean(page, 'the repeating booking checked', '[role="dialog"]');
  await page.screenshot({ path: test.info().outputPath('repeating-booking-checked.png') });
  await dialog.getByRole('button', { name: 'Book all 3' }).click();
  await expect(dialog.getByText('3 appointments booked!')).toBeVisible();

  await page.goto(`${SITE}/login?type=user`);
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  await expect(upcoming.getByRole('article')).toHaveCount(3);
});
