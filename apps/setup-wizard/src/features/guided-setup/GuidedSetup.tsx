import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Stepper,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { adminQueries, businessQueries } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import type { Admin, Business } from '@rendezvous/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { WizardLayout } from '../layout/WizardLayout';
import { loadPage } from '../navigation/load-page';
import { AddressStep } from './steps/AddressStep';
import { ConsultantStep } from './steps/ConsultantStep';
import { DescriptionsStep } from './steps/DescriptionsStep';
import { HoursStep } from './steps/HoursStep';
import { LogoStep } from './steps/LogoStep';
import { ServicesStep } from './steps/ServicesStep';
import { WebsiteStep } from './steps/WebsiteStep';
import { firstUnfinishedStep, isStepDone, type GuidedStepKey } from './step-status';

export interface StepProps {
  admin: Admin;
  business: Business;
  /** The step's work is saved: the walk moves on. */
  onDone: () => void;
}

/** A step's label and description: `steps.{key}.label` and `.description` (guided-setup). */
type GuidedStep = {
  key: GuidedStepKey;
  Body: ComponentType<StepProps>;
};

export const GUIDED_STEPS: readonly GuidedStep[] = [
  { key: 'logo', Body: LogoStep },
  { key: 'descriptions', Body: DescriptionsStep },
  { key: 'address', Body: AddressStep },
  { key: 'services', Body: ServicesStep },
  { key: 'hours', Body: HoursStep },
  { key: 'consultant', Body: ConsultantStep },
  { key: 'website', Body: WebsiteStep },
];

/** Steps whose form ends in their own "Save and continue" (the address's only until one is saved). */
const OWN_FORWARD: ReadonlySet<GuidedStepKey> = new Set([
  'descriptions',
  'services',
  'hours',
  'consultant',
  'website',
]);
const hasOwnForward = (key: GuidedStepKey, done: boolean) =>
  OWN_FORWARD.has(key) || (key === 'address' && !done);

/**
 * The onboarding banner's steps as a guided walk: one step at a time, each skippable, the ones
 * already done marked, then the console. Nothing here is required: the banner keeps what was
 * skipped.
 */
export function GuidedSetup({ businessId }: { businessId: number }) {
  const api = useApi();
  const { t } = useTranslation('guided-setup');
  const admin = useQuery(adminQueries.me(api));
  const business = useQuery(businessQueries.detail(api, businessId));
  const [active, setActive] = useState(0);
  // Coming back, the walk resumes at the first step not done yet (once, when the data is in).
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !admin.data || !business.data) return;
    resumed.current = true;
    setActive(
      firstUnfinishedStep(
        GUIDED_STEPS.map((step) => step.key),
        admin.data,
        business.data,
      ),
    );
  }, [admin.data, business.data]);
  const finished = active >= GUIDED_STEPS.length;
  const next = () => setActive((index) => index + 1);

  const body = () => {
    if (admin.isPending || business.isPending) {
      return (
        <Center py="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      );
    }
    if (admin.isError || business.isError) {
      return (
        <Alert color="red" title={t('loadError')}>
          <Button
            mt="sm"
            variant="light"
            color="red"
            onClick={() => void Promise.all([admin.refetch(), business.refetch()])}
          >
            {t('retry')}
          </Button>
        </Alert>
      );
    }
    const done = (key: GuidedStepKey) => isStepDone(key, admin.data, business.data);
    return (
      <Stack gap="lg">
        {/* Labels only: with each step's description beside it, six steps no longer fit on
            one line of the wide card and the stepper wrapped; the description heads the step. */}
        <Stepper
          active={active}
          onStepClick={setActive}
          size="sm"
          orientation="horizontal"
          wrap
          // Seven steps on one line at 1280 px: tighter gaps between them than Mantine's.
          styles={{
            separator: { marginInline: 'var(--mantine-spacing-xs)' },
            stepBody: { marginInlineStart: 'var(--mantine-spacing-xs)' },
          }}
          aria-label={t('stepper.label')}
        >
          {GUIDED_STEPS.map(({ key, Body }, index) => (
            <Stepper.Step
              key={key}
              label={
                <>
                  {t(`steps.${key}.label`)}
                  {(done(key) || index < active) && (
                    <VisuallyHidden>
                      {' '}
                      {done(key) ? t('stepper.done') : t('stepper.skipped')}
                    </VisuallyHidden>
                  )}
                </>
              }
              // A step passed without being done keeps its number, in grey: skipped, not ticked.
              color={done(key) ? undefined : 'gray'}
              completedIcon={done(key) ? undefined : index + 1}
            >
              <Stack gap="md" mt="md">
                <Text size="sm" c="dimmed">
                  {t('stepper.stepOf', {
                    step: index + 1,
                    total: GUIDED_STEPS.length,
                    description: t(`steps.${key}.description`),
                  })}
                </Text>
                <Body admin={admin.data} business={business.data} onDone={next} />
              </Stack>
            </Stepper.Step>
          ))}
          <Stepper.Completed>
            <Stack gap="sm" mt="md" align="flex-start">
              <Text>{t('completed.text')}</Text>
              <Button onClick={() => loadPage('/dashboard')}>{t('completed.dashboard')}</Button>
            </Stack>
          </Stepper.Completed>
        </Stepper>
        {!finished && (
          <Group justify="space-between">
            <Button variant="default" disabled={active === 0} onClick={() => setActive(active - 1)}>
              {t('back')}
            </Button>
            <Group gap="sm">
              <Button variant="subtle" onClick={() => loadPage('/dashboard')}>
                {t('finishLater')}
              </Button>
              {/* One forward button per step: the step's own "Save and continue" where it has
                  one (this then only skips), else this "Next" once the step is done. */}
              {done(GUIDED_STEPS[active]!.key) &&
              !hasOwnForward(GUIDED_STEPS[active]!.key, done(GUIDED_STEPS[active]!.key)) ? (
                <Button onClick={next}>{t('next')}</Button>
              ) : (
                <Button variant="subtle" onClick={next}>
                  {t('skip')}
                </Button>
              )}
            </Group>
          </Group>
        )}
      </Stack>
    );
  };

  return (
    <WizardLayout title={t('title')} subtitle={t('subtitle')} wide>
      {body()}
    </WizardLayout>
  );
}
