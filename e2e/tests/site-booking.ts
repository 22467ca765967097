import type { Page } from '@playwright/test';
import { expect } from './support';

/**
 * A guest's booking on a business's site (the demo business, whatever its theme), step by
 * step, in English or Canadian French: the public-site journeys and the website builder's
 * share it.
 */

/** A day some way ahead (never today: its times may be past), as the calendar names it. */
export function dayAhead(days: number, locale: string) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const month = new Intl.DateTimeFormat(locale === 'fr-CA' ? 'fr-CA' : 'en-GB', {
    month: 'long',
  }).format(date);
  return {
    label: `${date.getDate()} ${month} ${date.getFullYear()}`,
    // Months from this one (a booking early in January counts from December).
    monthsAhead:
      (date.getFullYear() - new Date().getFullYear()) * 12 +
      date.getMonth() -
      new Date().getMonth(),
  };
}

export const WORDS = {
  'en-CA': {
    book: 'Book Now',
    dialog: 'Book with Maison Lumière Salon',
    next: 'Next',
    any: 'Any available consultant',
    nextMonth: 'Next month',
    firstname: 'First name',
    lastname: 'Last name',
    email: 'Email',
    phone: 'Phone',
    later: 'Pay later',
    confirm: 'Book',
    done: 'You’re booked!',
    send: 'Send',
    ics: 'Add to my calendar (.ics)',
    taken: 'This time was just booked by someone else. Please choose another time.',
    chooseTime: 'Choose a time',
    summary: 'Review and book',
    amounts: 'Price summary',
    doneTotal: 'Total: ',
  },
  'fr-CA': {
    book: 'Réserver',
    dialog: 'Réserver chez Maison Lumière Salon',
    next: 'Suivant',
    any: 'N’importe quel consultant disponible',
    nextMonth: 'Mois suivant',
    firstname: 'Prénom',
    lastname: 'Nom',
    email: 'Courriel',
    phone: 'Téléphone',
    later: 'Payer plus tard',
    confirm: 'Réserver',
    done: 'C’est réservé!',
    send: 'Envoyer',
    ics: 'Ajouter à mon calendrier (.ics)',
    taken:
      'Cette heure vient d’être réservée par quelqu’un d’autre. Veuillez choisir une autre heure.',
    chooseTime: 'Choisissez une heure',
    summary: 'Vérifiez et réservez',
    amounts: 'Récapitulatif du prix',
    doneTotal: 'Total : ',
  },
} as const;
export type Locale = keyof typeof WORDS;

/** From the site's Book button to the free times of a day, with the first service. */
export async function openTimes(page: Page, locale: Locale, days: number) {
  const w = WORDS[locale];
  await page.getByRole('button', { name: w.book, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: w.dialog });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: w.next, exact: true }).click();
  await dialog.getByRole('radio', { name: w.any }).check();
  await dialog.getByRole('button', { name: w.next, exact: true }).click();
  const day = dayAhead(days, locale);
  for (
    let i = 0;
    i < day.monthsAhead && !(await dialog.getByRole('button', { name: day.label }).isVisible());
    i++
  ) {
    await dialog.getByRole('button', { name: w.nextMonth }).click();
  }
  await dialog.getByRole('button', { name: day.label, exact: true }).click();
  await dialog.getByRole('button', { name: w.next, exact: true }).click();
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  return dialog;
}

export async function guestDetailsAndPay(page: Page, locale: Locale, who: string) {
  const w = WORDS[locale];
  const dialog = page.getByRole('dialog', { name: w.dialog });
  await dialog.getByRole('button', { name: w.next, exact: true }).click();
  await dialog.getByLabel(new RegExp(`^${w.firstname}`)).fill(who);
  await dialog.getByLabel(new RegExp(`^${w.lastname}`)).fill('Guest');
  await dialog.getByLabel(new RegExp(`^${w.email}`)).fill(`${who.toLowerCase()}@guest.test`);
  await dialog.getByLabel(w.phone).fill('514 555 0199');
  await dialog.getByRole('button', { name: w.next, exact: true }).click();
  await expect(dialog.getByRole('radio', { name: w.later })).toBeChecked();
  return dialog;
}

/**
 * From the payment step to the summary the visitor books on; returns its rows (e.g.
 * ["Subtotal $45.00", ..., "Total $51.74"]) and its total as shown.
 */
export async function toSummary(page: Page, locale: Locale) {
  const w = WORDS[locale];
  const dialog = page.getByRole('dialog', { name: w.dialog });
  await dialog.getByRole('button', { name: w.next, exact: true }).click();
  await expect(dialog.getByRole('heading', { name: w.summary })).toBeVisible();
  const amounts = dialog.getByRole('table', { name: w.amounts });
  await expect(amounts).toBeVisible();
  const rows = (await amounts.getByRole('row').allInnerTexts()).map((row) =>
    row.replace(/\s+/g, ' ').trim(),
  );
  const total = await amounts.getByRole('row').last().getByRole('cell').innerText();
  await expect(dialog.getByRole('button', { name: w.confirm, exact: true })).toBeEnabled();
  return { dialog, rows, total };
}
