import type { LegalDocument } from './legal-page';
import { SUPPORT_EMAIL } from './support-email';

/**
 * The terms and conditions in English and Canadian French, section for section (the same ids,
 * in the same order, with the same paragraphs and lists): a change to one language is a change
 * to both.
 */
export const TERMS_AND_CONDITIONS: LegalDocument = {
  en: {
    title: 'Terms and Conditions',
    subtitle: 'Effective January 1, 2026',
    intro:
      'These terms govern your use of the Rendezvous website, back office and booking pages. By creating an account or using the site you agree to them; if you do not agree, please do not use Rendezvous.',
    sections: [
      {
        id: 'the-service',
        heading: 'The service',
        blocks: [
          'Rendezvous provides online tools for businesses that take appointments: a back office to manage staff, services, opening hours, customers and bookings, a public booking website for each business, and related notifications. Features may change as the service improves; we will tell account holders about changes that materially reduce what they have paid for.',
        ],
      },
      {
        id: 'eligibility',
        heading: 'Eligibility',
        blocks: [
          'You must be at least 18 years old, and able to form a binding contract, to create an account or to use Rendezvous on behalf of a business. By using the service you confirm that you meet this requirement and that you have the authority to bind the business you register.',
        ],
      },
      {
        id: 'your-account',
        heading: 'Your account',
        blocks: [
          {
            list: [
              'Keep your password confidential and tell us at once if you suspect someone else has used your account.',
              'You are responsible for the activity of the staff you invite and for the roles you give them.',
              'The information you give us about yourself and your business must be accurate and kept up to date.',
            ],
          },
        ],
      },
      {
        id: 'trial-plans-and-payment',
        heading: 'Trial, plans and payment',
        blocks: [
          'New businesses may use the Teams plan free for 30 days. When a trial ends, continued use requires a paid plan. Prices are shown in Canadian dollars (CA$) and exclude applicable taxes. Card payments are processed by our payment provider; we never store full card numbers. Fees already paid are not refundable except where the law requires it.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Acceptable use',
        blocks: [
          'You agree not to:',
          {
            list: [
              'use the service for anything unlawful, deceptive or harmful to others;',
              'send messages or SMS notifications to people who have not agreed to receive them;',
              'try to access another business’s data, probe or disrupt the service, or get around its security or limits;',
              'copy, resell or reverse engineer the service except as the law expressly allows.',
            ],
          },
        ],
      },
      {
        id: 'content',
        heading: 'Content on the site',
        blocks: [
          'The Rendezvous software, design, text and logos belong to us or our licensors and are protected by copyright and trademark law. You keep ownership of the content you upload (logos, photos, descriptions, reviews) and give us a licence to host, display and process it only to run the service for you. You confirm you have the right to upload it. We may remove content that breaks these terms.',
        ],
      },
      {
        id: 'appointments',
        heading: 'Appointments between businesses and customers',
        blocks: [
          'Bookings made through Rendezvous are agreements between a business and its customer. Rendezvous is not a party to them and is not responsible for the services a business provides, its prices, cancellations or refunds.',
        ],
      },
      {
        id: 'availability-and-liability',
        heading: 'Availability and liability',
        blocks: [
          'We work to keep Rendezvous available and your data safe, but the service is provided “as is” without warranties of uninterrupted or error-free operation. To the extent the law allows, our total liability for any claim is limited to the fees you paid us in the twelve months before the claim, and we are not liable for indirect or consequential losses such as lost profits or lost bookings.',
        ],
      },
      {
        id: 'ending-your-use',
        heading: 'Ending your use',
        blocks: [
          'You may stop using Rendezvous and close your account at any time. We may suspend or close an account that breaks these terms or puts other users at risk, with notice where reasonable. After closure you may ask us for an export of your business data for 30 days.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'Governing law',
        blocks: [
          'These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there. The courts of Ontario have exclusive jurisdiction over any dispute arising from them, unless consumer protection law where you live gives you the right to bring proceedings elsewhere.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Changes and contact',
        blocks: [
          `We may update these terms; the new version applies from the date shown on this page, and we will notify account holders of significant changes by e-mail. Questions about these terms: ${SUPPORT_EMAIL}.`,
        ],
      },
    ],
  },
  'fr-CA': {
    title: 'Conditions d’utilisation',
    subtitle: 'Date d’entrée en vigueur : 1er janvier 2026',
    intro:
      'Les présentes conditions régissent votre utilisation du site Web, de l’espace de gestion et des pages de réservation de Rendezvous. En créant un compte ou en utilisant le site, vous les acceptez; si vous ne les acceptez pas, veuillez ne pas utiliser Rendezvous.',
    sections: [
      {
        id: 'the-service',
        heading: 'Le service',
        blocks: [
          'Rendezvous fournit des outils en ligne aux entreprises qui prennent des rendez-vous : un espace de gestion pour gérer le personnel, les services, les heures d’ouverture, les clients et les réservations, un site Web de réservation public pour chaque entreprise, ainsi que les notifications qui s’y rattachent. Les fonctionnalités peuvent évoluer à mesure que le service s’améliore; nous informerons les titulaires de compte de tout changement qui réduit de façon importante ce pour quoi ils ont payé.',
        ],
      },
      {
        id: 'eligibility',
        heading: 'Admissibilité',
        blocks: [
          'Vous devez avoir au moins 18 ans et la capacité juridique de contracter pour créer un compte ou pour utiliser Rendezvous au nom d’une entreprise. En utilisant le service, vous confirmez que vous remplissez cette condition et que vous avez le pouvoir d’engager l’entreprise que vous inscrivez.',
        ],
      },
      {
        id: 'your-account',
        heading: 'Votre compte',
        blocks: [
          {
            list: [
              'Gardez votre mot de passe confidentiel et avisez-nous sans délai si vous soupçonnez qu’une autre personne a utilisé votre compte.',
              'Vous êtes responsable des activités des membres du personnel que vous invitez et des rôles que vous leur attribuez.',
              'Les renseignements que vous nous fournissez sur vous-même et sur votre entreprise doivent être exacts et tenus à jour.',
            ],
          },
        ],
      },
      {
        id: 'trial-plans-and-payment',
        heading: 'Période d’essai, forfaits et paiement',
        blocks: [
          'Les nouvelles entreprises peuvent utiliser gratuitement le forfait Teams pendant 30 jours. À la fin de la période d’essai, l’utilisation du service exige un forfait payant. Les prix sont indiqués en dollars canadiens ($ CA), taxes applicables en sus. Les paiements par carte sont traités par notre fournisseur de paiement; nous ne conservons jamais les numéros de carte complets. Les frais déjà payés ne sont pas remboursables, sauf si la loi l’exige.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Utilisation acceptable',
        blocks: [
          'Vous vous engagez à ne pas :',
          {
            list: [
              'utiliser le service à des fins illégales, trompeuses ou nuisibles pour autrui;',
              'envoyer des messages ou des notifications par texto à des personnes qui n’ont pas accepté de les recevoir;',
              'tenter d’accéder aux données d’une autre entreprise, chercher des failles dans le service ou le perturber, ou contourner ses mesures de sécurité ou ses limites;',
              'copier ou revendre le service, ou en faire l’ingénierie inverse, sauf dans la mesure expressément permise par la loi.',
            ],
          },
        ],
      },
      {
        id: 'content',
        heading: 'Contenu du site',
        blocks: [
          'Le logiciel, la conception, les textes et les logos de Rendezvous nous appartiennent ou appartiennent à nos concédants de licence, et sont protégés par les lois sur le droit d’auteur et sur les marques de commerce. Vous demeurez propriétaire du contenu que vous téléversez (logos, photos, descriptions, avis) et vous nous accordez une licence pour l’héberger, l’afficher et le traiter uniquement afin d’exploiter le service pour vous. Vous confirmez avoir le droit de le téléverser. Nous pouvons retirer tout contenu qui contrevient aux présentes conditions.',
        ],
      },
      {
        id: 'appointments',
        heading: 'Rendez-vous entre les entreprises et leurs clients',
        blocks: [
          'Les réservations faites au moyen de Rendezvous sont des ententes entre une entreprise et son client. Rendezvous n’y est pas partie et n’est pas responsable des services que fournit l’entreprise, de ses prix, de ses annulations ni de ses remboursements.',
        ],
      },
      {
        id: 'availability-and-liability',
        heading: 'Disponibilité et responsabilité',
        blocks: [
          'Nous nous efforçons de garder Rendezvous disponible et vos données en sécurité, mais le service est fourni « tel quel », sans garantie de fonctionnement ininterrompu ou exempt d’erreurs. Dans la mesure permise par la loi, notre responsabilité totale à l’égard de toute réclamation est limitée aux frais que vous nous avez payés au cours des douze mois précédant la réclamation, et nous ne sommes pas responsables des pertes indirectes ou consécutives, comme un manque à gagner ou des réservations perdues.',
        ],
      },
      {
        id: 'ending-your-use',
        heading: 'Fin de l’utilisation',
        blocks: [
          'Vous pouvez cesser d’utiliser Rendezvous et fermer votre compte en tout temps. Nous pouvons suspendre ou fermer un compte qui contrevient aux présentes conditions ou qui met d’autres utilisateurs en danger, avec un préavis lorsque c’est raisonnable. Après la fermeture, vous pouvez nous demander une exportation des données de votre entreprise pendant 30 jours.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'Droit applicable',
        blocks: [
          'Les présentes conditions sont régies par les lois de la province d’Ontario et par les lois fédérales du Canada qui s’y appliquent. Les tribunaux de l’Ontario ont compétence exclusive sur tout litige qui en découle, à moins que la loi sur la protection du consommateur de votre lieu de résidence ne vous permette d’intenter une action ailleurs.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Modifications et questions',
        blocks: [
          `Nous pouvons modifier les présentes conditions; la nouvelle version s’applique à compter de la date indiquée sur cette page, et nous aviserons les titulaires de compte de tout changement important par courriel. Pour toute question sur les présentes conditions : ${SUPPORT_EMAIL}.`,
        ],
      },
    ],
  },
};
