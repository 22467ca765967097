import { Anchor, Text } from '@mantine/core';
import { LegalList, LegalPage, type LegalSection } from './legal-page';
import { SUPPORT_EMAIL } from './support-email';

const mail = <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>;

const sections: LegalSection[] = [
  {
    heading: 'Information we collect',
    body: (
      <LegalList
        items={[
          'Account details you give us: name, username, e-mail address, phone number, password (stored only as a secure hash) and profile photo.',
          'Business details: name, category, addresses, opening hours, services, prices and website content.',
          'Appointments and customer records that businesses keep in Rendezvous, and messages sent through it.',
          'Technical data: IP address, browser type and sign-in times, used to keep accounts secure.',
        ]}
      />
    ),
  },
  {
    heading: 'Social login and calendar connection',
    body: (
      <Text size="sm">
        If you sign in with, or connect, a third-party account such as Google or Zoom, we receive
        the basic profile information that provider shares with your permission (your name, e-mail
        address and profile picture) and the tokens needed to act for you. When you connect a
        calendar we read the calendars you choose and their busy times so that bookings do not
        overlap, and we create, update and remove the events and video meetings of your
        appointments. We do not read the content of other events, we do not use calendar data for
        advertising, and you can disconnect an integration at any time from your profile, which
        deletes the stored tokens.
      </Text>
    ),
  },
  {
    heading: 'How we use information',
    body: (
      <LegalList
        items={[
          'to provide the service: bookings, reminders, notifications, websites and payments;',
          'to secure accounts and prevent fraud and abuse;',
          'to answer support requests and tell you about changes to the service;',
          'to meet legal, tax and accounting obligations.',
        ]}
      />
    ),
  },
  {
    heading: 'Sharing',
    body: (
      <Text size="sm">
        We do not sell personal information. We share it only with service providers that help us
        run Rendezvous (hosting, e-mail and SMS delivery, payment processing, calendar and video
        providers you connect), under contracts that limit their use of it, and when the law
        requires us to.
      </Text>
    ),
  },
  {
    heading: 'Retention and security',
    body: (
      <Text size="sm">
        We keep information while your account is open and for as long as needed afterwards to meet
        legal obligations. Data is encrypted in transit, access is restricted to people who need it,
        and passwords, access tokens and verification codes are stored only in hashed form.
      </Text>
    ),
  },
  {
    heading: 'Your rights under the CCPA (California residents)',
    body: (
      <LegalList
        items={[
          'the right to know which categories and pieces of personal information we collect, use and disclose;',
          'the right to request deletion of your personal information;',
          'the right to correct inaccurate personal information;',
          'the right to opt out of the sale or sharing of personal information — we do neither;',
          'the right not to be discriminated against for exercising these rights.',
        ]}
      />
    ),
  },
  {
    heading: 'Your rights under the GDPR (EEA and UK residents)',
    body: (
      <>
        <Text size="sm">
          We process your information to perform our contract with you, to comply with the law, and
          for our legitimate interest in keeping the service secure. You have the right to:
        </Text>
        <LegalList
          items={[
            'access the personal data we hold about you and receive a portable copy;',
            'have inaccurate data corrected and, in some cases, erased;',
            'restrict or object to processing, and withdraw consent where processing relies on it;',
            'complain to your local data protection authority.',
          ]}
        />
      </>
    ),
  },
  {
    heading: 'Children',
    body: (
      <Text size="sm">
        Rendezvous is not directed to children under 13, and we do not knowingly collect personal
        information from them. If you believe a child under 13 has given us personal information,
        contact us and we will delete it.
      </Text>
    ),
  },
  {
    heading: 'Contact',
    body: (
      <Text size="sm">
        To exercise any of these rights or ask a question about this policy, write to {mail}. We
        answer within 30 days and may need to confirm your identity first.
      </Text>
    ),
  },
];

/** How Rendezvous collects, uses and protects personal information. */
export function PrivacyPolicy() {
  return (
    <LegalPage
      title="Privacy Policy"
      subtitle="Last updated: January 1, 2026"
      intro="This policy explains what personal information Rendezvous collects when you use our website, back office and booking pages, how we use it, and the choices and rights you have."
      sections={sections}
    />
  );
}
