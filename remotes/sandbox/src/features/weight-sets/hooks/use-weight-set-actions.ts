// What the page's weight-set controls do: create one, delete one after a confirmation, promote the
// set an experiment ran with (from the experiments list) after a confirmation, each through the
// page's one admin action (libs/ui useAdminActions: busy state, outcome notice, reload after).
import type { CreateWeightSetRequest, Experiment, WeightSet } from '@scoreline/contracts';
import type { AdminActions } from '@scoreline/ui/admin';
import { createWeightSet, deleteWeightSet, promoteWeightSet } from '../api/weight-sets.ts';

const DELETING = 'delete-set:';

export function useWeightSetActions(actions: Pick<AdminActions, 'act' | 'success' | 'busy'>) {
  const { act, success, busy } = actions;
  return {
    creating: busy === 'create-weight-set',
    /** The set being deleted now, if any. */
    deletingId: busy?.startsWith(DELETING) ? busy.slice(DELETING.length) : undefined,
    create: (token: string, request: CreateWeightSetRequest) =>
      act('create-weight-set', async () => {
        await createWeightSet(token, request);
        success('Weight set created successfully');
      }, 'Failed to create weight set'),
    remove: (token: string, set: WeightSet) => {
      if (!window.confirm(`Delete weight set "${set.name}"? This cannot be undone.`)) return;
      void act(`${DELETING}${set.id}`, async () => {
        await deleteWeightSet(token, set.id);
        success('Weight set deleted');
      }, 'Failed to delete');
    },
    /**
     * Makes an experiment's weight set production; busy as `promote:<experiment id>`, the key the
     * experiments list marks that experiment's button with.
     */
    promote: (token: string, experiment: Experiment) => {
      const confirmed = window.confirm(
        `Promote weight set "${experiment.weight_set_name}" to production? Every prediction will be recalculated with its weights.`,
      );
      if (!confirmed) return;
      void act(`promote:${experiment.id}`, async () => {
        const answer = await promoteWeightSet(token, experiment.weight_set_id);
        success(`${answer.message} ${answer.next_step}`);
      }, 'Failed to promote');
    },
  };
}
