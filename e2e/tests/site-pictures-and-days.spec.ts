import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { WORDS } from './site-booking';
import { DEMO_PASSWORD, expect, expectAxeClean, signIn, test } from './support';

/**
 * What a visitor of a business's site sees first: every hero and picture block draws its
 * picture (the demo's SVG pictures included), the header keeps the business's name whole,
 * the carousel theme's hours fit their card; and in booking, "any available consultant"
 * offers each time once while days nobody works cannot be picked.
 */

const SITE = '/site/maison-lumiere';
const CONSOLE = { 'x-origin-key': 'rdv-admin-console', 'x-request-type': 'admin' };
/** A real 1x1 PNG: the API checks an image's content, not its name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function apiOwner(request: APIRequestContext) {
  const login = await request.post('/api/login?type=admin', {
    headers: CONSOLE,
    data: { email: 'owner@rendezvous.test', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token, admin } = (await login.json()).data as {
    token: string;
    admin: { business_id: number };
  };
  return {
    businessId: admin.business_id,
    headers: {
      ...CONSOLE,
      authorization: `Bearer ${token}`,
      'x-business-id': String(admin.business_id),
    },
  };
}

/** A real-estate block (theme 3) with a picture uploaded into it, and its texts. */
async function pictureBlock(
  request: APIRequestContext,
  owner: Awaited<ReturnType<typeof apiOwner>>,
  kind: { type: string; group: string },
  texts: Record<string, string> = {},
) {
  const created = await request.post('/api/business-theme-entities', {
    headers: owner.headers,
    data: { business_id: owner.businessId, theme_id: 3, ...kind, order: 1 },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as number;
  if (Object.keys(texts).length > 0) {
    const saved = await request.post('/api/business-theme-entity-items', {
      headers: owner.headers,
      data: { business_theme_entity_id: id, data_type: 'string', items: texts },
    });
    expect(saved.status()).toBeLessThan(300);
  }
  const upload = await request.post('/api/file/upload', {
    headers: owner.headers,
    multipart: {
      business_id: String(owner.businessId),
      action: 'upload',
      entity_type: 'business_theme_entity',
      entity_id: String(id),
      item_type: 'business_theme_entity_item_image',
      file: { name: `${kind.type}.png`, mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(upload.status()).toBe(201);
  return id;
}

/**
 * The picture a box draws as its background, loaded by the browser as the page's CSS names
 * it: an address the CSS could not parse computes to "none" and fails here, and one that
 * parses but is not a picture does not load.
 */
async function expectPictureShown(box: Locator, what: string) {
  const drawn = await box.evaluate(async (element) => {
    const style = getComputedStyle(element);
    const image = style.backgroundImage;
    const match = /^url\("(.*)"\)$/s.exec(image);
    if (!match) return { image, color: style.backgroundColor, width: 0 };
    const picture = new Image();
    picture.src = match[1]!;
    const width = await picture
      .decode()
      .then(() => picture.naturalWidth)
      .catch(() => 0);
    return { image: image.slice(0, 40), color: style.backgroundColor, width };
  });
  expect(drawn.image, `${what}: background-image`).toMatch(/^url\("/);
  expect(drawn.width, `${what}: the picture loads`).toBeGreaterThan(0);
  return drawn;
}

/** The text of an element fits inside it: not cut by an ellipsis, not clipped either way. */
async function expectNotCut(element: Locator, what: string) {
  const box = await element.evaluate((el) => ({
    width: el.scrollWidth,
    inWidth: el.clientWidth,
    height: el.scrollHeight,
    inHeight: el.clientHeight,
  }));
  expect(box.width, `${what} fits (${box.width} px in ${box.inWidth} px)`).toBeLessThanOrEqual(
    box.inWidth,
  );
  expect(
    box.height,
    `${what} fits (${box.height} px high in ${box.inHeight} px)`,
  ).toBeLessThanOrEqual(box.inHeight);
}

async function viewAt(page: Page, path: string, width: number, shot: string) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Maison Lumière Salon' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`${shot}-${width}.png`) });
}

test('every hero and picture block draws its picture, and names and hours are not cut', async ({
  page,
  request,
}) => {
  const owner = await apiOwner(request);
  const blocks = [
    await pictureBlock(request, owner, { type: 'header_image', group: 'header_images' }),
    await pictureBlock(
      request,
      owner,
      { type: 'action_card', group: 'action_cards' },
      { action_card_text: 'Thinking of selling?', action_card_button_text: 'Get an estimate' },
    ),
  ];
  try {
    // The live demo site (the classic theme): its hero picture is an SVG data URL.
    await viewAt(page, SITE, 1280, 'demo-site');
    const hero = page.locator('[data-cover-image]').first();
    await expectPictureShown(hero, 'the demo hero');
    await expectNotCut(page.locator('header').getByText('Maison Lumière Salon'), 'the header name');

    await signIn(page, 'owner@rendezvous.test');
    await expect(page).not.toHaveURL(/sign-in/);
    for (const width of [1280, 390]) {
      await viewAt(page, '/view-theme/1', width, 'theme-1');
      await expectPictureShown(
        page.locator('[data-cover-image]').first(),
        `theme 1 hero at ${width}`,
      );
      await expectNotCut(
        page.locator('header').getByText('Maison Lumière Salon'),
        `theme 1 header name at ${width}`,
      );

      // The carousel theme draws its pictures as images; its hours card must show every line.
      await viewAt(page, '/view-theme/2', width, 'theme-2');
      const card = page.getByRole('complementary', { name: 'Contact and hours' });
      const hours = card.getByRole('table', { name: 'Business hours' });
      await hours.scrollIntoViewIfNeeded();
      await expectNotCut(hours, `theme 2 hours table at ${width}`);
      await expectNotCut(card, `theme 2 contact card at ${width}`);
      await card.screenshot({ path: test.info().outputPath(`theme-2-card-${width}.png`) });
      for (const cell of await hours.getByRole('cell').all()) {
        await expectNotCut(cell, `theme 2 hours "${await cell.innerText()}" at ${width}`);
      }

      // The real-estate theme: header image and action card, picture over colour.
      await viewAt(page, '/view-theme/3', width, 'theme-3');
      const pictures = page.locator('[data-cover-image]');
      await expect(pictures).toHaveCount(2);
      for (const [index, what] of ['the header image', 'the action card'].entries()) {
        const box = pictures.nth(index);
        await box.scrollIntoViewIfNeeded();
        const drawn = await expectPictureShown(box, `theme 3 ${what} at ${width}`);
        // The colour stays under the picture (shown while it loads), not instead of it.
        expect(drawn.color).not.toBe('rgba(0, 0, 0, 0)');
      }
      await expectNotCut(
        page.locator('header').getByText('Maison Lumière Salon'),
        `theme 3 header name at ${width}`,
      );
    }
  } finally {
    for (const id of blocks) {
      await request.delete(`/api/business-theme-entities/${id}`, { headers: owner.headers });
    }
  }
});

/** The calendar's name of a date (as the date picker labels its days). */
const calendarName = (date: Date) =>
  `${date.getDate()} ${new Intl.DateTimeFormat('en-GB', { month: 'long' }).format(date)} ${date.getFullYear()}`;

/** The first date from `from` days ahead whose week day passes `wanted` (0 is Sunday). */
function nextDay(from: number, wanted: (weekDay: number) => boolean) {
  const date = new Date();
  date.setDate(date.getDate() + from);
  while (!wanted(date.getDay())) date.setDate(date.getDate() + 1);
  return date;
}

/** Turns the booking calendar on to the month that shows `date`. */
async function showMonth(dialog: Locator, date: Date) {
  const day = dialog.getByRole('button', { name: calendarName(date), exact: true });
  for (let i = 0; i < 14 && !(await day.isVisible()); i++) {
    await dialog.getByRole('button', { name: WORDS['en-CA'].nextMonth }).click();
  }
}

test('"any available consultant" lists each time once, and days nobody works cannot be picked', async ({
  page,
}) => {
  const w = WORDS['en-CA'];
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(SITE);
  await page.getByRole('button', { name: w.book, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: w.dialog });
  // Men's cut: both demo consultants offer it; Noah works weekdays from 10:00.
  await dialog.getByRole('checkbox', { name: /^Men's cut/ }).check();
  await dialog.getByRole('button', { name: w.next, exact: true }).click();
  await dialog.getByRole('radio', { name: w.any }).check();
  await dialog.getByRole('button', { name: w.next, exact: true }).click();

  // A weekday both work, well ahead.
  const weekday = nextDay(12, (d) => d >= 1 && d <= 5);
  await showMonth(dialog, weekday);
  await dialog.getByRole('button', { name: calendarName(weekday), exact: true }).click();
  await dialog.getByRole('button', { name: w.next, exact: true }).click();
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  const times = await dialog
    .getByRole('radio')
    .evaluateAll((radios) =>
      radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? ''),
    );
  expect(times.length).toBeGreaterThan(4);
  expect(new Set(times).size, `each time once: ${times.join(', ')}`).toBe(times.length);
  await page.screenshot({ path: test.info().outputPath('any-consultant-times.png') });

  // Noah does not work weekends: with him, Saturday and Sunday cannot be picked; anyone
  // available (the owner works every day) can still be booked then.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await dialog.getByRole('radio', { name: 'Noah Tremblay' }).check();
  await dialog.getByRole('button', { name: w.next, exact: true }).click();
  const saturday = nextDay(12, (d) => d === 6);
  const sunday = new Date(saturday);
  sunday.setDate(saturday.getDate() + 1);
  const monday = new Date(saturday);
  monday.setDate(saturday.getDate() + 2);
  await showMonth(dialog, saturday);
  await expect(
    dialog.getByRole('button', { name: calendarName(saturday), exact: true }),
  ).toBeDisabled();
  if (sunday.getMonth() === saturday.getMonth()) {
    await expect(
      dialog.getByRole('button', { name: calendarName(sunday), exact: true }),
    ).toBeDisabled();
  }
  if (monday.getMonth() === saturday.getMonth()) {
    await expect(
      dialog.getByRole('button', { name: calendarName(monday), exact: true }),
    ).toBeEnabled();
  }
  await page.screenshot({ path: test.info().outputPath('closed-days.png') });

  await dialog.getByRole('button', { name: 'Back' }).click();
  await dialog.getByRole('radio', { name: w.any }).check();
  await dialog.getByRole('button', { name: w.next, exact: true }).click();
  await showMonth(dialog, saturday);
  await expect(
    dialog.getByRole('button', { name: calendarName(saturday), exact: true }),
  ).toBeEnabled();
});

test('the Services tab warns the owner about a service no consultant offers, which the site leaves out', async ({
  page,
  request,
}) => {
  const owner = await apiOwner(request);
  const categories = await request.get('/api/serviceCategories?paginate=100&page=1', {
    headers: owner.headers,
  });
  const hair = ((await categories.json()).data.data as { id: number; name: string }[]).find(
    (c) => c.name === 'Hair',
  )!;
  const created = await request.post('/api/service', {
    headers: owner.headers,
    data: {
      name: 'Scalp treatment',
      service_category_id: hair.id,
      description: 'A calm, deep clean.',
      show_price: true,
      price: 3500,
      appointment_length_decider: 'business',
      appointment_length: 30,
      minimum_appointment_length: 30,
      maximum_appointment_length: 60,
      is_subscription: false,
      subscription_period_id: null,
    },
  });
  expect(created.status()).toBe(201);
  const serviceId = (await created.json()).data.id as number;
  try {
    await signIn(page, 'owner@rendezvous.test');
    await expect(page).not.toHaveURL(/sign-in/);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/business/profile?tab=services');
    const row = page.getByRole('row').filter({ hasText: 'Scalp treatment' });
    await expect(row.getByText('No consultant')).toBeVisible();
    await expect(
      page.getByRole('row').filter({ hasText: "Men's cut" }).getByText('No consultant'),
    ).toHaveCount(0);
    await expect(page.getByText('Some services have no consultant')).toBeVisible();
    await expectAxeClean(page, 'the Services tab with a service nobody offers');
    await page.screenshot({ path: test.info().outputPath('services-tab-warning.png') });

    await page.goto(SITE);
    await expect(page.getByRole('heading', { level: 2, name: 'Services' })).toBeVisible();
    await expect(page.getByText("Men's cut").first()).toBeVisible();
    await expect(page.getByText('Scalp treatment')).toHaveCount(0);
  } finally {
    await request.delete(`/api/service/${serviceId}`, { headers: owner.headers });
  }
});
