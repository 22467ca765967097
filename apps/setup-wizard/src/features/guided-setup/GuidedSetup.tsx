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

type GuidedStep = {
  key: GuidedStepKey;
  label: string;
  description: string;
  Body: ComponentType<StepProps>;
};

export const GUIDED_STEPS: readonly GuidedStep[] = [
  { key: 'logo', label: 'Logo', description: 'How clients recognise you', Body: LogoStep },
  {
    key: 'descriptions',
    label: 'Descriptions',
    description: 'What you do',
    Body: DescriptionsStep,
  },
  { key: 'address', label: 'Address', description: 'Where to find you', Body: AddressStep },
  { key: 'services', label: 'Services', description: 'What clients book', Body: ServicesStep },
  { key: 'hours', label: 'Opening hours', description: 'When you are open', Body: HoursStep },
  {
    key: 'consultant',
    label: 'Consultant',
    description: 'Who takes bookings',
    Body: ConsultantStep,
  },
  { key: 'website', label: 'Website', description: 'Where clients book', Body: WebsiteStep },
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
          <Loader aria-label="Loading your business" />
        </Center>
      );
    }
    if (admin.isError || business.isError) {
      return (
        <Alert color="red" title="Your business could not be loaded">
          <Button
            mt="sm"
            variant="light"
            color="red"
            onClick={() => void Promise.all([admin.refetch(), business.refetch()])}
          >
            Try again
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
          aria-label="Setup steps"
        >
          {GUIDED_STEPS.map(({ key, label, description, Body }, index) => (
            <Stepper.Step
              key={key}
              label={
                <>
                  {label}
                  {(done(key) || index < active) && (
                    <VisuallyHidden>{done(key) ? ' (done)' : ' (skipped)'}</VisuallyHidden>
                  )}
                </>
              }
              // A step passed without being done keeps its number, in grey: skipped, not ticked.
              color={done(key) ? undefined : 'gray'}
              completedIcon={done(key) ? undefined : index + 1}
            >
              <Stack gap="md" mt="md">
                <Text size="sm" c="dimmed">
                  Step {index + 1} of {GUIDED_STEPS.length}: {description}
                </Text>
                <Body admin={admin.data} business={business.data} onDone={next} />
              </Stack>
            </Stepper.Step>
          ))}
          <Stepper.Completed>
            <Stack gap="sm" mt="md" align="flex-start">
              <Text>
                Your business is ready. Anything you skipped stays in the banner of your console,
                one click away.
              </Text>
              <Button onClick={() => loadPage('/dashboard')}>Go to my dashboard</Button>
            </Stack>
          </Stepper.Completed>
        </Stepper>
        {!finished && (
          <Group justify="space-between">
            <Button variant="default" disabled={active === 0} onClick={() => setActive(active - 1)}>
              Back
            </Button>
            <Group gap="sm">
              <Button variant="subtle" onClick={() => loadPage('/dashboard')}>
                Finish later
              </Button>
              {/* One forward button per step: the step's own "Save and continue" where it has
                  one (this then only skips), else this "Next" once the step is done. */}
              {done(GUIDED_STEPS[active]!.key) &&
              !hasOwnForward(GUIDED_STEPS[active]!.key, done(GUIDED_STEPS[active]!.key)) ? (
                <Button onClick={next}>Next</Button>
              ) : (
                <Button variant="subtle" onClick={next}>
                  Skip this step
                </Button>
              )}
            </Group>
          </Group>
        )}
      </Stack>
    );
  };

  return (
    <WizardLayout
      title="Set up your business"
      subtitle="A few steps and clients can book you. Skip any of them: you can finish later."
      wide
    >
      {body()}
    </WizardLayout>
  );
}
