import { acceptedLanguages, formatLocalMoney, formatMoney, pickSiteLanguage } from '@rendezvous/domain';
import type { FastifyRequest } from 'fastify';
import { INVITATION_TTL_DAYS } from '../routes/invitations/codes';
import { CODE_TTL_MINUTES } from '../services/verification-codes';
import type { Language } from './render';

/*
 * The e-mails of accounts (codes, links, invitations, receipts, replies), in Canadian English
 * and French, sent in the recipient's language: their saved one when we know it (an admin's
 * profile, a customer's booking language), else the language of the screen that asked (its
 * Accept-Language: the console and the site send theirs), else the business's. The English
 * texts are the ones these mails always had, word for word.
 */

export interface AccountMail {
  subject: string;
  text: string;
}

type Templates<V> = Record<Language, (values: V) => AccountMail>;

const lines = (...parts: string[]) => parts.join('\n');

const adminResetCode: Templates<{ firstname: string; code: string }> = {
  'en-CA': ({ firstname, code }) => ({
    subject: 'Your Rendezvous verification code',
    text:
      `Hello ${firstname},\n\nYour verification code is ${code}. It expires in ` +
      `${CODE_TTL_MINUTES} minutes and can be used once.\n\nIf you did not ask to reset ` +
      `your password, you can ignore this e-mail.\n\nRendezvous`,
  }),
  'fr-CA': ({ firstname, code }) => ({
    subject: 'Votre code de vérification Rendezvous',
    text:
      `Bonjour ${firstname},\n\nVotre code de vérification est ${code}. Il expire dans ` +
      `${CODE_TTL_MINUTES} minutes et ne peut servir qu’une fois.\n\nSi vous n’avez pas demandé ` +
      `à réinitialiser votre mot de passe, vous pouvez ignorer ce courriel.\n\nRendezvous`,
  }),
};

const adminResetLink: Templates<{ firstname: string; link: string; code: string }> = {
  'en-CA': ({ firstname, link, code }) => ({
    subject: 'Choose a new Rendezvous password',
    text:
      `Hello ${firstname},\n\nAn administrator of your business asked us to send you a ` +
      `link to choose a new password:\n\n${link}\n\nYour code is ${code}. It ` +
      `expires in ${CODE_TTL_MINUTES} minutes and can be used once. Until you use it, your ` +
      `password stays as it is.\n\nRendezvous`,
  }),
  'fr-CA': ({ firstname, link, code }) => ({
    subject: 'Choisissez un nouveau mot de passe Rendezvous',
    text:
      `Bonjour ${firstname},\n\nUn administrateur de votre entreprise nous a demandé de vous ` +
      `envoyer un lien pour choisir un nouveau mot de passe :\n\n${link}\n\nVotre code est ${code}. ` +
      `Il expire dans ${CODE_TTL_MINUTES} minutes et ne peut servir qu’une fois. D’ici là, votre ` +
      `mot de passe reste le même.\n\nRendezvous`,
  }),
};

const adminEmailCode: Templates<{ code: string }> = {
  'en-CA': ({ code }) => ({
    subject: 'Confirm your new Rendezvous e-mail',
    text:
      `Hello,\n\nYour code to confirm this address for your Rendezvous account is ${code}. It ` +
      `expires in ${CODE_TTL_MINUTES} minutes and can be used once.\n\nIf you did not ask for ` +
      `this, you can ignore this e-mail: nothing changes without the code.\n\nRendezvous`,
  }),
  'fr-CA': ({ code }) => ({
    subject: 'Confirmez votre nouveau courriel Rendezvous',
    text:
      `Bonjour,\n\nVotre code pour confirmer cette adresse pour votre compte Rendezvous est ${code}. ` +
      `Il expire dans ${CODE_TTL_MINUTES} minutes et ne peut servir qu’une fois.\n\nSi vous n’avez ` +
      `rien demandé, vous pouvez ignorer ce courriel : rien ne change sans le code.\n\nRendezvous`,
  }),
};

const adminEmailChanged: Templates<{ firstname: string; email: string }> = {
  'en-CA': ({ firstname, email }) => ({
    subject: 'Your Rendezvous e-mail was changed',
    text:
      `Hello ${firstname},\n\nThe e-mail of your Rendezvous account was changed to ${email}. ` +
      `Sign-ins and mail now use that address.\n\nIf you did not make this change, contact your ` +
      `business's administrator or Rendezvous support at once.\n\nRendezvous`,
  }),
  'fr-CA': ({ firstname, email }) => ({
    subject: 'Le courriel de votre compte Rendezvous a été changé',
    text:
      `Bonjour ${firstname},\n\nLe courriel de votre compte Rendezvous a été changé pour ${email}. ` +
      `Les connexions et les envois utilisent maintenant cette adresse.\n\nSi vous n’avez pas fait ` +
      `ce changement, communiquez sans tarder avec l’administrateur de votre entreprise ou avec ` +
      `le soutien Rendezvous.\n\nRendezvous`,
  }),
};

