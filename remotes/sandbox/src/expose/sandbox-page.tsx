// Exposed as `sandbox/./SandboxPage` (route /sandbox): the Algorithm Sandbox (docs/product.md §2). Behind
// the admin token gate: production weights, weight sets, experiments, their comparison and detail,
// and promotion to production. The messages are those of docs/product.md §8.
import { Suspense, useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ComparisonResult, CreateExperimentRequest, CreateWeightSetRequest, Experiment, ExperimentDetail, WeightSet, WeightSetsResponse } from '@scoreline/contracts';
import { Button, Card, Page, Spinner } from '@scoreline/ui';
import { AdminGate, Notice, useAdminActions, useAdminSession } from '@scoreline/ui/admin';
import {
  ComparisonPanel,
  CreateExperimentForm,
  ExperimentDetailModal,
  ExperimentList,
  compareExperiments,
  createExperiment,
  deleteExperiment,
  getExperimentDetail,
  getExperiments,
} from '../features/experiments/index.ts';
import {
  CreateWeightSetForm,
  ProductionWeights,
  WeightSetList,
  createWeightSet,
  deleteWeightSet,
  getWeightSets,
  promoteWeightSet,
} from '../features/weight-sets/index.ts';
import { apiClient } from '../lib/api-client.ts';
import { formatPercent } from '../lib/format.ts';

interface SandboxData {
  readonly weightSets: WeightSetsResponse;
  readonly experiments: readonly Experiment[];
}

async function loadSandbox(token: string): Promise<SandboxData> {
  const [weightSets, experiments] = await Promise.all([getWeightSets(token), getExperiments(token)]);
  return { weightSets, experiments: experiments.experiments };
}

export default function SandboxPage() {
  const admin = useAdminSession({ load: loadSandbox, client: apiClient, loadFailedText: 'Failed to load data' });
  const { session, setData, unlock, expire } = admin;
  const { notice, setNotice, busy, success, act } = useAdminActions({
    reload: async () => {
      if (session.status === 'unlocked') setData(await loadSandbox(session.token));
    },
    expire,
    reloadFailedText: 'Failed to load data',
  });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [comparison, setComparison] = useState<ComparisonResult | null>(null);
  const [detail, setDetail] = useState<ExperimentDetail | null>(null);
  const closeDetail = useCallback(() => setDetail(null), []);

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
  const onCreateWeightSet = (request: CreateWeightSetRequest) =>
    act('create-weight-set', async () => {
      await createWeightSet(token, request);
      success('Weight set created successfully');
    }, 'Failed to create weight set');

  const onDeleteWeightSet = (set: WeightSet) => {
    if (!window.confirm(`Delete weight set "${set.name}"? This cannot be undone.`)) return;
    void act(`delete-set:${set.id}`, async () => {
      await deleteWeightSet(token, set.id);
      success('Weight set deleted');
    }, 'Failed to delete');
  };

  const onCreateExperiment = (request: CreateExperimentRequest) =>
    act('create-experiment', async () => {
      const experiment = await createExperiment(token, request);
      success(`Experiment complete! Outcome accuracy: ${formatPercent(experiment.accuracy.outcome_accuracy)}`);
    }, 'Failed to create experiment');

  const onDeleteExperiment = (experiment: Experiment) => {
    if (!window.confirm(`Delete experiment "${experiment.name}"? This cannot be undone.`)) return;
    void act(`delete:${experiment.id}`, async () => {
      await deleteExperiment(token, experiment.id);
      setSelected((current) => new Set([...current].filter((id) => id !== experiment.id)));
      success('Experiment deleted');
    }, 'Failed to delete');
  };

  const onDetails = (experiment: Experiment) =>
    void act(`details:${experiment.id}`, async () => {
      setDetail(await getExperimentDetail(token, experiment.id));
    }, 'Failed to load details', false);

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

  const onCompare = () => {
    if (selected.size < 2) {
      setNotice({ tone: 'error', text: 'Select at least 2 experiments to compare' });
      return;
    }
    void act('compare', async () => {
      setComparison(await compareExperiments(token, [...selected]));
      success('Comparison complete');
    }, 'Failed to compare experiments', false);
  };

  const toggle = (id: string) => {
    // The selection changed: a message about the last selection ('Select at least 2…') no longer holds.
    if (notice?.tone === 'error') setNotice(null);
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
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
          <CreateWeightSetForm busy={busy === 'create-weight-set'} onCreate={onCreateWeightSet} />
        </Card>
        <Card as="section" className="sl-section" aria-labelledby="sb-new-experiment">
          <h2 id="sb-new-experiment">New Experiment</h2>
          <CreateExperimentForm
            weightSets={data.weightSets.sandbox_weight_sets}
            busy={busy === 'create-experiment'}
            onCreate={onCreateExperiment}
          />
        </Card>
      </div>
      <Card as="section" className="sl-section" aria-labelledby="sb-experiments">
        <div className="sl-section__head">
          <h2 id="sb-experiments">Experiments</h2>
          <Button variant="secondary" busy={busy === 'compare'} onClick={onCompare}>
            Compare Selected ({selected.size})
          </Button>
        </div>
        <ExperimentList
          experiments={data.experiments}
          selected={selected}
          onToggle={toggle}
          onDetails={onDetails}
          onPromote={onPromote}
          onDelete={onDeleteExperiment}
          busy={busy}
        />
      </Card>
      <Card as="section" className="sl-section" aria-labelledby="sb-weight-sets">
        <h2 id="sb-weight-sets">Weight Sets</h2>
        <WeightSetList
          weightSets={data.weightSets.sandbox_weight_sets}
          deletingId={busy?.startsWith('delete-set:') ? busy.slice('delete-set:'.length) : undefined}
          onDelete={onDeleteWeightSet}
        />
      </Card>
      <Suspense fallback={<Spinner label="Loading chart..." />}>
        {comparison ? <ComparisonPanel comparison={comparison} onClose={() => setComparison(null)} /> : null}
        {detail ? <ExperimentDetailModal detail={detail} onClose={closeDetail} /> : null}
      </Suspense>
    </Page>
  );
}
