import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, Title } from '@mantine/core';
import { useId } from 'react';

export type MonthCount = { month: string; count: number };

const monthLabel = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleString('en-CA', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** A bar chart of counts per month, with a text summary for screen readers. */
export default function BarChartCard({ title, series, unit }: { title: string; series: MonthCount[]; unit: string }) {
  const id = useId();
  const data = series.map((m) => ({ month: monthLabel(m.month), count: m.count }));
  const summary = `${title}, last ${series.length} months: ${series.map((m) => `${monthLabel(m.month)} ${m.count}`).join(', ')}.`;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {/* The bars as one image named by the figures they show. */}
      <div role="img" aria-label={summary}>
        <div aria-hidden>
          <BarChart h={240} data={data} dataKey="month" series={[{ name: 'count', label: unit, color: 'blue.7' }]} tickLine="y" yAxisProps={{ allowDecimals: false }} />
        </div>
      </div>
    </Paper>
  );
}
