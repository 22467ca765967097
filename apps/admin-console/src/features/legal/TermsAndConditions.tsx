import { LegalPage, type LegalPageProps } from './legal-page';
import { TERMS_AND_CONDITIONS } from './terms-content';

/** The terms and conditions of the Rendezvous service, in English or French. */
export function TermsAndConditions(props: Omit<LegalPageProps, 'content'>) {
  return <LegalPage content={TERMS_AND_CONDITIONS} {...props} />;
}
