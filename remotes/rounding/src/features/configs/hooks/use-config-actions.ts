// What the configuration manager does: create one, delete one and promote one to production (each
// after a confirmation where it cannot be undone), through the page's one admin action (libs/ui
// useAdminActions: busy state, outcome notice, reload after). A promotion's answer (the message and
// the generated source) is kept for the page to show.
import { useState } from 'react';
import type { CreateRoundingConfigRequest, PromoteRoundingConfigResponse, RoundingConfig } from '@scoreline/contracts';
import type { AdminActions } from '@scoreline/ui/admin';
import { createConfig, deleteConfig, promoteConfig } from '../api/configs.ts';

export function useConfigActions(actions: Pick<AdminActions, 'act' | 'success' | 'busy'>) {
  const { act, success, busy } = actions;
  const [promoted, setPromoted] = useState<PromoteRoundingConfigResponse | null>(null);
  return {
    creating: busy === 'create',
    promoted,
    create: (token: string, request: CreateRoundingConfigRequest) =>
      act('create', async () => {
        const config = await createConfig(token, request);
        success(`Configuration "${config.name}" created`);
      }, 'Failed to create config'),
    remove: (token: string, config: RoundingConfig) => {
      if (!window.confirm(`Delete configuration "${config.name}"? This cannot be undone.`)) return;
      void act(`delete:${config.id}`, async () => {
        await deleteConfig(token, config.id);
        success(`Configuration "${config.name}" deleted`);
      }, 'Failed to delete config');
    },
    promote: (token: string, config: RoundingConfig) => {
      if (!window.confirm(`Promote "${config.name}" to production? It replaces the current production configuration.`)) return;
      void act(`promote:${config.id}`, async () => {
        const answer = await promoteConfig(token, config.id);
        setPromoted(answer);
        success(answer.message);
      }, 'Failed to promote');
    },
  };
}