const invitation: Templates<{ inviter: string; business: string | null; link: string; code: string }> = {
  'en-CA': ({ inviter, business, link, code }) => ({
    subject: `You are invited to join ${business ?? 'a business'} on Rendezvous`,
    text: lines(
      `${inviter} invites you to join ${business ?? 'their business'} on Rendezvous.`,
      '',
      `Create your account here: ${link}`,
      `Your invitation code: ${code}`,
      '',
      `The invitation expires in ${INVITATION_TTL_DAYS} days.`,
    ),
  }),
  'fr-CA': ({ inviter, business, link, code }) => ({
    subject: business
      ? `Vous êtes invité à vous joindre à ${business} sur Rendezvous`
      : 'Vous êtes invité à vous joindre à une entreprise sur Rendezvous',
    text: lines(
      business
        ? `${inviter} vous invite à vous joindre à ${business} sur Rendezvous.`
        : `${inviter} vous invite à vous joindre à son entreprise sur Rendezvous.`,
      '',
      `Créez votre compte ici : ${link}`,
      `Votre code d’invitation : ${code}`,
      '',
      `L’invitation expire dans ${INVITATION_TTL_DAYS} jours.`,
    ),
  }),
};

const businessInvitation: Templates<{ inviter: string; link: string; code: string }> = {
  'en-CA': ({ inviter, link, code }) => ({
    subject: 'You are invited to set up your business on Rendezvous',
    text: lines(
      `${inviter} invites you to run your business's appointments on Rendezvous.`,
      '',
      `Create your account here: ${link}`,
      `Your invitation code: ${code}`,
      '',
      `After signing up you will set up your business. The invitation expires in ${INVITATION_TTL_DAYS} days.`,
    ),
  }),
  'fr-CA': ({ inviter, link, code }) => ({
    subject: 'Vous êtes invité à configurer votre entreprise sur Rendezvous',
    text: lines(
      `${inviter} vous invite à gérer les rendez-vous de votre entreprise sur Rendezvous.`,
      '',
      `Créez votre compte ici : ${link}`,
      `Votre code d’invitation : ${code}`,
      '',
      `Après l’inscription, vous configurerez votre entreprise. L’invitation expire dans ${INVITATION_TTL_DAYS} jours.`,
    ),
  }),
};

const clientAccount: Templates<{ firstname: string; business: string; link: string }> = {
  'en-CA': ({ firstname, business, link }) => ({
    subject: `Your client account at ${business}`,
    text: lines(
      `Hello ${firstname},`,
      '',
      `${business} created a client account for you, so you can book and follow your appointments online.`,
      '',
      `Choose your password here: ${link}`,
      '',
      'If you did not expect this email, you can ignore it.',
    ),
  }),
  'fr-CA': ({ firstname, business, link }) => ({
    subject: `Votre compte client chez ${business}`,
    text: lines(
      `Bonjour ${firstname},`,
      '',
      `${business} vous a créé un compte client pour que vous puissiez réserver et suivre vos rendez-vous en ligne.`,
      '',
      `Choisissez votre mot de passe ici : ${link}`,
      '',
      'Si vous n’attendiez pas ce courriel, vous pouvez l’ignorer.',
    ),
  }),
};

const customerResetCode: Templates<{ firstname: string; code: string; business: string }> = {
  'en-CA': ({ firstname, code, business }) => ({
    subject: `Your ${business} verification code`,
    text:
      `Hello ${firstname},\n\nYour verification code is ${code}. It expires in ` +
      `${CODE_TTL_MINUTES} minutes and can be used once.\n\nIf you did not ask to reset ` +
      `your password, you can ignore this e-mail.\n\n${business}`,
  }),
  'fr-CA': ({ firstname, code, business }) => ({
    subject: `Votre code de vérification ${business}`,
    text:
      `Bonjour ${firstname},\n\nVotre code de vérification est ${code}. Il expire dans ` +
      `${CODE_TTL_MINUTES} minutes et ne peut servir qu’une fois.\n\nSi vous n’avez pas demandé ` +
      `à réinitialiser votre mot de passe, vous pouvez ignorer ce courriel.\n\n${business}`,
  }),
};

