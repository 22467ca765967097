import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PrivacyPolicy } from '../features/legal/PrivacyPolicy';
import { legalLanguageOf } from '../features/legal/legal-language';

export const Route = createFileRoute('/privacy-policy')({
  // `lang` (en or fr-CA) chooses the page's language; without it, the browser's. Read in the
  // page's own code (legalLanguageOf): this part is in the console's first download.
  validateSearch: (search: Record<string, unknown>): { lang?: string } => ({
    lang: typeof search.lang === 'string' ? search.lang : undefined,
  }),
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  const { lang } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <PrivacyPolicy
      language={legalLanguageOf(lang)}
      onLanguageChange={(next) => void navigate({ search: { lang: next }, replace: true })}
    />
  );
}
