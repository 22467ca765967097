import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import {
  customerKeys,
  customerMeQuery,
  customerSignOut,
  siteQueries,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customerSession } from '../api/customer-session';
import { CustomerAuth } from '../features/account/CustomerAuth';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { useSiteTitle } from '../i18n/use-site-title';
import { AnchorLink } from '../features/site/AnchorLink';
import { withTheRest } from '../the-rest';

// A signed-in customer's appointments (their calendar and dialogs) load only for them: a
// visitor on the sign-in form does not download them.
const MyAppointments = lazy(
  withTheRest(() =>
    import('../features/account/MyAppointments').then((m) => ({ default: m.MyAppointments })),
  ),
);
// Likewise their "Your data" section (download, erase).
const YourData = lazy(
  withTheRest(() =>
    import('../features/account/YourData').then((m) => ({ default: m.YourData })),
  ),
);

interface LoginSearch {
  /** The spec's login?type=user: customers (the only kind this site signs in). */
  type?: 'user';
}

export const Route = createFileRoute('/site/$subdomain/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    search.type === 'user' ? { type: 'user' } : {},
  component: CustomerAccount,
});

/** The customer's account at this business: sign in or up, then their appointments. */
function CustomerAccount() {
  const { t } = useTranslation('account');
  const { subdomain } = Route.useParams();
  const api = useApi();
  const queryClient = useQueryClient();
  // The token lives in local storage: signing out re-reads it.
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const { data: site } = useSuspenseQuery(siteQueries.public(api, subdomain));
  const businessId = site.business.id;
  const hasToken = customerSession.token() !== null;
  const me = useQuery({ ...customerMeQuery(api), enabled: hasToken });
  const customer = hasToken ? me.data : undefined;
  useSiteTitle(t(customer ? 'title.appointments' : 'title.signIn'), site.business.name);

  // Set once the customer erased their account: the page then says so above the sign-in form.
  const [erased, setErased] = useState(false);

  /** Forgets the session on this device (its token and everything cached for the customer). */
  const endSession = () => {
    customerSession.signOut(businessId);
    queryClient.removeQueries({ queryKey: customerKeys.all });
    refresh();
  };
  const signOut = async () => {
    await customerSignOut(api).catch(() => null);
    setErased(false);
    endSession();
  };
  // The server already ended every session of an erased account: nothing to tell it.
  const accountErased = () => {
    setErased(true);
    endSession();
  };

  return (
    <Container size="sm" py="xl" component="main">
      <Stack>
        <Group justify="space-between">
          <AnchorLink to="/site/$subdomain" params={{ subdomain }}>
            {t('back', { name: site.business.name })}
          </AnchorLink>
          <LanguageSwitch />
        </Group>
        <Title order={1}>{t(customer ? 'title.appointments' : 'title.signIn')}</Title>
        {hasToken && me.isPending ? (
          <Loader aria-label={t('loading')} />
        ) : customer ? (
          <>
            <Group justify="space-between">
              <Text>{t('signedInAs', { name: `${customer.firstname} ${customer.lastname}` })}</Text>
              <Button variant="default" size="xs" onClick={() => void signOut()}>
                {t('signOut')}
              </Button>
            </Group>
            <Suspense fallback={<Loader aria-label={t('loading')} />}>
              <MyAppointments subdomain={subdomain} />
              <YourData businessName={site.business.name} onErased={accountErased} />
            </Suspense>
          </>
        ) : (
          <>
            {erased && <Alert color="green">{t('privacy.erased')}</Alert>}
            <Text c="dark.5">{t('intro', { name: site.business.name })}</Text>
            <CustomerAuth businessId={businessId} subdomain={subdomain} />
          </>
        )}
      </Stack>
    </Container>
  );
}
