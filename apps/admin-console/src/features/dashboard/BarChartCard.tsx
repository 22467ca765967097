import { Box, Paper, Text, Title, Tooltip } from '@mantine/core';
import { useFormat } from '@rendezvous/i18n';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type MonthCount = { month: string; count: number };

/** "Mar 26" / "mars 26": a YYYY-MM month, short, in the page's language. */
const monthFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' });
/** "Mar" / "mars": a month under its bar (the summary and the bar's tooltip give the year). */
const axisFormat = (locale: string) => new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
const midMonth = (month: string) => new Date(`${month}-15T12:00:00Z`);

/** The plot's height, in px, without the month labels under it. */
const PLOT_HEIGHT = 220;

/**
 * The count axis's ticks: whole numbers from 0, a round step apart (1, 2 or 5 times a power of
 * ten), about four steps up to the first tick at or above `max`.
 */
export function countTicks(max: number): number[] {
  const rough = Math.max(max, 1) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 1);
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
}

/**
 * A bar chart of counts per month, with a text summary for screen readers.
 *
 * Drawn with a few boxes rather than a chart library: two charts of twelve bars did not
 * justify recharts and its d3 modules (about 105 KB gzipped on the dashboard).
 */
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
  const { locale, number } = useFormat();
  const id = useId();
  const format = useMemo(() => monthFormat(locale), [locale]);
  const axis = useMemo(() => axisFormat(locale), [locale]);
  const monthLabel = (month: string) => format.format(midMonth(month));
  const ticks = countTicks(Math.max(0, ...series.map((m) => m.count)));
  const top = ticks[ticks.length - 1] ?? 1;
  const summary = t('chart.summary', {
    title,
    count: series.length,
    figures: series.map((m) => `${monthLabel(m.month)} ${m.count}`).join(', '),
  });
  const at = (value: number) => `${(value / top) * 100}%`;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {/* The bars as one image named by the figures they show. */}
      <div role="img" aria-label={summary}>
        <Box aria-hidden style={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 8 }}>
          {/* The count axis: its ticks' numbers beside the plot, each at its height. */}
          <Box pos="relative" h={PLOT_HEIGHT} miw={24}>
            {ticks.map((tick) => (
              <Text
                key={tick}
                size="xs"
                c="dimmed"
                pos="absolute"
                right={0}
                bottom={at(tick)}
                style={{ transform: 'translateY(50%)', fontVariantNumeric: 'tabular-nums' }}
              >
                {number(tick)}
              </Text>
            ))}
          </Box>
          <Box pos="relative" h={PLOT_HEIGHT}>
            {ticks.map((tick) => (
              <Box
                key={tick}
                pos="absolute"
                left={0}
                right={0}
                bottom={at(tick)}
                style={{ borderTop: '1px dashed var(--mantine-color-default-border)' }}
              />
            ))}
            <Box pos="absolute" inset={0} style={{ display: 'flex', alignItems: 'flex-end', gap: 4 }}>
              {series.map((m) => (
                <Tooltip key={m.month} label={`${monthLabel(m.month)}: ${number(m.count)} ${unit}`}>
                  <Box
                    data-month={m.month}
                    h={at(m.count)}
                    bg="blue.7"
                    style={{ flex: 1, minWidth: 0, borderRadius: '4px 4px 0 0' }}
                  />
                </Tooltip>
              ))}
            </Box>
          </Box>
          {/* The months under their bars. */}
          <span />
          <Box style={{ display: 'flex', gap: 4 }} mt={4}>
            {series.map((m) => (
              <Text key={m.month} size="xs" c="dimmed" ta="center" style={{ flex: 1, minWidth: 0 }} truncate>
                {axis.format(midMonth(m.month))}
              </Text>
            ))}
          </Box>
        </Box>
      </div>
    </Paper>
  );
}
