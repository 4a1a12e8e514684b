export {
  compareExperiments,
  createExperiment,
  deleteExperiment,
  getExperimentDetail,
  getExperiments,
} from './api/experiments.ts';
export { ComparisonPanel } from './components/comparison-panel.tsx';
export { CreateExperimentForm } from './components/create-experiment-form.tsx';
export { ExperimentDetailModal } from './components/experiment-detail-modal.tsx';
export { ExperimentList } from './components/experiment-list.tsx';
