import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { WebsiteManagerPage } from '../features/website';

type WebsiteManagerSearch = { theme?: number; step?: number };

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
  // `theme` opens that theme's editor (the real-estate theme has one) at `step`.
  validateSearch: (search: Record<string, unknown>): WebsiteManagerSearch => {
    const theme = wholeNumber(search.theme);
    const step = wholeNumber(search.step);
    return {
      ...(theme !== undefined && { theme }),
      ...(step !== undefined && step < EDITOR_STEP_COUNT && { step }),
    };
  },
  component: WebsiteManagerRoute,
});

function WebsiteManagerRoute() {
  const { theme, step } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <WebsiteManagerPage
      editing={theme}
      step={step}
      onNavigate={(next) => void navigate({ search: next })}
    />
  );
}
