// What the page's weight-set controls do: create one, delete one after a confirmation, each through
// the page's one admin action (libs/ui useAdminActions: busy state, outcome notice, reload after).
import type { CreateWeightSetRequest, WeightSet } from '@scoreline/contracts';
import type { AdminActions } from '@scoreline/ui/admin';
import { createWeightSet, deleteWeightSet } from '../api/weight-sets.ts';

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
  };
}
