import { businessKeys, quietly } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import type { BusinessThemeEntity } from '@rendezvous/domain';
import { showErrorToast, showSuccessToast } from '@rendezvous/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { saveBlock, SaveStepError, type SaveBlockInput, type SaveStep } from './save-block';

/** Whether everything was saved, and the (last) block, also when a later step failed. */
export interface SaveResult {
  ok: boolean;
  entity?: BusinessThemeEntity;
}

export interface SaveMessages {
  success: string;
  error: string;
}

/**
 * Saves one or more blocks in turn (see saveBlock), then refreshes the business. Success and
 * failure are toasted with the step's own messages; a save that stopped part-way also leaves
 * `failure` set, so the form can say which step it stopped at.
 */
export function useSaveBlocks() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<SaveStep | null>(null);

  const save = async (
    inputs: readonly SaveBlockInput[],
    messages: SaveMessages,
  ): Promise<SaveResult> => {
    setSaving(true);
    setFailure(null);
    try {
      let entity: BusinessThemeEntity | undefined;
      // Quiet: the spec's own messages below are this action's one toast.
      for (const input of inputs) entity = await saveBlock(quietly(api), input);
      showSuccessToast(messages.success);
      return { ok: true, entity };
    } catch (error) {
      const stopped = error instanceof SaveStepError ? error : undefined;
      setFailure(stopped?.step ?? 'block');
      showErrorToast(messages.error);
      return { ok: false, entity: stopped?.entity };
    } finally {
      await queryClient.invalidateQueries({ queryKey: businessKeys.all });
      setSaving(false);
    }
  };
  return { save, saving, failure };
}
