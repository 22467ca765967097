import { readdirSync, readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { apiSignIn, bookableDay, pickSchedule, SCHEDULE_LABELS } from './console-booking';
import { expect, expectAxeClean, inParts, overflow, PHONE, settle, signIn, test, visit } from './support';

/*
 * The owner switches the console to Canadian French and books an appointment without meeting
 * an English word: every text on screen (and every accessible name a screen reader reads) is
 * checked against the English catalogues, which must not show where French was asked for.
 */

const locales = (dir: string) => new URL(`../../${dir}/`, import.meta.url);
const readCatalogs = (dir: URL, language: string): Record<string, Record<string, string>> =>
  Object.fromEntries(
    readdirSync(new URL(`${language}/`, dir))
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file.slice(0, -'.json'.length),
        JSON.parse(readFileSync(new URL(`${language}/${file}`, dir), 'utf8')) as Record<string, string>,
      ]),
  );

/**
 * Every English text of the console's catalogues and the shared ones whose French differs
 * (a word the same in both, "Date", "Total", is no sign of English), interpolations as
 * wildcards; `messages` catalogues are keyed by their English text.
 */
function englishTexts(): RegExp[] {
  const patterns: RegExp[] = [];
  for (const dir of [locales('apps/admin-console/src/locales'), locales('packages/i18n/src/locales')]) {
    const english = readCatalogs(dir, 'en');
    const french = readCatalogs(dir, 'fr-CA');
    for (const [namespace, frenchEntries] of Object.entries(french)) {
      const pairs = namespace.startsWith('messages')
        ? Object.entries(frenchEntries).map(([text, fr]) => [text, fr] as const)
        : Object.entries(english[namespace] ?? {}).map(([key, text]) => [text, frenchEntries[key]] as const);
      for (const [text, fr] of pairs) {
        // Only texts with words of their own: "{{day}} {{field}}" says nothing about a language.
        const words = text.replace(/\{\{\w+\}\}|<\/?\w+>/g, '').replace(/[^A-Za-z]/g, '');
        if (!text || text === fr || words.length < 3) continue;
        const escaped = text
          .replace(/<\/?\w+>/g, '')
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\\\{\\\{\w+\\\}\\\}/g, '.+');
        patterns.push(new RegExp(`^${escaped}$`));
      }
    }
  }
  return patterns;
}
const ENGLISH = englishTexts();

/** The visible texts and accessible names inside `scope` that are English catalogue texts. */
async function englishOnScreen(scope: Locator): Promise<string[]> {
  const texts = await scope.evaluate((root) => {
    const found = new Set<string>();
    const visible = (element: Element) => {
      const box = (element as HTMLElement).getBoundingClientRect?.();
      return !box || box.width > 0 || box.height > 0;
    };
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      // Text stored as it was written (an activity's note) is the record, not the screen's words.
      if (node.parentElement?.closest('[data-stored-text]')) continue;
      if (text && node.parentElement && visible(node.parentElement)) found.add(text);
    }
    for (const element of Array.from(root.querySelectorAll('[aria-label], [placeholder], [title]'))) {
      for (const attribute of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) found.add(value);
      }
    }
    return [...found];
  });
  return texts.filter((text) => ENGLISH.some((pattern) => pattern.test(text)));
}

async function expectAllFrench(page: Page, where: string, scope: Locator = page.locator('body')) {
  await expect.poll(() => englishOnScreen(scope), { message: `English on ${where}` }).toEqual([]);
}

/** The console's screens the French walk visits (each tab or view a screen of its own). */
const FRENCH_SCREENS = [
  '/dashboard',
  '/appointments/calendar',
  '/customers/clients',
  '/customers/guests',
  '/customers/prospects',
  '/customers/waitlist',
  '/communications/messages',
  '/communications/notifications',
  '/invitations',
  '/activities',
  '/all-admins',
  '/business/profile?tab=services',
  '/business/profile?tab=settings',
  '/business/website-manager',
  '/my-profile?tab=integrations',
  '/account/manage-payment-methods',
  '/account/manage-subscription',
];

/** FRENCH_SCREENS in three parts of about six screens, walked by a test each. */
const FRENCH_SCREEN_PARTS = inParts(FRENCH_SCREENS, 3);

