import { LegalPage, type LegalPageProps } from './legal-page';
import { PRIVACY_POLICY } from './privacy-policy-content';

/** How Rendezvous collects, uses and protects personal information, in English or French. */
export function PrivacyPolicy(props: Omit<LegalPageProps, 'content'>) {
  return <LegalPage content={PRIVACY_POLICY} {...props} />;
}
