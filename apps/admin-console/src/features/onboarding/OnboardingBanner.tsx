import { ActionIcon, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  GUIDED_SETUP_PATH,
  OnboardingToasts,
  SETUP_STEPS,
  type PendingSetupStep,
  type SetupTarget,
} from '@rendezvous/domain';
import { IconChevronLeft, IconChevronRight, IconRocket, IconX } from '@tabler/icons-react';
import { showErrorToast } from '@rendezvous/ui-kit';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message';
import { wrapIndex } from './wrap-index';

export interface OnboardingBannerProps {
  /** How the banner greets the admin. */
  firstname: string;
  /** `admin.pending_setup_steps`, in the order the server lists them. */
  steps: readonly PendingSetupStep[];
  /** Whether the admin holds the consultant role; only consultants have services and hours. */
  isConsultant: boolean;
  /** Whether to offer the way back to the guided setup (the business's owner, who started it). */
  canResumeGuidedSetup?: boolean;
}

/**
 * The reminder of the setup steps still open, above every back-office screen. Collapsed it is
 * one line; expanded it walks through the steps one at a time, each with the button(s) that
 * open the place where it is fixed.
 */
export function OnboardingBanner({
  firstname,
  steps,
  isConsultant,
  canResumeGuidedSetup = false,
}: OnboardingBannerProps) {
  const { t } = useTranslation('onboarding');
  const msg = useMessage();
  const [expanded, setExpanded] = useState(false);
  const [index, setIndex] = useState(0);
  const navigate = useNavigate();
  // The button pressed to expand or collapse is replaced by the other view: keyboard focus
  // follows to the matching control instead of falling back to the top of the page.
  const viewActions = useRef<HTMLButtonElement>(null);
  const closeSteps = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);
  useEffect(() => {
    if (!toggled.current) return;
    toggled.current = false;
    (expanded ? closeSteps : viewActions).current?.focus();
  }, [expanded]);
  const toggle = (next: boolean) => {
    toggled.current = true;
    setExpanded(next);
  };

  if (steps.length === 0) return null;
  const count = steps.length;
  // The list shrinks as steps are completed; never point past its end.
  const current = steps[Math.min(index, count - 1)]!;
  const definition = SETUP_STEPS[current.action];
  // The server sends each step's English text; the catalog has it by the step's name (a
  // text only the server can write, such as the colleagues still without hours, is looked up
  // as a message).
  const stepText = (part: 'title' | 'text' | 'text2', english: string) =>
    t(`steps.${current.action}.${part}`, { defaultValue: english });
  const lines = [
    current.text && stepText('text', current.text),
    current.text2 && stepText('text2', current.text2),
    current.text3 && msg(current.text3),
  ].filter((line): line is string => !!line);

  const go = (target: SetupTarget) => {
    const consultantTab =
      target.path === '/my-profile' &&
      (target.tab === 'services' || target.tab === 'opening-hours');
    if (consultantTab && !isConsultant) {
      showErrorToast(msg(OnboardingToasts.noConsultantRole));
      return;
    }
    setExpanded(false);
    if (target.path === '/all-admins') void navigate({ to: target.path });
    else void navigate({ to: target.path, search: { tab: target.tab } });
  };

  if (!expanded) {
    return (
      <Paper withBorder radius="md" p="sm" mb="lg" bg="var(--mantine-primary-color-light)">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          {/* On a phone the greeting wraps; the icon and the button keep their size. */}
          <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
            <IconRocket
              size={20}
              aria-hidden
              color="var(--mantine-primary-color-filled)"
              style={{ flexShrink: 0 }}
            />
            <Text size="sm" fw={500}>
              {t('banner.collapsed', { name: firstname, count })}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            {canResumeGuidedSetup && (
              // The wizard is another app: a full page load, not a console route.
              <Button component="a" href={GUIDED_SETUP_PATH} size="xs" variant="default">
                {t('banner.resume')}
              </Button>
            )}
            <Button ref={viewActions} size="xs" onClick={() => toggle(true)}>
              {t('banner.viewActions')}
            </Button>
          </Group>
        </Group>
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" mb="lg" aria-label={t('banner.steps')} component="section">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h5">
          {t('banner.expanded', { count })}
        </Title>
        <ActionIcon
          ref={closeSteps}
          aria-label={t('banner.close')}
          color="gray"
          onClick={() => toggle(false)}
        >
          <IconX size={18} />
        </ActionIcon>
      </Group>
      <Group wrap="nowrap" align="center" gap="sm">
        <ActionIcon
          aria-label={t('banner.previous')}
          size="lg"
          variant="light"
          disabled={count < 2}
          onClick={() => setIndex(wrapIndex(index - 1, count))}
        >
          <IconChevronLeft size={20} />
        </ActionIcon>
        <Stack gap={6} style={{ flex: 1 }} aria-live="polite">
          <Text size="xs" c="dimmed">
            {t('banner.stepOf', { step: Math.min(index, count - 1) + 1, count })}
          </Text>
          <Text fw={600}>{stepText('title', current.title)}</Text>
          {lines.map((line) => (
            <Text key={line} size="sm" c="dimmed">
              {line}
            </Text>
          ))}
          <Group gap="xs" mt={4}>
            {definition.buttons.map((button) => (
              <Button key={button.label} size="xs" onClick={() => go(button.target)}>
                {t(`buttons.${button.label}`, { defaultValue: button.label })}
              </Button>
            ))}
          </Group>
        </Stack>
        <ActionIcon
          aria-label={t('banner.next')}
          size="lg"
          variant="light"
          disabled={count < 2}
          onClick={() => setIndex(wrapIndex(index + 1, count))}
        >
          <IconChevronRight size={20} />
        </ActionIcon>
      </Group>
      <Group justify="center" gap={6} mt="sm" aria-hidden>
        {steps.map((step, i) => (
          <Box
            key={step.action}
            w={8}
            h={8}
            style={{ borderRadius: '50%' }}
            bg={i === Math.min(index, count - 1) ? 'var(--mantine-primary-color-filled)' : 'gray.3'}
          />
        ))}
      </Group>
    </Paper>
  );
}
