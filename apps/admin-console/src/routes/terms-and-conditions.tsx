import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { TermsAndConditions } from '../features/legal/TermsAndConditions';
import { legalLanguageOf } from '../features/legal/legal-language';

export const Route = createFileRoute('/terms-and-conditions')({
  // `lang` (en or fr-CA) chooses the page's language; without it, the browser's. Read in the
  // page's own code (legalLanguageOf): this part is in the console's first download.
  validateSearch: (search: Record<string, unknown>): { lang?: string } => ({
    lang: typeof search.lang === 'string' ? search.lang : undefined,
  }),
  component: TermsAndConditionsPage,
});

function TermsAndConditionsPage() {
  const { lang } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <TermsAndConditions
      language={legalLanguageOf(lang)}
      onLanguageChange={(next) => void navigate({ search: { lang: next }, replace: true })}
    />
  );
}
