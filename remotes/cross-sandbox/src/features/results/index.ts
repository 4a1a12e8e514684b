export { getResults } from './api/get-results.ts';
export { ResultsPanel } from './components/results-panel.tsx';
