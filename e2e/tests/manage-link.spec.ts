import { guestDetailsAndPay, openTimes, toSummary, WORDS } from './site-booking';
import { expect, expectAxeClean, test } from './support';

/**
 * A guest cancels from the link in their confirmation e-mail, with no account: the page the
 * link opens shows the booking, is axe-clean and fits a phone, and a cancellation asks first.
 */

const SITE = '/site/maison-lumiere';

test('a guest opens the link in their confirmation e-mail and cancels the booking', async ({
  page,
  request,
}) => {
  const w = WORDS['en-CA'];
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(SITE);
  const dialog = await openTimes(page, 'en-CA', 15);
  await dialog.getByRole('radio').first().check();
  await guestDetailsAndPay(page, 'en-CA', 'Margot');
  await toSummary(page, 'en-CA');
  await dialog.getByRole('button', { name: w.confirm, exact: true }).click();
  await expect(dialog.getByText(w.done)).toBeVisible();

  // The confirmation goes through the job queue: wait for it in the development mailbox.
  let link = '';
  await expect
    .poll(async () => {
      const res = await request.get('/api/dev/mail?to=margot%40guest.test');
      const mail = (await res.json()).data as { text: string }[];
      link =
        mail.map((m) => /https?:\/\/\S+\/manage\?token=\S+/.exec(m.text)?.[0]).find(Boolean) ?? '';
      return link;
    })
    .toBeTruthy();

  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { level: 1, name: 'Your appointment' })).toBeVisible();
  await expect(page).toHaveTitle(/Your appointment/);
  await expect(page.getByText(/You can cancel or move it here until/)).toBeVisible();
  await expectAxeClean(page, 'the manage page at 1280 px');

  await page.setViewportSize({ width: 390, height: 844 });
  await expectAxeClean(page, 'the manage page at 390 px');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    'sideways scroll at 390 px',
  ).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(
    page.getByText('This appointment is cancelled. Its time is free for someone else.'),
  ).toBeVisible();

  // A link altered by one character opens nothing.
  const { pathname, search } = new URL(link);
  const altered = `${search.slice(0, -1)}${search.endsWith('A') ? 'B' : 'A'}`;
  await page.goto(`${pathname}${altered}`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'This link does not work' }),
  ).toBeVisible();
});
