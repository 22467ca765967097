import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Rendezvous!2026';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/sign-in');
  await page.getByLabel('Username or email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Password/).press('Enter');
}

/** The newest verification code the development mailbox holds for an address. */
export async function mailedCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`);
      const mail = (await res.json()).data as { text: string }[];
      code = /code is (\d{6})/.exec(mail[0]?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}