/** The demo owner signs in and switches the console to French from the account menu. */
async function signInInFrench(page: Page) {
  await signIn(page, 'owner@rendezvous.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: /^Account menu:/ }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
}

test.describe('the console in Canadian French', () => {
  test.afterEach(async ({ request }) => {
    // The owner's profile goes back to following the browser, for the journeys after this one.
    const owner = await apiSignIn(request, 'owner@rendezvous.test');
    await request.patch(`/api/admin/${owner.admin.id}`, { headers: owner.headers, data: { language: null } });
  });

  test('the owner switches to French from the account menu and books an appointment without an English word', async ({
    page,
    request,
  }) => {
    const booking = await bookableDay(request);
    await signInInFrench(page);
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Rendez-vous' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rendez-vous' })).toBeVisible();
    await expect(page).toHaveTitle(/Rendez-vous/);
    await expect(page.getByRole('columnheader', { name: 'Heure de début' })).toBeVisible();
    await expectAllFrench(page, 'the appointments list');
    await expectAxeClean(page, 'the appointments list in French');

    await page.getByRole('button', { name: 'Ajouter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter les détails' });
    await expect(dialog).toBeVisible();
    // An empty form is refused with the spec's message, in French.
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Le client est obligatoire!', { exact: false })).toBeVisible();
    await expectAllFrench(page, 'the refused appointment form', dialog);

    await dialog.getByRole('textbox', { name: /^Client/ }).fill('Olivia');
    await page.getByRole('option', { name: /Olivia Chen/ }).click();
    await pickSchedule(page, booking, 0, SCHEDULE_LABELS['fr-CA']);
    await expectAllFrench(page, 'the filled-in appointment form', dialog);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toBeHidden();
    // Whatever the server said about it shows in French too.
    await expectAllFrench(page, 'the list after booking');

    // The choice is on the profile: a new page load opens in French.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Rendez-vous' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expectAllFrench(page, 'the reloaded list');
  });

  test('the owner edits the business in French: the profile, a refused field and the saved one', async ({ page }) => {
    await signInInFrench(page);

    await page.goto('/business/profile?tab=profile');
    const form = page.getByRole('form', { name: 'Coordonnées de l’entreprise' });
    await expect(form).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Heures d’ouverture' })).toBeVisible();
    await expectAllFrench(page, 'the business profile');
    await expectAxeClean(page, 'the business profile in French');

    const phone = form.getByRole('textbox', { name: /^Numéro de téléphone/ });
    const before = await phone.inputValue();
    // A refused value is told in French, and nothing is saved.
    await phone.fill('12');
    await form.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(form.getByText(/numéro de téléphone doit être valide/i)).toBeVisible();
    await expectAllFrench(page, 'the refused business profile');

    await phone.fill('514 555 0199');
    await form.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(form.getByRole('button', { name: 'Enregistrer les modifications' })).toBeDisabled();
    await expectAllFrench(page, 'the saved business profile');
    await page.reload();
    await expect(form.getByRole('textbox', { name: /^Numéro de téléphone/ })).toHaveValue(/514.?555.?0199/);
    await form.getByRole('textbox', { name: /^Numéro de téléphone/ }).fill(before);
    await form.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(form.getByRole('button', { name: 'Enregistrer les modifications' })).toBeDisabled();
  });

  // The walk is shared out in parts, each with its own time: on a machine whose two cores also
  // run the other suites, one walk of every screen took longer than any one test should.
  for (const [part, screens] of FRENCH_SCREEN_PARTS.entries()) {
    test(`every screen of the console speaks French, is axe-clean in it, and at 390 px scrolls only down (part ${part + 1} of ${FRENCH_SCREEN_PARTS.length})`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await signInInFrench(page);

      for (const path of screens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        // Its data on screen, not its loader: a page still loading has no English to find.
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await expect(page.locator('.mantine-Loader-root:visible'), path).toHaveCount(0);
        await expectAllFrench(page, path);
        await expectAxeClean(page, `${path} in French`);
        expect.soft(await overflow(page), `sideways scroll on ${path} in French at 1280 px`).toBeLessThanOrEqual(0);
      }

      // French words are longer: on a phone none may push a screen sideways. One quicker pass
      // without axe, moving inside the app as a user's link would; the texts are read again for
      // what only a phone shows (the menu's button).
      await page.setViewportSize(PHONE);
      for (const path of screens) {
        await visit(page, path);
        await settle(page);
        await expectAllFrench(page, `${path} at 390 px`);
        expect
          .soft(await overflow(page), `sideways scroll on ${path} in French at 390 px`)
          .toBeLessThanOrEqual(0);
      }
    });
  }
});
