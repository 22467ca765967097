import { Button, Group, Paper, Stepper, Title } from '@mantine/core';
import { THEME_EDITOR_STEPS, ThemeMessages, type Business } from '@rendezvous/domain';
import type { ReactNode } from 'react';
import { AboutMeStep } from './AboutMeStep';
import { ActionCardsStep } from './ActionCardsStep';
import { themeBlocks } from './blocks';
import { ContactStep } from './ContactStep';
import { NeighbourhoodStep } from './NeighbourhoodStep';
import { PropertiesStep } from './PropertiesStep';
import { SingleImageStep } from './SingleImageStep';
import type { StepProps } from './types';

export interface ThemeEditorProps {
  business: Business;
  themeId: number;
  /** The open step, from 0. */
  step: number;
  onStepChange: (step: number) => void;
}

const STEP_CONTENT: ((props: StepProps) => ReactNode)[] = [
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

/** The real-estate theme editor: seven steps, each saved on its own. */
export default function ThemeEditor({ business, themeId, step, onStepChange }: ThemeEditorProps) {
  const blocks = themeBlocks(business, themeId);
  const props: StepProps = { businessId: business.id, themeId, blocks };
  const last = THEME_EDITOR_STEPS.length - 1;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <Stepper active={step} onStepClick={onStepChange} allowNextStepsSelect size="sm" wrap>
        {THEME_EDITOR_STEPS.map((label, index) => (
          <Stepper.Step key={label} label={label}>
            <Title order={2} size="h4" mb="md">
              {label}
            </Title>
            {STEP_CONTENT[index]?.(props)}
          </Stepper.Step>
        ))}
      </Stepper>
      <Group justify="space-between" mt="xl">
        <Button variant="default" disabled={step === 0} onClick={() => onStepChange(step - 1)}>
          Back
        </Button>
        <Button variant="light" disabled={step === last} onClick={() => onStepChange(step + 1)}>
          Next step
        </Button>
      </Group>
    </Paper>
  );
}
