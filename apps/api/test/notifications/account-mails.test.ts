import { ROLE_IDS } from '@rendezvous/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, businesses, outboundMail } from '../../src/db/schema';
import { ACCOUNT_MAILS, accountMail, type AccountMailKey } from '../../src/notifications/account-mails';
import { engines, startTestApp, type TestApp } from '../support/app';

/** Values for every template, so each renders in both languages. */
const SAMPLES: { [K in AccountMailKey]: Parameters<(typeof ACCOUNT_MAILS)[K]['en-CA']>[0] } = {
  adminResetCode: { firstname: 'Léa', code: '123456' },
  adminResetLink: { firstname: 'Léa', link: 'https://book.example/forgot-password?code=1', code: '123456' },
  adminEmailCode: { code: '123456' },
  adminEmailChanged: { firstname: 'Léa', email: 'lea@example.org' },
  invitation: { inviter: 'Camille Laurent', business: 'Salon Lumière', link: 'https://book.example/register', code: 'ABCD' },
  businessInvitation: { inviter: 'Camille Laurent', link: 'https://book.example/register', code: 'ABCD' },
  clientAccount: { firstname: 'Léa', business: 'Salon Lumière', link: 'https://book.example/set' },
  customerResetCode: { firstname: 'Léa', code: '123456', business: 'Salon Lumière' },
  customerEmailCode: { firstname: 'Léa', code: '123456', business: 'Salon Lumière' },
  receipt: {
    firstname: 'Léa',
    business: 'Salon Lumière',
    businessEmail: 'bonjour@lumiere.example',
    amount: 123456,
    tip: 1500,
    brand: 'visa',
    last4: '4242',
    date: '2027-03-01',
    time: '14:30',
  },
  contactReply: { business: 'Salon Lumière', reply: 'Yes, Saturdays.', original: { at: new Date('2027-03-01T14:30:00Z'), body: 'Open Saturdays?' } },
};

describe('account e-mails', () => {
  it.each(Object.keys(ACCOUNT_MAILS) as AccountMailKey[])('%s reads in English and in French', (key) => {
    const english = accountMail(key, 'en-CA', SAMPLES[key] as never);
    const french = accountMail(key, 'fr-CA', SAMPLES[key] as never);
    for (const mail of [english, french]) {
      expect(mail.subject.trim()).not.toBe('');
      expect(mail.text.trim()).not.toBe('');
      expect(mail.text).not.toMatch(/undefined|null|\[object /);
    }
    expect(french.subject).not.toBe(english.subject);
    expect(french.text).not.toBe(english.text);
    // Whatever the values name (codes, links, names) is in both.
    const texts = Object.values(SAMPLES[key]).filter((v): v is string => typeof v === 'string');
    for (const value of ['123456', 'https://book.example', 'Léa', 'Salon Lumière'].filter((v) =>
      texts.some((text) => text.startsWith(v)),
    )) {
      expect(english.text + english.subject).toContain(value);
      expect(french.text + french.subject).toContain(value);
    }
  });

  it('writes money and times the Canadian French way in a receipt', () => {
    const { text } = accountMail('receipt', 'fr-CA', SAMPLES.receipt);
    expect(text).toMatch(/a porté 1\s234,56\s\$ à votre carte visa se terminant par 4242/);
    expect(text).toContain('du 2027-03-01 à 14 h 30, dont un pourboire de 15,00\u00a0$');
  });
});

describe.each(engines)('account e-mails in the recipient’s language on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  const newestMail = async (to: string) => {
    const [mail] = await t.database.db
      .select()
      .from(outboundMail)
      .where(eq(outboundMail.to, to))
      .orderBy(desc(outboundMail.id))
      .limit(1);
    return mail!;
  };
  const forgot = (email: string, language?: string) =>
    t.call({
      method: 'POST',
      url: '/api/auth/send-verification-code',
      payload: { email },
      headers: language ? { 'accept-language': language } : {},
    });

  it("sends an admin's code in the language of the screen that asked, else in English", async () => {
    const email = 'consultant@rendezvous.test';
    await forgot(email);
    expect((await newestMail(email)).subject).toBe('Your Rendezvous verification code');
    await forgot(email, 'fr-CA,fr;q=0.9');
    const french = await newestMail(email);
    expect(french.subject).toBe('Votre code de vérification Rendezvous');
    expect(french.text).toMatch(/^Bonjour .+,\n\nVotre code de vérification est \d{6}\. Il expire dans 15 minutes/);
  });

  it('sends it in the language the admin chose on their profile, whatever the screen', async () => {
    const email = 'owner@rendezvous.test';
    await t.database.db.update(admins).set({ language: 'fr-CA' }).where(eq(admins.email, email));
    try {
      await forgot(email, 'en-CA,en;q=0.9');
      expect((await newestMail(email)).subject).toBe('Votre code de vérification Rendezvous');
    } finally {
      await t.database.db.update(admins).set({ language: null }).where(eq(admins.email, email));
    }
  });

  it("invites in the inviter's console language", async () => {
    const owner = await t.signIn('owner@rendezvous.test');
    const email = `invitee-${engine.name}@example.org`;
    const res = await t.call({
      method: 'POST',
      url: '/api/invitations',
      token: owner.token,
      headers: { 'accept-language': 'fr-CA' },
      payload: { invitations: [{ roleId: ROLE_IDS.consultant, email }] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [business] = await t.database.db
      .select({ name: businesses.name })
      .from(businesses)
      .where(eq(businesses.id, owner.admin.business_id!));
    const mail = await newestMail(email);
    expect(mail.subject).toBe(`Vous êtes invité à vous joindre à ${business!.name} sur Rendezvous`);
    expect(mail.text).toMatch(/Créez votre compte ici : \S+\/register\?/);
    expect(mail.text).toContain('L’invitation expire dans 14 jours.');
  });

  it('puts the invitation code itself in a business invitation', async () => {
    const platform = await t.signIn('platform@rendezvous.test');
    const email = `new-shop-${engine.name}@example.org`;
    const res = await t.call({
      method: 'POST',
      url: '/api/business-invitations',
      token: platform.token,
      payload: { emails: email },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await newestMail(email);
    const code = new URLSearchParams(mail.text.match(/\/register\?(\S+)/)![1]!).get('code');
    expect(mail.text).toContain(`Your invitation code: ${code}\n`);
    expect(mail.text).not.toContain('[object');
  });
});
