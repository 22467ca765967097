import { GUEST_RETENTION_MONTHS } from '@rendezvous/domain';
import type { LegalDocument } from './legal-page';
import { SUPPORT_EMAIL } from './support-email';

const { default: retentionDefault, min: retentionMin, max: retentionMax } = GUEST_RETENTION_MONTHS;

/**
 * The privacy policy in English and Canadian French, section for section (the same ids, in the
 * same order, with the same paragraphs and lists): a change to one language is a change to both.
 */
export const PRIVACY_POLICY: LegalDocument = {
  en: {
    title: 'Privacy Policy',
    subtitle: 'Last updated: November 27, 2026',
    intro:
      'This policy explains what personal information Rendezvous collects when you use our website, back office and booking pages, how we use it, and the choices and rights you have.',
    sections: [
      {
        id: 'information-we-collect',
        heading: 'Information we collect',
        blocks: [
          {
            list: [
              'Account details you give us: name, username, e-mail address, phone number, password (stored only as a secure hash) and profile photo.',
              'Business details: name, category, addresses, opening hours, services, prices and website content.',
              'Appointments and customer records that businesses keep in Rendezvous, and messages sent through it.',
              'Technical data: IP address, browser type and sign-in times, used to keep accounts secure.',
            ],
          },
        ],
      },
      {
        id: 'social-login-and-calendars',
        heading: 'Social login and calendar connection',
        blocks: [
          'If you sign in with, or connect, a third-party account such as Google or Zoom, we receive the basic profile information that provider shares with your permission (your name, e-mail address and profile picture) and the tokens needed to act for you. When you connect a calendar we read the calendars you choose and their busy times so that bookings do not overlap, and we create, update and remove the events and video meetings of your appointments. We do not read the content of other events, we do not use calendar data for advertising, and you can disconnect an integration at any time from your profile, which deletes the stored tokens.',
        ],
      },
      {
        id: 'how-we-use-information',
        heading: 'How we use information',
        blocks: [
          {
            list: [
              'to provide the service: bookings, reminders, notifications, websites and payments;',
              'to secure accounts and prevent fraud and abuse;',
              'to answer support requests and tell you about changes to the service;',
              'to meet legal, tax and accounting obligations.',
            ],
          },
        ],
      },
      {
        id: 'sharing',
        heading: 'Sharing',
        blocks: [
          'We do not sell personal information. We share it only with service providers that help us run Rendezvous (hosting, e-mail and SMS delivery, payment processing, calendar and video providers you connect), under contracts that limit their use of it, and when the law requires us to.',
        ],
      },
      {
        id: 'retention-and-security',
        heading: 'Retention and security',
        blocks: [
          'We keep information while your account is open and for as long as needed afterwards to meet legal obligations. Data is encrypted in transit, access is restricted to people who need it, and passwords, access tokens and verification codes are stored only in hashed form.',
        ],
      },
      {
        id: 'quebec-and-canada',
        heading: 'Your rights in Canada (Quebec’s Law 25 and PIPEDA)',
        blocks: [
          'Businesses that use Rendezvous decide what they collect about their clients and guests, and Rendezvous processes it on their behalf. Under Quebec’s Act respecting the protection of personal information in the private sector, as amended by Law 25, and the federal Personal Information Protection and Electronic Documents Act (PIPEDA), you may access your personal information and get a copy of it, have it corrected, withdraw your consent and, where the law provides, have it deleted. Rendezvous supports these rights as follows:',
          {
            list: [
              'Businesses: the owner can export everything the business holds about a client or guest (profile, appointments, messages, reviews, reminders sent and consents) as JSON or CSV, to answer a request for access or for a copy, and can erase that person’s personal data.',
              'Clients: from “My account” on the business’s website, you can download your data (JSON or CSV) and erase your account yourself, confirming with your password. Upcoming appointments must be cancelled first.',
              `Guests: people who booked without an account and have had no appointment with the business for its retention period (${retentionDefault} months by default; the business can set it from ${retentionMin} to ${retentionMax} months) are anonymized automatically.`,
              'Consent: your choices about reminders and marketing are recorded with their date and time and the exact wording you were shown, and so is withdrawing them (for example with the unsubscribe link). Marketing messages are never sent without your consent.',
              'What erasing does: the person’s name, contact details and password and the text of their messages and reviews are removed. The amounts of past appointments are kept, without the name, because businesses need them for their accounting.',
            ],
          },
          `For a request about the information a business holds about you, contact that business or write to us at ${SUPPORT_EMAIL}; we answer within 30 days. You may also file a complaint with the Commission d’accès à l’information du Québec or the Office of the Privacy Commissioner of Canada.`,
        ],
      },
      {
        id: 'ccpa',
        heading: 'Your rights under the CCPA (California residents)',
        blocks: [
          {
            list: [
              'the right to know which categories and pieces of personal information we collect, use and disclose;',
              'the right to request deletion of your personal information;',
              'the right to correct inaccurate personal information;',
              'the right to opt out of the sale or sharing of personal information — we do neither;',
              'the right not to be discriminated against for exercising these rights.',
            ],
          },
        ],
      },
      {
        id: 'gdpr',
        heading: 'Your rights under the GDPR (EEA and UK residents)',
        blocks: [
          'We process your information to perform our contract with you, to comply with the law, and for our legitimate interest in keeping the service secure. You have the right to:',
          {
            list: [
              'access the personal data we hold about you and receive a portable copy;',
              'have inaccurate data corrected and, in some cases, erased;',
              'restrict or object to processing, and withdraw consent where processing relies on it;',
              'complain to your local data protection authority.',
            ],
          },
        ],
      },
      {
        id: 'children',
        heading: 'Children',
        blocks: [
          'Rendezvous is not directed to children under 13, and we do not knowingly collect personal information from them. If you believe a child under 13 has given us personal information, contact us and we will delete it.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        blocks: [
          `To exercise any of these rights or ask a question about this policy, write to ${SUPPORT_EMAIL}. We answer within 30 days and may need to confirm your identity first.`,
        ],
      },
    ],
  },
  'fr-CA': {
    title: 'Politique de confidentialité',
    subtitle: 'Dernière mise à jour : 27 novembre 2026',
    intro:
      'La présente politique explique quels renseignements personnels Rendezvous recueille lorsque vous utilisez notre site Web, notre espace de gestion et nos pages de réservation, comment nous les utilisons, ainsi que les choix et les droits dont vous disposez.',
    sections: [
      {
        id: 'information-we-collect',
        heading: 'Renseignements que nous recueillons',
        blocks: [
          {
            list: [
              'Les renseignements de compte que vous nous fournissez : nom, nom d’utilisateur, adresse courriel, numéro de téléphone, mot de passe (conservé uniquement sous forme de hachage sécurisé) et photo de profil.',
              'Les renseignements sur l’entreprise : nom, catégorie, adresses, heures d’ouverture, services, prix et contenu du site Web.',
              'Les rendez-vous et les dossiers clients que les entreprises conservent dans Rendezvous, ainsi que les messages envoyés par son intermédiaire.',
              'Les données techniques : adresse IP, type de navigateur et heures de connexion, utilisées pour assurer la sécurité des comptes.',
            ],
          },
        ],
      },
      {
        id: 'social-login-and-calendars',
        heading: 'Connexion avec un compte tiers et agendas connectés',
        blocks: [
          'Si vous vous connectez avec un compte tiers, comme Google ou Zoom, ou si vous associez un tel compte au vôtre, nous recevons les renseignements de profil de base que ce fournisseur nous transmet avec votre autorisation (votre nom, votre adresse courriel et votre photo de profil) ainsi que les jetons nécessaires pour agir en votre nom. Lorsque vous connectez un agenda, nous consultons les agendas que vous choisissez et leurs plages occupées afin que les réservations ne se chevauchent pas, et nous créons, modifions et supprimons les événements et les réunions vidéo de vos rendez-vous. Nous ne lisons pas le contenu de vos autres événements, nous n’utilisons pas les données d’agenda à des fins publicitaires, et vous pouvez déconnecter une intégration en tout temps à partir de votre profil, ce qui supprime les jetons conservés.',
        ],
      },
      {
        id: 'how-we-use-information',
        heading: 'Utilisation des renseignements',
        blocks: [
          {
            list: [
              'pour fournir le service : réservations, rappels, notifications, sites Web et paiements;',
              'pour sécuriser les comptes et prévenir la fraude et les abus;',
              'pour répondre aux demandes d’assistance et vous informer des changements apportés au service;',
              'pour respecter nos obligations légales, fiscales et comptables.',
            ],
          },
        ],
      },
      {
        id: 'sharing',
        heading: 'Communication des renseignements',
        blocks: [
          'Nous ne vendons pas de renseignements personnels. Nous les communiquons uniquement aux fournisseurs de services qui nous aident à exploiter Rendezvous (hébergement, envoi de courriels et de textos, traitement des paiements, fournisseurs d’agenda et de vidéoconférence que vous connectez), en vertu de contrats qui en limitent l’utilisation, et lorsque la loi nous y oblige.',
        ],
      },
      {
        id: 'retention-and-security',
        heading: 'Conservation et sécurité',
        blocks: [
          'Nous conservons les renseignements tant que votre compte est ouvert, puis aussi longtemps que nécessaire pour respecter nos obligations légales. Les données sont chiffrées pendant leur transmission, l’accès est réservé aux personnes qui en ont besoin, et les mots de passe, les jetons d’accès et les codes de vérification sont conservés uniquement sous forme hachée.',
        ],
      },
      {
        id: 'quebec-and-canada',
        heading: 'Vos droits au Canada (Loi 25 du Québec et LPRPDE)',
        blocks: [
          'Les entreprises qui utilisent Rendezvous décident des renseignements qu’elles recueillent sur leurs clients et leurs invités, et Rendezvous les traite pour leur compte. En vertu de la Loi sur la protection des renseignements personnels dans le secteur privé du Québec, modifiée par la Loi 25, et de la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) fédérale, vous pouvez accéder à vos renseignements personnels et en obtenir une copie, les faire rectifier, retirer votre consentement et, dans les cas prévus par la loi, les faire supprimer. Rendezvous permet d’exercer ces droits de la façon suivante :',
          {
            list: [
              'Entreprises : le propriétaire peut exporter tout ce que l’entreprise conserve au sujet d’un client ou d’un invité (profil, rendez-vous, messages, avis, rappels envoyés et consentements) en format JSON ou CSV, pour répondre à une demande d’accès ou de copie, et peut effacer les renseignements personnels de cette personne.',
              'Clients : à partir de « Mon compte » sur le site Web de l’entreprise, vous pouvez télécharger vos données (JSON ou CSV) et supprimer vous-même votre compte, en confirmant avec votre mot de passe. Les rendez-vous à venir doivent d’abord être annulés.',
              `Invités : les personnes qui ont réservé sans compte et qui n’ont eu aucun rendez-vous avec l’entreprise pendant sa période de conservation (${retentionDefault} mois par défaut; l’entreprise peut la fixer entre ${retentionMin} et ${retentionMax} mois) sont anonymisées automatiquement.`,
              'Consentement : vos choix concernant les rappels et les messages promotionnels sont enregistrés avec leur date, leur heure et le libellé exact qui vous a été présenté, tout comme leur retrait (par exemple au moyen du lien de désabonnement). Aucun message promotionnel ne vous est envoyé sans votre consentement.',
              'Effet de l’effacement : le nom, les coordonnées et le mot de passe de la personne ainsi que le texte de ses messages et de ses avis sont supprimés. Les montants des rendez-vous passés sont conservés, sans son nom, parce que les entreprises en ont besoin pour leur comptabilité.',
            ],
          },
          `Pour toute demande concernant les renseignements qu’une entreprise détient à votre sujet, communiquez avec cette entreprise ou écrivez-nous à ${SUPPORT_EMAIL}; nous répondons dans un délai de 30 jours. Vous pouvez aussi porter plainte auprès de la Commission d’accès à l’information du Québec ou du Commissariat à la protection de la vie privée du Canada.`,
        ],
      },
      {
        id: 'ccpa',
        heading: 'Vos droits en vertu du CCPA (résidents de la Californie)',
        blocks: [
          {
            list: [
              'le droit de savoir quelles catégories et quels éléments de renseignements personnels nous recueillons, utilisons et communiquons;',
              'le droit de demander la suppression de vos renseignements personnels;',
              'le droit de faire corriger les renseignements personnels inexacts;',
              'le droit de refuser la vente ou le partage de renseignements personnels — nous ne faisons ni l’un ni l’autre;',
              'le droit de ne pas faire l’objet de discrimination pour avoir exercé ces droits.',
            ],
          },
        ],
      },
      {
        id: 'gdpr',
        heading: 'Vos droits en vertu du RGPD (résidents de l’EEE et du Royaume-Uni)',
        blocks: [
          'Nous traitons vos renseignements pour exécuter notre contrat avec vous, pour nous conformer à la loi et pour notre intérêt légitime à assurer la sécurité du service. Vous avez le droit :',
          {
            list: [
              'd’accéder aux données personnelles que nous détenons à votre sujet et d’en recevoir une copie dans un format portable;',
              'de faire rectifier les données inexactes et, dans certains cas, de les faire effacer;',
              'de demander la limitation du traitement ou de vous y opposer, et de retirer votre consentement lorsque le traitement repose sur celui-ci;',
              'de porter plainte auprès de votre autorité locale de protection des données.',
            ],
          },
        ],
      },
      {
        id: 'children',
        heading: 'Enfants',
        blocks: [
          'Rendezvous ne s’adresse pas aux enfants de moins de 13 ans, et nous ne recueillons pas sciemment de renseignements personnels à leur sujet. Si vous croyez qu’un enfant de moins de 13 ans nous a fourni des renseignements personnels, communiquez avec nous et nous les supprimerons.',
        ],
      },
      {
        id: 'contact',
        heading: 'Nous joindre',
        blocks: [
          `Pour exercer l’un de ces droits ou pour poser une question sur la présente politique, écrivez-nous à ${SUPPORT_EMAIL}. Nous répondons dans un délai de 30 jours et pourrions d’abord devoir confirmer votre identité.`,
        ],
      },
    ],
  },
};
