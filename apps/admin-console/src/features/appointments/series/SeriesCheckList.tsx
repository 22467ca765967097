import { Table, Text } from '@mantine/core';
import type { SeriesOccurrence } from '@rendezvous/domain';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../i18n/use-message';
import { useClock } from '../clock';
import { seriesDate } from './occurrence-text';

/**
 * Every occurrence of a series as the API checked it: when, free or why not, and for one that
 * is not free the nearest free time. Each status is written out; colour only repeats it.
 */
export function SeriesCheckList({
  occurrences,
  caption,
}: {
  occurrences: SeriesOccurrence[];
  caption: string;
}) {
  const clock = useClock();
  const { t, i18n } = useTranslation('appointments');
  const msg = useMessage();
  const locale = i18n.language === 'fr-CA' ? 'fr-CA' : 'en-CA';
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('series.columns.date')}</Table.Th>
            <Table.Th>{t('series.columns.time')}</Table.Th>
            <Table.Th>{t('series.columns.status')}</Table.Th>
            <Table.Th>{t('series.columns.nearest')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {occurrences.map((o) => (
            <Table.Tr key={`${o.date} ${o.start_time}`}>
              <Table.Td>{seriesDate(o.date, locale)}</Table.Td>
              <Table.Td>{clock.formatRange(o.start_time, o.end_time)}</Table.Td>
              <Table.Td>
                <Text size="sm" c={o.free ? 'teal.9' : 'red.9'} fw={500}>
                  {o.free ? t('series.free') : o.reason ? msg(o.reason) : t('series.notFree')}
                </Text>
              </Table.Td>
              <Table.Td>
                {o.free
                  ? null
                  : o.alternative
                    ? t('series.nearestFree', {
                        date: seriesDate(o.alternative.date, locale),
                        time: clock.formatRange(o.alternative.start_time, o.alternative.end_time),
                      })
                    : t('series.noneWithinWeek')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
