// Exposed as `rounding/./RoundingSandboxPage` (route /rounding-sandbox): the Smart Rounding Sandbox
// (docs/product.md §2, page title 'Rounding Sandbox'). Behind the admin token gate: the production
// configuration, the batch test and its results, the configuration manager with its create form,
// and the generated source of a promotion. The messages are those of docs/product.md §8.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type {
  CreateRoundingConfigRequest,
  PromoteRoundingConfigResponse,
  RoundingBatchResponse,
  RoundingConfig,
} from '@scoreline/contracts';
import { Card, Page } from '@scoreline/ui';
import { AdminGate, Notice, useAdminActions, useAdminSession } from '@scoreline/ui/admin';
import { BatchTestPanel, runBatchTest } from '../features/batch-test/index.ts';
import {
  ConfigList,
  CreateConfigForm,
  ProductionConfigCard,
  createConfig,
  deleteConfig,
  getConfigs,
  getProductionConfig,
  promoteConfig,
} from '../features/configs/index.ts';
import { GeneratedSourcePanel } from '../features/generated-source/index.ts';
import { apiClient } from '../lib/api-client.ts';

interface RoundingData {
  readonly production: RoundingConfig;
  readonly configs: readonly RoundingConfig[];
}

async function loadRounding(token: string): Promise<RoundingData> {
  const [configs, production] = await Promise.all([getConfigs(token), getProductionConfig(token)]);
  return { configs: configs.configs, production };
}

export default function RoundingSandboxPage() {
  const admin = useAdminSession({ load: loadRounding, client: apiClient, loadFailedText: 'Failed to load data' });
  const { session, setData, expire } = admin;
  const { notice, setNotice, busy, success, act } = useAdminActions({
    reload: async () => {
      if (session.status === 'unlocked') setData(await loadRounding(session.token));
    },
    expire,
    reloadFailedText: 'Failed to load data',
  });
  const [batch, setBatch] = useState<RoundingBatchResponse | null>(null);
  const [promoted, setPromoted] = useState<PromoteRoundingConfigResponse | null>(null);

  const title = <title>Rounding Sandbox</title>;
  if (session.status !== 'unlocked') {
    return (
      <Page>
        {title}
        <AdminGate
          title="Smart Rounding Sandbox"
          session={session}
          labels={{ password: 'Verify Password', token: 'Access Sandbox' }}
          onLogin={admin.login}
          onToken={admin.unlock}
        />
      </Page>
    );
  }

  const { token, data } = session;
  const sandboxConfigs = data.configs.filter((config) => config.status !== 'production');

  const onRunBatch = () => {
    if (sandboxConfigs.length === 0) {
      setNotice({ tone: 'error', text: 'Create at least one configuration to test' });
      return;
    }
    void act('batch', async () => {
      const result = await runBatchTest(token);
      setBatch(result);
      success(`Batch test complete: ${result.results.length} configurations on ${result.total_fixtures_tested} fixtures`);
    }, 'Batch test failed', false);
  };

  const onCreate = (request: CreateRoundingConfigRequest) =>
    act('create', async () => {
      const config = await createConfig(token, request);
      success(`Configuration "${config.name}" created`);
    }, 'Failed to create config');

  const onDelete = (config: RoundingConfig) => {
    if (!window.confirm(`Delete configuration "${config.name}"? This cannot be undone.`)) return;
    void act(`delete:${config.id}`, async () => {
      await deleteConfig(token, config.id);
      success(`Configuration "${config.name}" deleted`);
    }, 'Failed to delete config');
  };

  const onPromote = (config: RoundingConfig) => {
    if (!window.confirm(`Promote "${config.name}" to production? It replaces the current production configuration.`)) return;
    void act(`promote:${config.id}`, async () => {
      const answer = await promoteConfig(token, config.id);
      setPromoted(answer);
      success(answer.message);
    }, 'Failed to promote');
  };

  return (
    <Page className="sl-tool">
      {title}
      <header className="sl-tool__header">
        <h1>Smart Rounding Sandbox</h1>
        <Link to="/admin">← Back to Admin Panel</Link>
      </header>
      <Notice notice={notice} />
      <ProductionConfigCard config={data.production} />
      {promoted ? <GeneratedSourcePanel message={promoted.message} source={promoted.new_code} /> : null}
      <BatchTestPanel running={busy === 'batch'} onRun={onRunBatch} result={batch} />
      <div className="sl-columns">
        <Card as="section" className="sl-section" aria-labelledby="rs-configs">
          <h2 id="rs-configs">Configurations</h2>
          <ConfigList configs={data.configs} busy={busy} onPromote={onPromote} onDelete={onDelete} />
        </Card>
        <Card as="section" className="sl-section" aria-labelledby="rs-create">
          <h2 id="rs-create">Create Configuration</h2>
          <CreateConfigForm busy={busy === 'create'} onCreate={onCreate} />
        </Card>
      </div>
    </Page>
  );
}
