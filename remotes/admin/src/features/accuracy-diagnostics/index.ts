export { AccuracyDiagnosticsSection } from './components/accuracy-diagnostics-section.tsx';
