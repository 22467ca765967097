import { createFileRoute } from '@tanstack/react-router';
import { IntegrationReturn, type IntegrationReturnSearch } from '../features/integrations';

// The router may read a numeric-looking value as a number; codes and states are kept as text.
const text = (value: unknown) =>
  (typeof value === 'string' || typeof value === 'number') && String(value).length <= 2048 ? String(value) : undefined;

/** Where external sign-ins (calendar and video integrations) return to. */
export const Route = createFileRoute('/redirect')({
  validateSearch: (search: Record<string, unknown>): IntegrationReturnSearch => ({
    code: text(search.code),
    state: text(search.state),
  }),
  component: function RedirectRoute() {
    return <IntegrationReturn search={Route.useSearch()} />;
  },
});
