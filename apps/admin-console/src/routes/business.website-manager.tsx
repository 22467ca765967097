import { THEME_EDITOR_STEPS } from '@rendezvous/domain';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { WebsiteManagerPage } from '../features/website';

type WebsiteManagerSearch = { theme?: number; step?: number };

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
      ...(step !== undefined && step < THEME_EDITOR_STEPS.length && { step }),
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
