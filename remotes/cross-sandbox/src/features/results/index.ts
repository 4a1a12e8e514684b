export { getResults } from './api/get-results.ts';
export { ResultsPanel } from './components/results-panel.tsx';
export { INVALID_RESULTS_TEXT, useResults } from './hooks/use-results.ts';
