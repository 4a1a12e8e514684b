// Exposed as `sandbox/./SandboxPage` (route /sandbox): the Algorithm Sandbox (docs/product.md §2). Behind
// the admin token gate: production weights, weight sets, experiments, their comparison and detail,
// and promotion to production. The messages are those of docs/product.md §8.
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, Page, Spinner } from '@scoreline/ui';
import { AdminGate, loadTogether, Notice, useAdminTool } from '@scoreline/ui/admin';
import {
  ComparisonPanel,
  CreateExperimentForm,
  ExperimentDetailModal,
  ExperimentList,
  getExperiments,
  useExperimentWorkbench,
} from '../features/experiments/index.ts';
import {
  CreateWeightSetForm,
  ProductionWeights,
  WeightSetList,
  getWeightSets,
  useWeightSetActions,
} from '../features/weight-sets/index.ts';
import { apiClient } from '../lib/api-client.ts';

// The token is proved by loading the whole page: both features' data, asked at once.
const loadSandbox = loadTogether({ weightSets: getWeightSets, experiments: getExperiments });

export default function SandboxPage() {
  const { admin, actions } = useAdminTool({
    load: loadSandbox,
    client: apiClient,
    loadFailedText: 'Failed to load data',
    unlockedText: 'Authenticated successfully',
  });
  const { session } = admin;
  const { notice, busy } = actions;
  const weightSets = useWeightSetActions(actions);
  const experiments = useExperimentWorkbench(actions);

  const title = <title>Algorithm Sandbox</title>;
  if (session.status !== 'unlocked') {
    return (
      <Page>
        {title}
        <AdminGate
          title="Algorithm Sandbox"
          session={session}
          labels={{ password: 'Verify Password', token: 'Access Sandbox' }}
          onLogin={admin.login}
          onToken={admin.unlock}
        />
      </Page>
    );
  }

  const { token, data } = session;

  return (
    <Page className="sl-tool">
      {title}
      <header className="sl-tool__header">
        <h1>Algorithm Sandbox</h1>
        <Link to="/admin">← Back to Admin Panel</Link>
      </header>
      <Notice notice={notice} />
      <ProductionWeights weightSets={data.weightSets} />
      {/* What an administrator does here, side by side: make a weight set, run an experiment with
          one; then the two lists, one under the other, full width. */}
      <div className="sl-columns">
        <Card as="section" className="sl-section" aria-labelledby="sb-create-weight-set">
          <h2 id="sb-create-weight-set">Create Weight Set</h2>
          <CreateWeightSetForm busy={weightSets.creating} onCreate={(request) => weightSets.create(token, request)} />
        </Card>
        <Card as="section" className="sl-section" aria-labelledby="sb-new-experiment">
          <h2 id="sb-new-experiment">New Experiment</h2>
          <CreateExperimentForm
            weightSets={data.weightSets.sandbox_weight_sets}
            busy={experiments.creating}
            onCreate={(request) => experiments.create(token, request)}
          />
        </Card>
      </div>
      <Card as="section" className="sl-section" aria-labelledby="sb-experiments">
        <div className="sl-section__head">
          <h2 id="sb-experiments">Experiments</h2>
          <Button variant="secondary" busy={experiments.comparing} onClick={() => experiments.compare(token)}>
            Compare Selected ({experiments.selected.size})
          </Button>
        </div>
        <ExperimentList
          experiments={data.experiments.experiments}
          selected={experiments.selected}
          onToggle={experiments.toggle}
          onDetails={(experiment) => experiments.open(token, experiment)}
          onPromote={(experiment) => weightSets.promote(token, experiment)}
          onDelete={(experiment) => experiments.remove(token, experiment)}
          busy={busy}
        />
      </Card>
      <Card as="section" className="sl-section" aria-labelledby="sb-weight-sets">
        <h2 id="sb-weight-sets">Weight Sets</h2>
        <WeightSetList
          weightSets={data.weightSets.sandbox_weight_sets}
          deletingId={weightSets.deletingId}
          onDelete={(set) => weightSets.remove(token, set)}
        />
      </Card>
      <Suspense fallback={<Spinner label="Loading chart..." />}>
        {experiments.comparison ? <ComparisonPanel comparison={experiments.comparison} onClose={experiments.closeComparison} /> : null}
        {experiments.detail ? <ExperimentDetailModal detail={experiments.detail} onClose={experiments.closeDetail} /> : null}
      </Suspense>
    </Page>
  );
}
