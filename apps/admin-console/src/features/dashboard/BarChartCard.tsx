import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, Title } from '@mantine/core';
import { useFormat } from '@rendezvous/i18n';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type MonthCount = { month: string; count: number };

/** "Mar 26" / "mars 26": a YYYY-MM month, short, in the page's language. */
const monthFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** A bar chart of counts per month, with a text summary for screen readers. */
export default function BarChartCard({
  title,
  series,
  unit,
}: {
  title: string;
  series: MonthCount[];
  unit: string;
}) {
  const { t } = useTranslation('dashboard');
  const { locale } = useFormat();
  const id = useId();
  const format = useMemo(() => monthFormat(locale), [locale]);
  const monthLabel = (month: string) => format.format(new Date(`${month}-15T12:00:00Z`));
  const data = series.map((m) => ({ month: monthLabel(m.month), count: m.count }));
  const summary = t('chart.summary', {
    title,
    count: series.length,
    figures: series.map((m) => `${monthLabel(m.month)} ${m.count}`).join(', '),
  });
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {/* The bars as one image named by the figures they show. */}
      <div role="img" aria-label={summary}>
        <div aria-hidden>
          <BarChart
            h={240}
            data={data}
            dataKey="month"
            series={[{ name: 'count', label: unit, color: 'blue.7' }]}
            tickLine="y"
            yAxisProps={{ allowDecimals: false }}
          />
        </div>
      </div>
    </Paper>
  );
}
