export { QualityDiagnosticsSection } from './components/quality-diagnostics-section.tsx';
