import { Anchor, Text } from '@mantine/core';
import { LegalList, LegalPage, type LegalSection } from './legal-page';
import { SUPPORT_EMAIL } from './support-email';

const sections: LegalSection[] = [
  {
    heading: 'The service',
    body: (
      <Text size="sm">
        Rendezvous provides online tools for businesses that take appointments: a back office to
        manage staff, services, opening hours, customers and bookings, a public booking website for
        each business, and related notifications. Features may change as the service improves; we
        will tell account holders about changes that materially reduce what they have paid for.
      </Text>
    ),
  },
  {
    heading: 'Eligibility',
    body: (
      <Text size="sm">
        You must be at least 18 years old, and able to form a binding contract, to create an account
        or to use Rendezvous on behalf of a business. By using the service you confirm that you meet
        this requirement and that you have the authority to bind the business you register.
      </Text>
    ),
  },
  {
    heading: 'Your account',
    body: (
      <LegalList
        items={[
          'Keep your password confidential and tell us at once if you suspect someone else has used your account.',
          'You are responsible for the activity of the staff you invite and for the roles you give them.',
          'The information you give us about yourself and your business must be accurate and kept up to date.',
        ]}
      />
    ),
  },
  {
    heading: 'Trial, plans and payment',
    body: (
      <Text size="sm">
        New businesses may use the Teams plan free for 30 days. When a trial ends, continued use
        requires a paid plan. Prices are shown in Canadian dollars (CA$) and exclude applicable
        taxes. Card payments are processed by our payment provider; we never store full card
        numbers. Fees already paid are not refundable except where the law requires it.
      </Text>
    ),
  },
  {
    heading: 'Acceptable use',
    body: (
      <>
        <Text size="sm">You agree not to:</Text>
        <LegalList
          items={[
            'use the service for anything unlawful, deceptive or harmful to others;',
            'send messages or SMS notifications to people who have not agreed to receive them;',
            'try to access another business’s data, probe or disrupt the service, or get around its security or limits;',
            'copy, resell or reverse engineer the service except as the law expressly allows.',
          ]}
        />
      </>
    ),
  },
  {
    heading: 'Content on the site',
    body: (
      <Text size="sm">
        The Rendezvous software, design, text and logos belong to us or our licensors and are
        protected by copyright and trademark law. You keep ownership of the content you upload
        (logos, photos, descriptions, reviews) and give us a licence to host, display and process it
        only to run the service for you. You confirm you have the right to upload it. We may remove
        content that breaks these terms.
      </Text>
    ),
  },
  {
    heading: 'Appointments between businesses and customers',
    body: (
      <Text size="sm">
        Bookings made through Rendezvous are agreements between a business and its customer.
        Rendezvous is not a party to them and is not responsible for the services a business
        provides, its prices, cancellations or refunds.
      </Text>
    ),
  },
  {
    heading: 'Availability and liability',
    body: (
      <Text size="sm">
        We work to keep Rendezvous available and your data safe, but the service is provided “as is”
        without warranties of uninterrupted or error-free operation. To the extent the law allows,
        our total liability for any claim is limited to the fees you paid us in the twelve months
        before the claim, and we are not liable for indirect or consequential losses such as lost
        profits or lost bookings.
      </Text>
    ),
  },
  {
    heading: 'Ending your use',
    body: (
      <Text size="sm">
        You may stop using Rendezvous and close your account at any time. We may suspend or close an
        account that breaks these terms or puts other users at risk, with notice where reasonable.
        After closure you may ask us for an export of your business data for 30 days.
      </Text>
    ),
  },
  {
    heading: 'Governing law',
    body: (
      <Text size="sm">
        These terms are governed by the laws of the Province of Ontario and the federal laws of
        Canada that apply there. The courts of Ontario have exclusive jurisdiction over any dispute
        arising from them, unless consumer protection law where you live gives you the right to
        bring proceedings elsewhere.
      </Text>
    ),
  },
  {
    heading: 'Changes and contact',
    body: (
      <Text size="sm">
        We may update these terms; the new version applies from the date shown on this page, and we
        will notify account holders of significant changes by e-mail. Questions about these terms:{' '}
        <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>.
      </Text>
    ),
  },
];

/** The terms and conditions of the Rendezvous service. */
export function TermsAndConditions() {
  return (
    <LegalPage
      title="Terms and Conditions"
      subtitle="Effective January 1, 2026"
      intro="These terms govern your use of the Rendezvous website, back office and booking pages. By creating an account or using the site you agree to them; if you do not agree, please do not use Rendezvous."
      sections={sections}
    />
  );
}
