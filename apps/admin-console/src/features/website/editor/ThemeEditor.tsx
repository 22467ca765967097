import { Button, Group, Paper, Stepper, Title } from '@mantine/core';
import { THEME_EDITOR_STEPS, ThemeMessages, type Business } from '@rendezvous/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AboutMeStep } from './AboutMeStep';
import { ActionCardsStep } from './ActionCardsStep';
import { themeBlocks } from './blocks';
import { ContactStep } from './ContactStep';
import { NeighbourhoodStep } from './NeighbourhoodStep';
import { PropertiesStep } from './PropertiesStep';
import { SingleImageStep } from './SingleImageStep';
import { SiteTextsStep } from './SiteTextsStep';
import { REAL_ESTATE_THEME_ID } from '../constants';
import { ThemeImagesSection } from '../ThemeImagesSection';
import type { StepProps } from './types';

export interface ThemeEditorProps {
  business: Business;
  themeId: number;
  /** The open step, from 0. */
  step: number;
  onStepChange: (step: number) => void;
}

type StepContent = (props: StepProps, business: Business) => ReactNode;

const STEP_CONTENT: StepContent[] = [
  (props) => (
    <SingleImageStep
      {...props}
      kind="headerImage"
      label="Header image"
      messages={{
        success: ThemeMessages.headerImageUpdated,
        error: ThemeMessages.updateHeaderImageError,
      }}
    />
  ),
  (props) => (
    <SingleImageStep
      {...props}
      kind="agentPhoto"
      label="Agent photo"
      messages={{
        success: ThemeMessages.introductionCardUpdated,
        error: ThemeMessages.updateIntroductionCardError,
      }}
    />
  ),
  (props) => <PropertiesStep {...props} />,
  (props) => <NeighbourhoodStep {...props} />,
  (props) => <AboutMeStep {...props} />,
  (props) => <ActionCardsStep {...props} />,
  (props) => <ContactStep {...props} />,
];

const REAL_ESTATE_STEPS = THEME_EDITOR_STEPS.map((label, index) => ({
  label,
  content: STEP_CONTENT[index]!,
}));

const textsStep = {
  label: 'Texts',
  content: ((_props, business) => <SiteTextsStep business={business} />) as StepContent,
};

/**
 * The blocks each theme shows, as steps. Theme 1's hero image is its header image block (the
 * first theme image until one is set); theme 2's carousel is the theme images.
 */
const THEME_STEPS: Record<number, { label: string; content: StepContent }[]> = {
  1: [
    {
      label: 'Hero image',
      content: (props) => (
        <SingleImageStep
          {...props}
          kind="headerImage"
          label="Hero image"
          messages={{
            success: ThemeMessages.headerImageUpdated,
            error: ThemeMessages.updateHeaderImageError,
          }}
        />
      ),
    },
    textsStep,
  ],
  2: [
    {
      label: 'Carousel images',
      content: (props) => <ThemeImagesSection businessId={props.businessId} />,
    },
    textsStep,
  ],
  [REAL_ESTATE_THEME_ID]: REAL_ESTATE_STEPS,
};

/**
 * A theme's editor (EDITABLE_THEME_IDS): the real-estate theme's seven steps, or the blocks of
 * themes 1 and 2; each step is saved on its own.
 */
export default function ThemeEditor({ business, themeId, step, onStepChange }: ThemeEditorProps) {
  const { t } = useTranslation('website');
  const blocks = themeBlocks(business, themeId);
  const props: StepProps = { businessId: business.id, themeId, blocks };
  const steps = THEME_STEPS[themeId] ?? REAL_ESTATE_STEPS;
  const last = steps.length - 1;
  const active = Math.min(step, last);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <Stepper active={active} onStepClick={onStepChange} allowNextStepsSelect size="sm" wrap>
        {steps.map(({ label, content }) => (
          <Stepper.Step key={label} label={t(`step.${label}`)}>
            <Title order={2} size="h4" mb="md">
              {t(`step.${label}`)}
            </Title>
            {content(props, business)}
          </Stepper.Step>
        ))}
      </Stepper>
      <Group justify="space-between" mt="xl">
        <Button variant="default" disabled={active === 0} onClick={() => onStepChange(active - 1)}>
          {t('stepper.back')}
        </Button>
        <Button variant="light" disabled={active === last} onClick={() => onStepChange(active + 1)}>
          {t('stepper.next')}
        </Button>
      </Group>
    </Paper>
  );
}
