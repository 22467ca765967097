import { DEMO_PASSWORD, expect, signIn, test } from './support';

test.describe('invitations', () => {
  test('the owner invites a consultant, who registers from the mailed link and signs in', async ({
    page,
    request,
  }) => {
    const email = `invited-${Date.now()}@example.com`;
    await signIn(page, 'owner@rendezvous.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/invitations');
    await page.getByRole('button', { name: 'Invite People' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite People' });
    // Sending nothing is refused with the spec's message.
    await dialog.getByRole('button', { name: 'Send invitations' }).click();
    await expect(dialog.getByText('No invites added yet!')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Consultant' }).click();
    await dialog.getByRole('textbox', { name: 'Email addresses' }).fill(email);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog.getByRole('list', { name: 'Invitations to send' })).toContainText(email);
    await dialog.getByRole('button', { name: 'Send invitations' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name: email }).first()).toBeVisible();

    // The invitation mail carries the register link.
    let link = '';
    await expect
      .poll(async () => {
        const res = await request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`);
        const mail = (await res.json()).data as { text: string }[];
        link = /https?:\/\/\S+?(\/register\?\S+)/.exec(mail[0]?.text ?? '')?.[1] ?? '';
        return link;
      })
      .toBeTruthy();

    // The invitee registers in a fresh session: the link fills in the address and the code.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    await page.goto(link);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Invitation code')).not.toHaveValue('');
    await page.getByLabel('First name').fill('Léa');
    await page.getByLabel('Last name').fill('Gagnon');
    await page.getByLabel('Username').fill(`lea${Date.now()}`);
    await page.getByLabel(/^Password/).fill('Maple-Harbour-73');
    await page.getByLabel('Confirm password').fill('Maple-Harbour-73');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page).toHaveURL(/\/sign-in/);

    // They sign in to the inviter's business, as a consultant.
    await signIn(page, email, 'Maple-Harbour-73');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('link', { name: 'Consultant Profile' })).toBeVisible();
    // The owner sees the invitation registered.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await signIn(page, 'owner@rendezvous.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/invitations');
    await expect(page.locator('tr', { hasText: email })).toContainText(/registered/i);

    // The owner removes the new colleague again: a consultant without hours or services is a
    // pending setup step of the business, which would block the bookings of later journeys.
    const headers = { 'x-origin-key': 'rdv-admin-console', 'x-request-type': 'admin' };
    const login = await request.post('/api/login?type=admin', { headers, data: { email: 'owner@rendezvous.test', password: DEMO_PASSWORD } });
    const { token, admin } = (await login.json()).data as { token: string; admin: { business_id: number } };
    const auth = { ...headers, authorization: `Bearer ${token}`, 'x-business-id': String(admin.business_id) };
    const found = await request.get(`/api/admins?search=${encodeURIComponent(email)}&paginate=10&page=1`, { headers: auth });
    const [invitee] = (await found.json()).data.data as { id: number; email: string }[];
    expect(invitee?.email).toBe(email);
    expect((await request.delete(`/api/admin/${invitee!.id}`, { headers: auth })).status()).toBe(200);
  });
});
