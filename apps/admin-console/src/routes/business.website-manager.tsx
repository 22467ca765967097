import { inBusiness } from '@rendezvous/api-client';
import { ApiProvider, useApi } from '@rendezvous/api-client/react';
import { MAX_ID } from '@rendezvous/domain';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { WebsiteManagerPage } from '../features/website';

type WebsiteManagerSearch = { theme?: number; step?: number; business?: number };

/**
 * The real-estate editor's number of steps (THEME_EDITOR_STEPS in the domain). Kept here so the
 * route's definition, which loads with the console's entry, does not pull in the theme schemas.
 */
const EDITOR_STEP_COUNT = 7;

const wholeNumber = (value: unknown): number | undefined => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : undefined;
};

export const Route = createFileRoute('/business/website-manager')({
  // `theme` opens that theme's editor at `step`; `business` is the business whose site is managed
  // (the platform admin's link from a business's dialog), the admin's own otherwise.
  validateSearch: (search: Record<string, unknown>): WebsiteManagerSearch => {
    const theme = wholeNumber(search.theme);
    const step = wholeNumber(search.step);
    const business = wholeNumber(search.business);
    return {
      ...(theme !== undefined && { theme }),
      ...(step !== undefined && step < EDITOR_STEP_COUNT && { step }),
      ...(business !== undefined && business > 0 && business <= MAX_ID && { business }),
    };
  },
  component: WebsiteManagerRoute,
});

function WebsiteManagerRoute() {
  const { theme, step, business } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const api = useApi();
  // The page's calls act in the business shown (its X-Business-Id), as in the business dialog.
  const businessApi = useMemo(
    () => (business === undefined ? api : inBusiness(api, business)),
    [api, business],
  );
  return (
    <ApiProvider client={businessApi}>
      <WebsiteManagerPage
        businessId={business}
        editing={theme}
        step={step}
        onNavigate={(next) => void navigate({ search: { ...next, business } })}
      />
    </ApiProvider>
  );
}