const customerEmailCode: Templates<{ firstname: string; code: string; business: string | null }> = {
  'en-CA': ({ firstname, code, business }) => ({
    subject: `Your ${business ?? 'account'} verification code`,
    text:
      `Hello ${firstname},\n\nYour verification code is ${code}. It expires in ` +
      `${CODE_TTL_MINUTES} minutes and can be used once. Type it on "My appointments" to confirm ` +
      `your email: the appointments you booked as a guest with this address will join your ` +
      `account.\n\n${business ?? ''}`,
  }),
  'fr-CA': ({ firstname, code, business }) => ({
    subject: business ? `Votre code de vérification ${business}` : 'Votre code de vérification',
    text:
      `Bonjour ${firstname},\n\nVotre code de vérification est ${code}. Il expire dans ` +
      `${CODE_TTL_MINUTES} minutes et ne peut servir qu’une fois. Entrez-le dans « Mes rendez-vous » ` +
      `pour confirmer votre courriel : les rendez-vous pris comme invité avec cette adresse ` +
      `s’ajouteront à votre compte.\n\n${business ?? ''}`,
  }),
};

type Receipt = {
  firstname: string;
  business: string;
  businessEmail: string | null;
  /** Cents charged, and the tip among them (0 for none). */
  amount: number;
  tip: number;
  brand: string;
  last4: string;
  /** The appointment's day (YYYY-MM-DD) and start (HH:mm), on the business's clock. */
  date: string;
  time: string;
};

const receipt: Templates<Receipt> = {
  'en-CA': (r) => ({
    subject: `Your receipt from ${r.business}`,
    text:
      `Hello ${r.firstname},\n\n` +
      `${r.business} charged ${formatMoney(r.amount)} to your ${r.brand} card ending in ${r.last4} ` +
      `for your appointment on ${r.date} at ${r.time}` +
      `${r.tip > 0 ? `, including a tip of ${formatMoney(r.tip)}` : ''}.\n\n` +
      `If you did not expect this charge, please contact ${r.business}${r.businessEmail ? ` at ${r.businessEmail}` : ''}.\n`,
  }),
  'fr-CA': (r) => ({
    subject: `Votre reçu de ${r.business}`,
    text:
      `Bonjour ${r.firstname},\n\n` +
      `${r.business} a porté ${formatLocalMoney(r.amount, 'fr-CA')} à votre carte ${r.brand} se terminant par ${r.last4} ` +
      `pour votre rendez-vous du ${r.date} à ${r.time.replace(':', ' h ')}` +
      `${r.tip > 0 ? `, dont un pourboire de ${formatLocalMoney(r.tip, 'fr-CA')}` : ''}.\n\n` +
      `Si vous n’attendiez pas ce paiement, communiquez avec ${r.business}${r.businessEmail ? ` à ${r.businessEmail}` : ''}.\n`,
  }),
};

const contactReply: Templates<{ business: string; reply: string; original: { at: Date; body: string } | null }> = {
  'en-CA': ({ business, reply, original }) => ({
    subject: `Re: your message to ${business}`,
    text: lines(
      reply,
      '',
      `— ${business}`,
      ...(original
        ? ['', `In reply to your message of ${original.at.toUTCString()}:`, ...original.body.split('\n').map((l) => `> ${l}`)]
        : []),
    ),
  }),
  'fr-CA': ({ business, reply, original }) => ({
    subject: `Re : votre message à ${business}`,
    text: lines(
      reply,
      '',
      `— ${business}`,
      ...(original
        ? [
            '',
            `En réponse à votre message du ${new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(original.at)} (UTC) :`,
            ...original.body.split('\n').map((l) => `> ${l}`),
          ]
        : []),
    ),
  }),
};

export const ACCOUNT_MAILS = {
  adminResetCode,
  adminResetLink,
  adminEmailCode,
  adminEmailChanged,
  invitation,
  businessInvitation,
  clientAccount,
  customerResetCode,
  customerEmailCode,
  receipt,
  contactReply,
} as const;

export type AccountMailKey = keyof typeof ACCOUNT_MAILS;
type ValuesOf<K extends AccountMailKey> = Parameters<(typeof ACCOUNT_MAILS)[K]['en-CA']>[0];

/** One account e-mail in a language. */
export function accountMail<K extends AccountMailKey>(key: K, language: Language, values: ValuesOf<K>): AccountMail {
  return (ACCOUNT_MAILS[key][language] as (v: ValuesOf<K>) => AccountMail)(values);
}

/** The language of the screen that made the request (the console and the site send theirs). */
export function requestLanguage(request: FastifyRequest): Language {
  return pickSiteLanguage(acceptedLanguages(request.headers['accept-language'])) === 'fr-CA' ? 'fr-CA' : 'en-CA';
}
