// Exposed as `sandbox/./SandboxPage` (route /sandbox): the Algorithm Sandbox (docs/product.md §2). Behind
// the admin token gate: production weights, weight sets, experiments, their comparison and detail,
// and promotion to production. The messages are those of docs/product.md §8.
import { Suspense, useCallback } from 'react';
import { Link } from 'react-router-dom';
import type { Experiment, WeightSetsResponse } from '@scoreline/contracts';
import { Button, Card, Page, Spinner } from '@scoreline/ui';
import { AdminGate, Notice, useAdminTool } from '@scoreline/ui/admin';
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
  promoteWeightSet,
  useWeightSetActions,
} from '../features/weight-sets/index.ts';
import { apiClient } from '../lib/api-client.ts';

interface SandboxData {
  readonly weightSets: WeightSetsResponse;
  readonly experiments: readonly Experiment[];
}

async function loadSandbox(token: string): Promise<SandboxData> {
  const [weightSets, experiments] = await Promise.all([getWeightSets(token), getExperiments(token)]);
  return { weightSets, experiments: experiments.experiments };
}

export default function SandboxPage() {
  const { admin, actions } = useAdminTool({ load: loadSandbox, client: apiClient, loadFailedText: 'Failed to load data' });
  const { session, unlock } = admin;
  const { notice, setNotice, busy, success, act } = actions;
  const weightSets = useWeightSetActions(actions);
  const experiments = useExperimentWorkbench(actions);

  const login = useCallback(
    async (token: string, expiresInSeconds?: number) => {
      const accepted = await unlock(token, expiresInSeconds);
      if (accepted) setNotice({ tone: 'success', text: 'Authenticated successfully' });
      return accepted;
    },
    [unlock, setNotice],
  );

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
          onToken={login}
        />
      </Page>
    );
  }

  const { token, data } = session;
  // An experiment's weight set is promoted from the experiments list: the page joins the two features.
  const onPromote = (experiment: Experiment) => {
    const confirmed = window.confirm(
      `Promote weight set "${experiment.weight_set_name}" to production? Every prediction will be recalculated with its weights.`,
    );
    if (!confirmed) return;
    void act(`promote:${experiment.id}`, async () => {
      const answer = await promoteWeightSet(token, experiment.weight_set_id);
      success(`${answer.message} ${answer.next_step}`);
    }, 'Failed to promote');
  };

  return (
    <Page className="sl-tool">
      {title}
      <header className="sl-tool__header">
        <h1>Algorithm Sandbox</h1>
        <Link to="/admin">← Back to Admin Panel</Link>
      </header>
      <Notice notice={notice} />
      <ProductionWeights
        weights={data.weightSets.production_weights}
        model={data.weightSets.sandbox_weight_sets.find((set) => set.status === 'promoted')?.model}
      />
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
            busy={busy === 'create-experiment'}
            onCreate={(request) => experiments.create(token, request)}
          />
        </Card>
      </div>
      <Card as="section" className="sl-section" aria-labelledby="sb-experiments">
        <div className="sl-section__head">
          <h2 id="sb-experiments">Experiments</h2>
          <Button variant="secondary" busy={busy === 'compare'} onClick={() => experiments.compare(token)}>
            Compare Selected ({experiments.selected.size})
          </Button>
        </div>
        <ExperimentList
          experiments={data.experiments}
          selected={experiments.selected}
          onToggle={experiments.toggle}
          onDetails={(experiment) => experiments.open(token, experiment)}
          onPromote={onPromote}
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
