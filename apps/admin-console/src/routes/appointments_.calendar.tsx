import { Button } from '@mantine/core';
import { PageHeader } from '@rendezvous/ui-kit';
import { IconTable } from '@tabler/icons-react';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AppointmentsCalendar } from '../features/appointments/calendar';
import { validateCalendarSearch } from '../features/appointments/calendar/calendar-search';

/**
 * /appointments/calendar: the appointments by day or week. A route of its own (not nested in
 * /appointments) so its code loads on its own and the table's route keeps its bundle budget.
 */
export const Route = createFileRoute('/appointments_/calendar')({
  // The search is read as it comes and checked by the page, in its own chunk: a validateSearch
  // here would ship in the console's entry, which every first visit downloads.
  component: AppointmentsCalendarPage,
});

function AppointmentsCalendarPage() {
  const search = validateCalendarSearch(Route.useSearch() as Record<string, unknown>);
  const navigate = useNavigate({ from: Route.fullPath });
  const { t } = useTranslation('calendar');
  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <Button
            component={Link}
            to="/appointments"
            variant="default"
            leftSection={<IconTable size={16} aria-hidden />}
          >
            {t('page.table')}
          </Button>
        }
      />
      <AppointmentsCalendar
        search={search}
        onSearchChange={(next) => void navigate({ search: next as never, replace: true })}
      />
    </>
  );
}
