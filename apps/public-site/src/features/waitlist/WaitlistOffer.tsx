import { Alert, Anchor, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { confirmWaitlistOffer, waitlistKeys, waitlistQueries } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  AppError,
  ErrorCode,
  WAITLIST_TOKEN_MAX,
  WaitlistMessages,
  type PublicWaitlistOffer,
} from '@rendezvous/domain';
import { useFormat, useMessage } from '@rendezvous/i18n';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../booking/booking-rules';

export interface WaitlistOfferProps {
  /** The signed token of the offer e-mail's link; absent when the link was cut short. */
  token: string | undefined;
  /** The site's business, to contact when the link does not work. */
  businessName: string;
  /** The business's clock: the time held and the end of the hold are shown on it. */
  timeZone: string;
}

/**
 * The page a waitlist offer's e-mail links to: the time freed up and held for the customer,
 * confirmed in one click while the hold lasts. No account: the signed token is the customer's.
 */
export function WaitlistOffer({ businessName, timeZone, ...props }: WaitlistOfferProps) {
  // A token longer than any the server signs was not copied from an e-mail: said invalid here
  // rather than sent.
  const token = props.token && props.token.length <= WAITLIST_TOKEN_MAX ? props.token : undefined;
  const { t } = useTranslation('account');
  const message = useMessage();
  const api = useApi();
  const queryClient = useQueryClient();
  const offer = useQuery({ ...waitlistQueries.offer(api, token ?? ''), enabled: Boolean(token) });
  const confirm = useMutation({
    mutationFn: () => confirmWaitlistOffer(api, token!),
    onSuccess: (result) => queryClient.setQueryData(waitlistKeys.offer(token!), result),
  });

  if (!token)
    return (
      <Alert color="red" role="alert" title={t('manage.invalidTitle')}>
        {message(WaitlistMessages.invalid)}
      </Alert>
    );
  if (offer.isPending) return <Loader aria-label={t('waitlist.loading')} />;
  if (offer.isError) {
    const refused = offer.error instanceof AppError && offer.error.code === ErrorCode.NotFound;
    return refused ? (
      <Alert color="red" role="alert" title={t('manage.invalidTitle')}>
        {message(offer.error.message)} {t('waitlist.contact', { name: businessName })}
      </Alert>
    ) : (
      <Alert color="red" role="alert">
        {message(offer.error.message)}{' '}
        <Anchor component="button" onClick={() => void offer.refetch()}>
          {t('retry')}
        </Anchor>
      </Alert>
    );
  }

  const data = offer.data;
  // The hold may run out while the page is open: no point offering a click the server refuses.
  const status =
    data.status === 'open' && Date.now() >= Date.parse(data.expires_at) ? 'expired' : data.status;
  const closed =
    status === 'expired'
      ? WaitlistMessages.expired
      : status === 'withdrawn'
        ? WaitlistMessages.withdrawn
        : null;
  // A 422 on confirming: the hold ran out or the time was taken meanwhile, for good.
  const refused =
    confirm.error instanceof AppError && confirm.error.code === ErrorCode.Validation
      ? confirm.error.message
      : null;
  return (
    <Stack>
      {status === 'confirmed' && (
        // Mantine's Alert is always role="alert": a success is a polite status instead.
        <Card withBorder radius="md" role="status" bg="green.0">
          <Text fw={700}>{message(WaitlistMessages.confirmed)}</Text>
        </Card>
      )}
      {closed && (
        <Card withBorder radius="md" role="status" bg="yellow.0">
          <Text>{message(closed)}</Text>
        </Card>
      )}
      {refused && (
        <Alert color="red" role="alert">
          {message(refused)}
        </Alert>
      )}
      <Details offer={data} timeZone={timeZone} />
      {status === 'open' && !refused && (
        <Stack>
          <Text fw={700}>
            <HeldUntil expiresAt={data.expires_at} timeZone={timeZone} />
          </Text>
          <Text>{t('waitlist.intro')}</Text>
          {confirm.isError && (
            <Alert color="red" role="alert">
              {message(confirm.error.message)}
            </Alert>
          )}
          <Button
            onClick={() => confirm.mutate()}
            loading={confirm.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('waitlist.confirm')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

function Details({ offer, timeZone }: { offer: PublicWaitlistOffer; timeZone: string }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="offer-when">
      <Stack gap={6}>
        <Title order={2} fz="h4" id="offer-when">
          {t('appointments.when', {
            date: format.longDate(offer.date),
            time: format.time(offer.start_time),
          })}
        </Title>
        <Text size="sm">
          {t('appointments.with', { name: offer.consultant_name })} · {offer.service_name}
        </Text>
        <Text size="sm">{t('manage.zone', { zone: timeZone })}</Text>
      </Stack>
    </Card>
  );
}

/** "Held for you until 2:30 p.m.", with the day too when the hold ends on another one. */
function HeldUntil({ expiresAt, timeZone }: { expiresAt: string; timeZone: string }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const until = wallClock(expiresAt, timeZone);
  const time = format.time(until.time);
  return until.date === todayIn(timeZone)
    ? t('waitlist.heldUntil', { time })
    : t('waitlist.heldUntilDay', { date: format.longDate(until.date), time });
}

/** A moment on a time zone's clock: its date (YYYY-MM-DD) and its time (HH:mm). */
function wallClock(timestamp: string, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(timestamp))
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}
