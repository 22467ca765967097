import { Table, Text } from '@mantine/core';
import type { SeriesOccurrence } from '@rendezvous/domain';
import { useTimeFormat } from '@rendezvous/ui-kit';
import { seriesDate, timeRange } from './occurrence-text';

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
  const [timeFormat] = useTimeFormat();
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Time</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Nearest free time</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {occurrences.map((o) => (
            <Table.Tr key={`${o.date} ${o.start_time}`}>
              <Table.Td>{seriesDate(o.date)}</Table.Td>
              <Table.Td>{timeRange(o, timeFormat)}</Table.Td>
              <Table.Td>
                <Text size="sm" c={o.free ? 'teal.9' : 'red.9'} fw={500}>
                  {o.free ? 'Free' : (o.reason ?? 'Not free')}
                </Text>
              </Table.Td>
              <Table.Td>
                {o.free
                  ? null
                  : o.alternative
                    ? `Nearest free: ${seriesDate(o.alternative.date)} ${timeRange(o.alternative, timeFormat)}`
                    : 'No free time within a week'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
