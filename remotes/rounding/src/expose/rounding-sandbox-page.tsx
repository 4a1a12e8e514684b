// Exposed as `rounding/./RoundingSandboxPage` (route /rounding-sandbox): the Smart Rounding Sandbox
// (docs/product.md §2, page title 'Rounding Sandbox'). Behind the admin token gate: the production
// configuration, the batch test and its results, the configuration manager with its create form,
// and the generated source of a promotion. The messages are those of docs/product.md §8.
import { Link } from 'react-router-dom';
import type { RoundingConfig } from '@scoreline/contracts';
import { Card, Page } from '@scoreline/ui';
import { AdminGate, Notice, useAdminTool } from '@scoreline/ui/admin';
import { BatchTestPanel, useBatchTest } from '../features/batch-test/index.ts';
import { ConfigList, CreateConfigForm, getConfigs, getProductionConfig, ProductionConfigCard, useConfigActions } from '../features/configs/index.ts';
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
  const { admin, actions } = useAdminTool({ load: loadRounding, client: apiClient, loadFailedText: 'Failed to load data' });
  const { session } = admin;
  const batchTest = useBatchTest(actions);
  const configActions = useConfigActions(actions);

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

  return (
    <Page className="sl-tool">
      {title}
      <header className="sl-tool__header">
        <h1>Smart Rounding Sandbox</h1>
        <Link to="/admin">← Back to Admin Panel</Link>
      </header>
      <Notice notice={actions.notice} />
      <ProductionConfigCard config={data.production} />
      {configActions.promoted ? <GeneratedSourcePanel message={configActions.promoted.message} source={configActions.promoted.new_code} /> : null}
      <BatchTestPanel running={batchTest.running} onRun={() => batchTest.run(token, sandboxConfigs.length)} result={batchTest.result} />
      {/* The form first, as in the Algorithm Sandbox: on a phone the list of configurations would
          otherwise push it thousands of pixels down; side by side from 1024 px. */}
      <div className="sl-columns">
        <Card as="section" className="sl-section" aria-labelledby="rs-create">
          <h2 id="rs-create">Create Configuration</h2>
          <CreateConfigForm busy={configActions.creating} onCreate={(request) => configActions.create(token, request)} />
        </Card>
        <Card as="section" className="sl-section" aria-labelledby="rs-configs">
          <h2 id="rs-configs">Configurations</h2>
          <ConfigList
            configs={data.configs}
            busy={actions.busy}
            onPromote={(config) => configActions.promote(token, config)}
            onDelete={(config) => configActions.remove(token, config)}
          />
        </Card>
      </div>
    </Page>
  );
}
