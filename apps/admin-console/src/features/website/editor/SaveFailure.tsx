import { Alert } from '@mantine/core';
import { SAVE_STEP_REPORTS, type SaveStep } from './save-block';

/** Says where a save stopped, under the form that was saved. */
export function SaveFailure({ step }: { step: SaveStep | null }) {
  if (!step) return null;
  return (
    <Alert color="red" role="alert" title="Not everything was saved">
      {SAVE_STEP_REPORTS[step]}
    </Alert>
  );
}
