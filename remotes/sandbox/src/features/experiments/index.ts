import { lazy } from 'react';

export {
  compareExperiments,
  createExperiment,
  deleteExperiment,
  getExperimentDetail,
  getExperiments,
} from './api/experiments.ts';
export { CreateExperimentForm } from './components/create-experiment-form.tsx';
export { ExperimentList } from './components/experiment-list.tsx';
export { useExperimentWorkbench } from './hooks/use-experiment-workbench.ts';

// The two views that draw charts load on demand: the chart library stays out of the page's first
// download until an administrator compares experiments or opens one.
export const ComparisonPanel = lazy(() =>
  import('./components/comparison-panel.tsx').then((module) => ({ default: module.ComparisonPanel })),
);
export const ExperimentDetailModal = lazy(() =>
  import('./components/experiment-detail-modal.tsx').then((module) => ({ default: module.ExperimentDetailModal })),
);
