import { Stack, Table, Text } from '@mantine/core';
import type { ShownText } from '../site/localized';
import type { BookingQuote } from '@rendezvous/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@rendezvous/i18n';

export interface BookingSummaryProps {
  /** The server's price of the chosen slot: what is stored and, paying now, charged. */
  quote: BookingQuote;
  /** The slot on the clock the visitor chose times on, and that clock's zone. */
  when: { date: string; start: string; end: string; zone: string };
  payNow: boolean;
  /** A line's service name in the visitor's language (the quote's is the English one). */
  lineName?: (consultantServiceId: number) => ShownText | null;
}

/**
 * What the visitor agrees to before pressing Book: services at the chosen consultant's prices
 * (with the list price where it differs), consultant, date and time with the zone, tax, any
 * booking fee and the total, which the booking sends back so nothing else can be charged.
 */
export function BookingSummary({ quote, when, payNow, lineName }: BookingSummaryProps) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const amountRow = (label: string, cents: number, strong = false) => (
    <Table.Tr>
      <Table.Th scope="row" fw={strong ? 700 : 400}>
        {label}
      </Table.Th>
      <Table.Td ta="right" fw={strong ? 700 : 400}>
        {format.money(cents)}
      </Table.Td>
    </Table.Tr>
  );
  return (
    <Stack gap="sm">
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px' }}>
        <Text component="dt" fw={600}>
          {t('summary.consultant')}
        </Text>
        <Text component="dd" m={0}>
          {quote.consultant_name}
        </Text>
        <Text component="dt" fw={600}>
          {t('summary.when')}
        </Text>
        <Text component="dd" m={0}>
          {t('summary.whenValue', {
            date: format.longDate(when.date),
            start: format.time(when.start),
            end: format.time(when.end),
            zone: when.zone,
          })}
        </Text>
        <Text component="dt" fw={600}>
          {t('summary.payment')}
        </Text>
        <Text component="dd" m={0}>
          {t(payNow ? 'summary.payNow' : 'summary.payLater')}
        </Text>
      </dl>
      <Table aria-label={t('summary.amounts')} verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('summary.service')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('summary.price')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {quote.lines.map((line) => {
            const name = lineName?.(line.consultant_service_id) ?? {
              text: line.name,
              lang: undefined,
            };
            return (
              <Table.Tr key={line.consultant_service_id}>
                <Table.Th scope="row" fw={400}>
                  <span lang={name.lang}>{name.text}</span>
                  {line.price !== line.list_price && (
                    <Text size="sm" c="dark.5">
                      {t('summary.consultantPrice', {
                        name: quote.consultant_name,
                        listPrice: format.money(line.list_price),
                      })}
                    </Text>
                  )}
                </Table.Th>
                <Table.Td ta="right">{format.money(line.price)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          {amountRow(t('summary.subtotal'), quote.service_total)}
          {amountRow(
            t('summary.tax', { rate: format.percentOfPpm(quote.tax_rate_ppm) }),
            quote.tax,
          )}
          {quote.booking_fee > 0 && amountRow(t('summary.bookingFee'), quote.booking_fee)}
          {amountRow(t('summary.total'), quote.total, true)}
        </Table.Tfoot>
      </Table>
    </Stack>
  );
}
