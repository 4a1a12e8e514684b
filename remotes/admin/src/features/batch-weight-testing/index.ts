export { BatchWeightTestingSection } from './components/batch-weight-testing-section.tsx';
