// The experiments part of the algorithm sandbox: which experiments are selected, the comparison and
// the open detail, and what creating, deleting, opening and comparing do, each through the page's
// one admin action (libs/ui useAdminActions). Promoting an experiment's weight set belongs to the
// weight sets; the page composes it.
import type { ComparisonResult, CreateExperimentRequest, Experiment, ExperimentDetail } from '@scoreline/contracts';
import type { AdminActions } from '@scoreline/ui/admin';
import { useCallback, useState } from 'react';
import { formatPercent } from '@scoreline/ui/format';
import { compareExperiments, createExperiment, deleteExperiment, getExperimentDetail } from '../api/experiments.ts';

export function useExperimentWorkbench(actions: Pick<AdminActions, 'act' | 'success' | 'busy' | 'notice' | 'setNotice'>) {
  const { act, success, busy, notice, setNotice } = actions;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [comparison, setComparison] = useState<ComparisonResult | null>(null);
  const [detail, setDetail] = useState<ExperimentDetail | null>(null);
  const closeDetail = useCallback(() => setDetail(null), []);
  const closeComparison = useCallback(() => setComparison(null), []);

  return {
    creating: busy === 'create-experiment',
    comparing: busy === 'compare',
    selected,
    comparison,
    detail,
    closeDetail,
    closeComparison,
    create: (token: string, request: CreateExperimentRequest) =>
      act('create-experiment', async () => {
        const experiment = await createExperiment(token, request);
        success(`Experiment complete! Outcome accuracy: ${formatPercent(experiment.accuracy.outcome_accuracy)}`);
      }, 'Failed to create experiment'),
    remove: (token: string, experiment: Experiment) => {
      if (!window.confirm(`Delete experiment "${experiment.name}"? This cannot be undone.`)) return;
      void act(`delete:${experiment.id}`, async () => {
        await deleteExperiment(token, experiment.id);
        setSelected((current) => new Set([...current].filter((id) => id !== experiment.id)));
        success('Experiment deleted');
      }, 'Failed to delete');
    },
    open: (token: string, experiment: Experiment) =>
      void act(`details:${experiment.id}`, async () => {
        setDetail(await getExperimentDetail(token, experiment.id));
      }, 'Failed to load details', false),
    compare: (token: string) => {
      if (selected.size < 2) {
        setNotice({ tone: 'error', text: 'Select at least 2 experiments to compare' });
        return;
      }
      void act('compare', async () => {
        setComparison(await compareExperiments(token, [...selected]));
        success('Comparison complete');
      }, 'Failed to compare experiments', false);
    },
    toggle: (id: string) => {
      // The selection changed: a message about the last selection ('Select at least 2…') no longer holds.
      if (notice?.tone === 'error') setNotice(null);
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    },
  };
}
